import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, tempDir, type TestApp } from '../../test/harness.ts';
import { expandPlaceholders, loadRegistryDocument, registryOrigins } from './document.ts';

let repoRoot: string;
let dataDir: string;
beforeEach(() => {
  repoRoot = tempDir('registry-root-');
  dataDir = tempDir('registry-data-');
});

const write = (dir: string, value: unknown) => fs.writeFileSync(path.join(dir, 'registry.json'), typeof value === 'string' ? value : JSON.stringify(value));

describe('loadRegistryDocument', () => {
  it('reads the repository file, expanding ${VAR:-default} placeholders', () => {
    write(repoRoot, { modules: [{ name: 'trial', manifest: 'http://localhost:${TRIAL_PORT:-8085}/mf-manifest.json', enabled: true, note: '${MISSING}' }] });
    const document = loadRegistryDocument({ dataDir, repoRoot }, {});
    expect(document).toEqual({ modules: [{ name: 'trial', manifest: 'http://localhost:8085/mf-manifest.json', enabled: true, note: '' }] });
    const custom = loadRegistryDocument({ dataDir, repoRoot }, { TRIAL_PORT: '9999' });
    expect(registryOrigins(custom)).toEqual(['http://localhost:9999']);
  });

  it('prefers ${DATA_DIR}/registry.json and re-reads when it changes', () => {
    write(repoRoot, { modules: [{ name: 'root-file' }] });
    write(dataDir, { modules: [{ name: 'override', manifest: 'http://a.test/m.json' }] });
    expect(loadRegistryDocument({ dataDir, repoRoot }).modules).toEqual([{ name: 'override', manifest: 'http://a.test/m.json' }]);
    const file = path.join(dataDir, 'registry.json');
    write(dataDir, { modules: [{ name: 'edited', manifest: 'http://b.test/m.json', enabled: false }] });
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const edited = loadRegistryDocument({ dataDir, repoRoot });
    expect(edited.modules).toEqual([{ name: 'edited', manifest: 'http://b.test/m.json', enabled: false }]);
    expect(registryOrigins(edited)).toEqual([]);
  });

  it('never throws on bad files', () => {
    expect(loadRegistryDocument({ dataDir, repoRoot })).toEqual({ modules: [], error: 'registry.json not found' });
    write(repoRoot, '{ not json');
    const invalid = loadRegistryDocument({ dataDir, repoRoot });
    expect(invalid.modules).toEqual([]);
    expect(invalid.error).toMatch(/^registry.json is not valid JSON: /);
    write(repoRoot, { modules: 'nope' });
    expect(loadRegistryDocument({ dataDir, repoRoot }).error).toBe('registry.json has no "modules" array');
  });

  it('expands nested values and leaves other types alone', () => {
    expect(expandPlaceholders({ a: ['${X:-1}', 2, null, { b: 'x${X}y' }] }, { X: 'z' })).toEqual({ a: ['z', 2, null, { b: 'xzy' }] });
  });
});

describe('GET /-/registry.json', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('serves the DATA_DIR document with no-cache, and 200 with an error for invalid JSON', async () => {
    t = await createTestApp({ dataDir });
    write(dataDir, { modules: [{ name: 'trial', manifest: 'http://localhost:${SOME_UNSET_PORT:-8085}/mf-manifest.json', enabled: true }] });
    const response = await t.app.inject({ method: 'GET', url: '/-/registry.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().modules[0].manifest).toBe('http://localhost:8085/mf-manifest.json');

    // Its origin is now allowed for CORS.
    const cors = await t.app.inject({ method: 'GET', url: '/-/session', headers: { origin: 'http://localhost:8085' } });
    expect(cors.headers['access-control-allow-origin']).toBe('http://localhost:8085');

    write(dataDir, '{"modules": [');
    fs.utimesSync(path.join(dataDir, 'registry.json'), new Date(), new Date(Date.now() + 5000));
    const invalid = await t.app.inject({ method: 'GET', url: '/-/registry.json' });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.json().modules).toEqual([]);
    expect(invalid.json().error).toMatch(/not valid JSON/);
  });
});
