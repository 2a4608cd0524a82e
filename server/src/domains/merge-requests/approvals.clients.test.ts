import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRepositories } from '../../seed/repositories.ts';
import { createTestApp, DEMO_ROOT_TOKEN, type TestApp } from '../../test/harness.ts';
import { repositoryPath } from '../repositories/git.ts';
import { commitOnBranch } from './fixtures.testing.ts';

// Issue 13: GitLab's own Python client (python-gitlab 3.12, Debian's python3-gitlab) approves and
// unapproves a merge request on our API and reads its approvals and approval state.

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../../test/clients/python_gitlab_approvals.py', import.meta.url));

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ externalUrl: 'http://127.0.0.1' });
  await seedRepositories(t.dataDir);
  await commitOnBranch(repositoryPath(t.dataDir, 'gitlab-org/gitlab'), 'python/approve', { 'approve.txt': 'approve me\n' }, 'Add approve.txt');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe.runIf(existsSync(PYTHON))('python-gitlab and approvals', () => {
  it('approves (refused with a stale sha, and twice), reads approvals and approval state, and unapproves', async () => {
    const { stdout } = await promisify(execFile)(PYTHON, [SCRIPT, base, DEMO_ROOT_TOKEN, 'python/approve'], { timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual({
      stale_sha: 409,
      approved: { approved: true, by: ['root'], user_has_approved: true },
      again: 401,
      approval_state: { approval_rules_overwritten: false, rules: [] },
      unapproved: { approved: false, by: [] },
    });
  }, 90_000);
});
