import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { seedOnStart } from '../seed/index.ts';
import { tempDir } from '../test/harness.ts';

// Boots real PGlite data directories (slow) as the start path does (server.ts passes the seed): the
// embedded default must migrate, seed once and persist.
describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite under DATA_DIR', () => {
  it('migrates and seeds on first start, keeps data across restarts without re-seeding', async () => {
    const dataDir = tempDir('pglite-data-');
    const config = { dataDir, databaseUrl: undefined, production: false, nodeEnv: 'test' };
    const first = await buildApp({ config, logger: false, seed: seedOnStart });
    const created = await first.inject({
      method: 'POST',
      url: '/api/v4/projects',
      headers: { 'private-token': 'glpat-demo-root-token-0000' },
      payload: { name: 'Survivor', namespace_id: 1 },
    });
    expect(created.statusCode).toBe(201);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    // The first start also created the demo git repositories.
    expect(fs.existsSync(path.join(dataDir, 'repositories', 'gitlab-org', 'gitlab.git', 'HEAD'))).toBe(true);

    const second = await buildApp({ config, logger: false, seed: seedOnStart });
    try {
      const projects = await second.inject({ method: 'GET', url: '/api/v4/projects?per_page=100', headers: { 'private-token': 'glpat-demo-root-token-0000' } });
      expect(projects.json().map((p: { path: string }) => p.path)).toContain('survivor');
      const users = await second.inject({ method: 'GET', url: '/api/v4/users' });
      // The seven demo accounts, three community users, a banned author and the support bot.
      expect(users.headers['x-total']).toBe('12');
    } finally {
      await second.close();
    }
  }, 120_000);
});
