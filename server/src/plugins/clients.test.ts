import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, type TestApp } from '../test/harness.ts';

// Issue 10 item 9: the API as a second client library sees it. GitLab's Python client (python-gitlab
// 3.12, Debian's python3-gitlab; .ci/run installs it) accepts only GitLab's exact
// `Content-Type: application/json` and sends DELETE with a JSON content type and no body.

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../test/clients/python_gitlab.py', import.meta.url));

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ externalUrl: 'http://127.0.0.1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

describe('REST wire format', () => {
  it('answers application/json on /api/v4 and accepts a bodiless DELETE with a JSON content type', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/v4/projects/1', headers: { 'private-token': DEMO_ROOT_TOKEN } });
    expect(get.headers['content-type']).toBe('application/json');
    const created = await t.app.inject({ method: 'POST', url: '/api/v4/projects/1/issues/1/notes', headers: { 'private-token': DEMO_ROOT_TOKEN, 'content-type': 'application/json' }, payload: '{"body":"to delete"}' });
    expect(created.statusCode).toBe(201);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v4/projects/1/issues/1/notes/${created.json().id}`, headers: { 'private-token': DEMO_ROOT_TOKEN, 'content-type': 'application/json' } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const broken = await t.app.inject({ method: 'POST', url: '/api/v4/projects/1/issues', headers: { 'private-token': DEMO_ROOT_TOKEN, 'content-type': 'application/json' }, payload: '{"title"' });
    expect(broken.statusCode).toBe(400);
  });
});

describe.runIf(existsSync(PYTHON))('python-gitlab', () => {
  it('creates, labels, comments on and deletes an issue', async () => {
    const { stdout } = await promisify(execFile)(PYTHON, [SCRIPT, base, DEMO_ROOT_TOKEN], { timeout: 60_000 });
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({
      user: 'root',
      project: 'gitlab-org/gitlab',
      created: { labels: ['bug', 'python-made-label'], confidential: true },
      updated_labels: ['bug', 'python-added-label', 'python-made-label'],
      note: { body: 'a note from python-gitlab', internal: true },
      deleted: true,
      project_labels: ['python-added-label', 'python-made-label'],
    });
    expect(result.notes).toContain('a note from python-gitlab');
  }, 90_000);
});
