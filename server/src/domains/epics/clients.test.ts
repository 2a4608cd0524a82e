import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, type TestApp } from '../../test/harness.ts';

// Issue 11 "Done when": the epic REST endpoints are usable by GitLab's own client library (python-gitlab
// 3.12, Debian's python3-gitlab): create, update, get, list, link and unlink an issue, delete.

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../../test/clients/python_gitlab_epics.py', import.meta.url));

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ externalUrl: 'http://127.0.0.1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe.runIf(existsSync(PYTHON))('python-gitlab and group epics', () => {
  it('creates, renames, lists, links and unlinks an issue, and deletes an epic', async () => {
    const { stdout } = await promisify(execFile)(PYTHON, [SCRIPT, base, DEMO_ROOT_TOKEN], { timeout: 120_000 });
    const out = JSON.parse(stdout) as { issue_iid: number };
    expect(out).toEqual({
      created: { title: 'From python-gitlab', state: 'opened', has_iid: true },
      renamed: 'From python-gitlab, renamed',
      listed: true,
      linked: { issue_iid: out.issue_iid, same_link_id: true },
      epic_issues: [out.issue_iid],
      after_remove: [],
      issue_iid: out.issue_iid,
      deleted: true,
    });
  }, 180_000);
});
