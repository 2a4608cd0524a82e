import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRepositories } from '../../seed/repositories.ts';
import { createTestApp, DEMO_ROOT_TOKEN, type TestApp } from '../../test/harness.ts';
import { commitOnBranch } from '../merge-requests/fixtures.testing.ts';
import { repositoryPath } from '../repositories/git.ts';

// Issue 12: GitLab's own Python client (python-gitlab 3.12, Debian's python3-gitlab) manages a project's
// external status checks, lists a merge request's checks, answers one and retries it.

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../../test/clients/python_gitlab_status_checks.py', import.meta.url));

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ externalUrl: 'http://127.0.0.1' });
  await seedRepositories(t.dataDir);
  await commitOnBranch(repositoryPath(t.dataDir, 'gitlab-org/gitlab'), 'python/checked', { 'checked.txt': 'check me\n' }, 'Add checked.txt');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe.runIf(existsSync(PYTHON))('python-gitlab and external status checks', () => {
  it('creates (refusing a duplicate), lists, answers and retries a status check', async () => {
    const { stdout } = await promisify(execFile)(PYTHON, [SCRIPT, base, DEMO_ROOT_TOKEN, 'python/checked'], { timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual({
      created: { name: 'Python check', external_url: 'http://127.0.0.1:9/python' },
      duplicate: 400,
      listed: ['Python check'],
      pending: ['pending'],
      retry_pending: 422,
      failed: ['failed'],
      retried: { message: '202 Accepted' },
      after_retry: ['pending'],
    });
  }, 90_000);
});
