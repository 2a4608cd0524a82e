import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRepositories } from '../../seed/repositories.ts';
import { createTestApp, DEMO_ROOT_TOKEN, type TestApp } from '../../test/harness.ts';
import { commitOnBranch } from './fixtures.testing.ts';
import { repositoryPath } from '../repositories/git.ts';

// Issue 12 "Done when": GitLab's own client library lists, creates, reads changes/diffs/versions of and
// merges a merge request on our API (python-gitlab 3.12, Debian's python3-gitlab).

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../../test/clients/python_gitlab_mr.py', import.meta.url));

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ externalUrl: 'http://127.0.0.1' });
  await seedRepositories(t.dataDir);
  await commitOnBranch(repositoryPath(t.dataDir, 'gitlab-org/gitlab'), 'python/mr', { 'python.txt': 'from python\n' }, 'Add python.txt');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe.runIf(existsSync(PYTHON))('python-gitlab and merge requests', () => {
  it('creates, lists, reads changes, versions and commits of, and merges a merge request', async () => {
    const { stdout } = await promisify(execFile)(PYTHON, [SCRIPT, base, DEMO_ROOT_TOKEN, 'python/mr'], { timeout: 60_000 });
    const result = JSON.parse(stdout);
    expect(result).toEqual({
      created: { iid: 1, state: 'opened', labels: ['bug'], source_branch: 'python/mr' },
      listed: [1],
      changes: ['python.txt'],
      versions: 1,
      version_diffs: ['python.txt'],
      commits: ['Add python.txt'],
      merged: { state: 'merged', merge_commit_sha: true },
    });
  }, 90_000);
});
