import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, tempDir, type Browser, type TestApp } from '../../test/harness.ts';
import { ensureRepository, git, listTree, repositoryPath } from '../repositories/git.ts';
import { DEMO_REPOSITORIES, seedRepositories } from '../../seed/repositories.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };

beforeAll(async () => {
  t = await createTestApp();
  await seedRepositories(t.dataDir);
  for (const name of ['owner', 'guest', 'outsider'] as const) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});

const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: as[who] ? { cookie: as[who].cookie } : {} });

describe('description templates from the project repository', () => {
  it('REST lists .gitlab/issue_templates/*.md as { key, name }, paginated', async () => {
    const response = await get('anonymous', '/api/v4/projects/gitlab-org%2Fgitlab/templates/issues');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { key: 'Bug', name: 'Bug' },
      { key: 'Feature proposal', name: 'Feature proposal' },
    ]);
    expect(response.headers['x-total']).toBe('2');
    const paged = await get('anonymous', '/api/v4/projects/1/templates/issues?per_page=1&page=2');
    expect(paged.json()).toEqual([{ key: 'Feature proposal', name: 'Feature proposal' }]);
    expect(paged.headers['x-next-page']).toBe('');
  });

  it('REST returns one template’s content from git', async () => {
    const response = await get('guest', '/api/v4/projects/1/templates/issues/Feature%20proposal');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Feature proposal', content: DEMO_REPOSITORIES['gitlab-org/gitlab']!['.gitlab/issue_templates/Feature proposal.md'] });
    const missing = await get('guest', '/api/v4/projects/1/templates/issues/..%2F..%2FREADME');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: '404 Template Not Found' });
    expect((await get('guest', '/api/v4/projects/1/templates/merge_requests')).statusCode).toBe(404);
  });

  it('web routes serve the same, and private projects stay hidden', async () => {
    expect((await get('owner', '/acme-corp/website/-/templates/issues')).json()).toEqual([
      { key: 'Bug', name: 'Bug' },
      { key: 'Incident', name: 'Incident' },
    ]);
    const one = await get('owner', '/acme-corp/website/-/templates/issue/Incident');
    expect(one.json<{ name: string; content: string }>().content).toContain('## Timeline');
    expect((await get('outsider', '/acme-corp/website/-/templates/issues')).statusCode).toBe(404);
    expect((await get('anonymous', '/api/v4/projects/4/templates/issues')).statusCode).toBe(404);
  });

  it('a project without a repository or templates has none', async () => {
    expect((await get('owner', '/api/v4/projects/gitlab-org%2Finternal-tools/templates/issues')).json()).toEqual([]);
    expect((await get('owner', '/gitlab-org/platform/infrastructure/-/templates/issues')).json()).toEqual([]);
  });
});

describe('repositories', () => {
  it('are real bare git repositories, created once (seeding again changes nothing)', async () => {
    const dir = tempDir('repos-');
    await seedRepositories(dir);
    const repo = repositoryPath(dir, 'gitlab-org/gitlab');
    const head = (await git(repo, ['rev-parse', 'refs/heads/main'])).trim();
    expect(head).toMatch(/^[0-9a-f]{40}$/);
    // The history starts with the templates and the outsider's fix (the application and branches follow).
    expect((await git(repo, ['log', '--reverse', '--format=%s|%ae', 'main'])).trim().split('\n').slice(0, 2)).toEqual(['Initial commit|root@example.com', 'Fix the README greeting|outsider@example.com']);
    await seedRepositories(dir);
    expect((await git(repo, ['rev-parse', 'refs/heads/main'])).trim()).toBe(head);
    expect((await listTree(repo, 'HEAD', '.gitlab')).map((e) => `${e.type}:${e.name}`)).toEqual(['tree:issue_templates']);
    expect(await ensureRepository(repo, { 'x.md': 'x' }, 'again')).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuse paths that could leave the repositories folder', () => {
    expect(() => repositoryPath('/data', '../etc')).toThrow();
    expect(() => repositoryPath('/data', 'group/../../etc')).toThrow();
    expect(() => repositoryPath('/data', 'single')).toThrow();
    expect(repositoryPath('/data', 'a/b')).toBe('/data/repositories/a/b.git');
  });
});
