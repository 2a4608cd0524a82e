import { execFile } from 'node:child_process';
import fs, { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalAccessToken } from '../personal-access-tokens/queries.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { createTestApp, DEMO_PASSWORD, DEMO_ROOT_TOKEN, tempDir, type TestApp } from '../../test/harness.ts';
import { subscribeToRepositoryEvents, unsubscribeFromRepositoryEvents, ZERO_SHA, type RepositoryEvent } from './events.ts';
import { users } from '../users/tables.ts';
import { git, repositoryPath } from './git.ts';
import { GIT_MESSAGES } from './gitHttp.ts';

// Real `git clone`, `git push` against the server listening on a port: Basic auth with tokens and
// passwords, reads by code visibility, pushes by role and branch protection, and a `pushed` event per
// ref that moved.

const run = promisify(execFile);
let t: TestApp;
let base: string;
let work: string;
let developerId: number;
const seen: RepositoryEvent[] = [];
const tokens: Record<string, string> = {};
const PRIVATE = 'gitlab-org/platform/infrastructure';

/** Runs the git command line as a user would (no prompts, no global config); rejects with git's stderr. */
async function cli(args: string[], cwd = work): Promise<{ stdout: string; stderr: string }> {
  try {
    return await run('git', ['-c', 'user.name=Test User', '-c', 'user.email=test@example.com', '-c', 'init.defaultBranch=main', ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: work, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', GIT_ASKPASS: '', SSH_ASKPASS: '' },
    });
  } catch (error) {
    throw new Error((error as { stderr?: string }).stderr ?? String(error), { cause: error });
  }
}

const url = (who: string | null, project: string, secret?: string) => {
  const auth = who ? `${who}:${encodeURIComponent(secret ?? tokens[who] ?? '')}@` : '';
  return `${base.replace('://', `://${auth}`)}/${project}.git`;
};

beforeAll(async () => {
  t = await createTestApp({ externalUrl: 'http://127.0.0.1' });
  await seedRepositories(t.dataDir);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  work = tempDir('git-http-');
  const db = t.database.db;
  for (const row of await db.select().from(users)) {
    tokens[row.username] = `glpat-git-${row.username}-000000`;
    await createPersonalAccessToken(db, { userId: row.id, name: 'git', token: tokens[row.username]!, scopes: ['write_repository'] });
  }
  tokens.readonly = 'glpat-git-readonly-000000';
  developerId = (await db.select().from(users)).find((u) => u.username === 'developer')!.id;
  await createPersonalAccessToken(db, { userId: developerId, name: 'read', token: tokens.readonly, scopes: ['read_repository'] });
  subscribeToRepositoryEvents('git-http-test', async (event) => {
    seen.push(event);
  });
}, 120_000);

afterAll(async () => {
  unsubscribeFromRepositoryEvents('git-http-test');
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('git over HTTP', () => {
  it('clones a public project anonymously; a private one needs credentials (401 Basic), code reading rights (403) and membership (404)', async () => {
    await cli(['clone', '--quiet', url(null, 'gitlab-org/gitlab'), 'public']);
    expect(fs.readFileSync(path.join(work, 'public', 'README.md'), 'utf8')).toContain('Contributions welcome');

    const anonymous = await t.app.inject({ method: 'GET', url: `/${PRIVATE}.git/info/refs?service=git-upload-pack` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Basic realm="GitLab"');
    await expect(cli(['clone', '--quiet', url(null, PRIVATE), 'anon'])).rejects.toThrow(/could not read Username|Authentication failed/);

    const basic = (who: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${who}:${secret}`).toString('base64')}` });
    const asGuest = await t.app.inject({ method: 'GET', url: `/${PRIVATE}.git/info/refs?service=git-upload-pack`, headers: basic('guest', tokens.guest!) });
    expect([asGuest.statusCode, asGuest.json()]).toEqual([403, { message: GIT_MESSAGES.downloadDenied }]);
    const asOutsider = await t.app.inject({ method: 'GET', url: `/${PRIVATE}.git/info/refs?service=git-upload-pack`, headers: basic('outsider', tokens.outsider!) });
    expect([asOutsider.statusCode, asOutsider.json()]).toEqual([404, { message: GIT_MESSAGES.projectNotFound }]);
    const wrong = await t.app.inject({ method: 'GET', url: `/${PRIVATE}.git/info/refs?service=git-upload-pack`, headers: basic('developer', 'wrong-password') });
    expect([wrong.statusCode, wrong.headers['www-authenticate'], wrong.json()]).toEqual([401, 'Basic realm="GitLab"', { message: GIT_MESSAGES.accessDenied }]);
    const missing = await t.app.inject({ method: 'GET', url: '/gitlab-org/nothing-here.git/info/refs?service=git-upload-pack', headers: basic('root', tokens.root!) });
    expect(missing.statusCode).toBe(404);

    // Reporters read code; a password works as well as a token; every admin reads everything.
    await cli(['clone', '--quiet', url('reporter', PRIVATE), 'reporter']);
    await cli(['clone', '--quiet', url('developer', PRIVATE, DEMO_PASSWORD), 'by-password']);
    await cli(['ls-remote', url('root', PRIVATE)]);
    expect(fs.readFileSync(path.join(work, 'by-password', 'README.md'), 'utf8')).toBe('# Infrastructure\n');
  });

  it('decides per role before git runs: fetch and push of a private project', async () => {
    const expected: Record<string, [number, number]> = {
      anonymous: [401, 401],
      outsider: [404, 404],
      guest: [403, 403],
      reporter: [200, 403],
      developer: [200, 200],
      maintainer: [200, 200],
      owner: [200, 200],
      root: [200, 200],
    };
    for (const [who, [fetch, push]] of Object.entries(expected)) {
      const headers: Record<string, string> = who === 'anonymous' ? {} : { authorization: `Basic ${Buffer.from(`${who}:${tokens[who]}`).toString('base64')}` };
      const statuses = [];
      for (const service of ['git-upload-pack', 'git-receive-pack']) {
        const response = await t.app.inject({ method: 'GET', url: `/${PRIVATE}.git/info/refs?service=${service}`, headers });
        statuses.push(response.statusCode);
        if (response.statusCode === 200) expect(response.headers['content-type']).toBe(`application/x-${service}-advertisement`);
      }
      expect(statuses, who).toEqual([fetch, push]);
    }
  });

  it('a developer pushes a new branch with a token: refs move and a pushed event is published', async () => {
    await cli(['clone', '--quiet', url('developer', PRIVATE), 'dev']);
    const dir = path.join(work, 'dev');
    fs.writeFileSync(path.join(dir, 'deploy.sh'), '#!/bin/sh\necho deploy\n');
    await cli(['checkout', '--quiet', '-b', 'feature/deploy'], dir);
    await cli(['add', '.'], dir);
    await cli(['commit', '--quiet', '-m', 'Add the deploy script'], dir);
    const head = (await cli(['rev-parse', 'HEAD'], dir)).stdout.trim();
    seen.length = 0;
    await cli(['push', '--quiet', 'origin', 'feature/deploy'], dir);

    const repo = repositoryPath(t.dataDir, PRIVATE);
    expect((await git(repo, ['rev-parse', 'refs/heads/feature/deploy'])).trim()).toBe(head);
    expect(seen).toEqual([{ type: 'pushed', projectId: 2, userId: developerId, ref: 'refs/heads/feature/deploy', before: ZERO_SHA, after: head }]);

    // A second push to the same branch: before is the old head.
    fs.appendFileSync(path.join(dir, 'deploy.sh'), 'echo done\n');
    await cli(['commit', '--quiet', '-am', 'Say when done'], dir);
    const next = (await cli(['rev-parse', 'HEAD'], dir)).stdout.trim();
    await cli(['push', '--quiet', 'origin', 'feature/deploy'], dir);
    expect(seen.at(-1)).toMatchObject({ ref: 'refs/heads/feature/deploy', before: head, after: next });

    // The default branch is protected: developers are refused by the hook, nothing moves, no event.
    const mainBefore = (await git(repo, ['rev-parse', 'refs/heads/main'])).trim();
    seen.length = 0;
    await expect(cli(['push', '--quiet', 'origin', 'feature/deploy:main'], dir)).rejects.toThrow(/You are not allowed to push code to protected branches on this project/);
    expect((await git(repo, ['rev-parse', 'refs/heads/main'])).trim()).toBe(mainBefore);
    expect(seen).toEqual([]);

    // Deleting a branch is a push too: after is the zero id.
    await cli(['push', '--quiet', 'origin', '--delete', 'feature/deploy'], dir);
    expect(seen).toEqual([{ type: 'pushed', projectId: 2, userId: developerId, ref: 'refs/heads/feature/deploy', before: next, after: ZERO_SHA }]);
  });

  it('refuses pushes of reporters, read-only tokens and anonymous users; maintainers push to main but never force', async () => {
    await cli(['clone', '--quiet', url('maintainer', PRIVATE), 'maint']);
    const dir = path.join(work, 'maint');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'maintained\n');
    await cli(['add', '.'], dir);
    await cli(['commit', '--quiet', '-m', 'Maintainer note'], dir);

    seen.length = 0;
    await expect(cli(['push', '--quiet', url('reporter', PRIVATE), 'HEAD:refs/heads/reporter-branch'], dir)).rejects.toThrow(/403|not allowed to push/);
    await expect(cli(['push', '--quiet', url('developer', PRIVATE, tokens.readonly), 'HEAD:refs/heads/readonly-branch'], dir)).rejects.toThrow(/Authentication failed|401|Access denied/);
    await expect(cli(['push', '--quiet', url(null, 'gitlab-org/gitlab'), 'HEAD:refs/heads/anonymous-branch'], dir)).rejects.toThrow(/could not read Username|Authentication failed/);
    const reporterPush = await t.app.inject({
      method: 'GET',
      url: `/${PRIVATE}.git/info/refs?service=git-receive-pack`,
      headers: { authorization: `Basic ${Buffer.from(`reporter:${tokens.reporter}`).toString('base64')}` },
    });
    expect([reporterPush.statusCode, reporterPush.json()]).toEqual([403, { message: GIT_MESSAGES.pushDenied }]);
    const dumb = await t.app.inject({ method: 'GET', url: '/gitlab-org/gitlab.git/info/refs' });
    expect([dumb.statusCode, dumb.json()]).toEqual([403, { message: GIT_MESSAGES.smartOnly }]);
    expect(seen).toEqual([]);

    await cli(['push', '--quiet', 'origin', 'HEAD:main'], dir);
    expect(seen.map((e) => e.ref)).toEqual(['refs/heads/main']);
    await cli(['reset', '--quiet', '--hard', 'HEAD~1'], dir);
    fs.writeFileSync(path.join(dir, 'other.txt'), 'rewritten\n');
    await cli(['add', '.'], dir);
    await cli(['commit', '--quiet', '-m', 'Rewrite'], dir);
    await expect(cli(['push', '--quiet', '--force', 'origin', 'HEAD:main'], dir)).rejects.toThrow(/not allowed to force push code to a protected branch/);
    await expect(cli(['push', '--quiet', 'origin', '--delete', 'main'], dir)).rejects.toThrow(/only delete protected branches using the web interface/);
  });
});

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../../test/clients/python_gitlab_repository.py', import.meta.url));

describe.runIf(existsSync(PYTHON))('python-gitlab', () => {
  it('reads branches, commits with actions, reads and writes files, lists the tree, compares and deletes a branch', async () => {
    const { stdout } = await run(PYTHON, [SCRIPT, base, DEMO_ROOT_TOKEN], { timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual({
      main: { protected: true, default: true, title: 'Update the changelog' },
      feature_branches: ['feature/display-names', 'feature/health-check', 'feature/new-logo', 'feature/search'],
      created_branch: 'py/branch',
      commit: { title: 'From python-gitlab', stats: { additions: 2, deletions: 1, total: 3 } },
      diff: ['README.md', 'py/hello.py'],
      readme: '# GitLab\n\nEdited by python-gitlab.\n',
      raw: "print('hello')\n",
      updated: 'two\n',
      history: ['Remove other.txt', 'Update other.txt', 'Add other.txt', 'From python-gitlab'],
      tree: ['hello.py'],
      compare: { commits: 4, diffs: ['README.md', 'py/hello.py'] },
      deleted: true,
    });
  }, 90_000);
});
