import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, signIn, type Browser, type TestApp } from '../test/harness.ts';
import { bool, parseBool } from './params.ts';

// Issue 10 item 5: one Boolean parser (GitLab's Grape / ActiveModel casting) for every REST, web and form
// route: `internal: 1` made a public note, `confidential: "yes"` a public issue.

const TRUE = [true, 1, 'true', 'TRUE', 'True', '1', 't', 'T', 'yes', 'YES', 'y', 'Y', 'on', 'ON'];
const FALSE = [false, 0, 'false', 'FALSE', '0', 'f', 'F', 'no', 'No', 'n', 'N', 'off', 'OFF'];
const INVALID = ['maybe', '2', 'truee', 'yes please', 'nil', 2, -1, [], {}, ['true']];

describe('bool / parseBool', () => {
  it('reads the values GitLab reads and nothing else', () => {
    for (const value of TRUE) expect(parseBool(value, 'x'), String(value)).toBe(true);
    for (const value of FALSE) expect(parseBool(value, 'x'), String(value)).toBe(false);
    for (const value of [undefined, null, '']) expect(parseBool(value, 'x')).toBeUndefined();
    for (const value of INVALID) {
      expect(() => parseBool(value, 'confidential'), JSON.stringify(value)).toThrow(/confidential.*is invalid/);
      expect(bool(value)).toBe(value);
    }
  });
});

let t: TestApp;
let developer: Browser;
beforeAll(async () => {
  t = await createTestApp();
  developer = await signIn(t.app, 'developer');
});
afterAll(async () => {
  await t.close();
});

const rest = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { 'private-token': DEMO_ROOT_TOKEN }, ...(payload ? { payload } : {}) });
const web = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown> | string, form = false) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: developer.cookie, 'x-csrf-token': developer.csrf, accept: 'application/json', ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    payload,
  });

describe('Boolean parameters per route family', () => {
  it('REST: note internal and issue confidential (JSON and query-string values)', async () => {
    for (const [value, expected] of [...TRUE.map((v) => [v, true] as const), ...FALSE.map((v) => [v, false] as const)]) {
      const note = await rest('POST', '/api/v4/projects/1/issues/1/notes', { body: `note ${String(value)}`, internal: value });
      expect(note.statusCode, `internal ${JSON.stringify(value)}: ${note.body}`).toBe(201);
      expect(note.json().internal, `internal ${JSON.stringify(value)}`).toBe(expected);
    }
    for (const [value, expected] of [['yes', true], ['on', true], [1, true], ['n', false], ['OFF', false]] as const) {
      const issue = await rest('POST', '/api/v4/projects/1/issues', { title: `bool ${value}`, confidential: value });
      expect(issue.statusCode, issue.body).toBe(201);
      expect(issue.json().confidential).toBe(expected);
      const updated = await rest('PUT', `/api/v4/projects/1/issues/${issue.json().iid}`, { confidential: expected ? 'f' : 't' });
      expect(updated.json().confidential).toBe(!expected);
    }
    for (const value of INVALID) {
      const note = await rest('POST', '/api/v4/projects/1/issues/1/notes', { body: 'invalid', internal: value });
      expect(note.statusCode, JSON.stringify(value)).toBe(400);
      expect(note.json()).toEqual({ message: { internal: ['is invalid'] } });
      const issue = await rest('POST', '/api/v4/projects/1/issues', { title: 'invalid', confidential: value });
      expect(issue.statusCode, JSON.stringify(value)).toBe(400);
      expect(issue.json()).toEqual({ message: { confidential: ['is invalid'] } });
    }
    expect((await rest('GET', '/api/v4/projects/1/issues?confidential=yes')).statusCode).toBe(200);
    expect((await rest('GET', '/api/v4/projects/1/issues?confidential=maybe')).statusCode).toBe(400);
    expect((await rest('GET', '/api/v4/projects?membership=on')).statusCode).toBe(200);
    expect((await rest('GET', '/api/v4/projects?membership=maybe')).json()).toEqual({ message: { membership: ['is invalid'] } });
    expect((await rest('GET', '/api/v4/groups?top_level_only=maybe')).statusCode).toBe(400);
  });

  it('web JSON: a note internal by 1, yes, on; 400 for anything else', async () => {
    for (const [value, expected] of [[1, true], ['yes', true], ['on', true], ['Y', true], [0, false], ['off', false]] as const) {
      const note = await web('POST', '/gitlab-org/gitlab/notes?target_type=issue&target_id=1', { note: { note: `web ${value}`, noteable_type: 'Issue', noteable_id: 1, internal: value } });
      expect(note.statusCode, note.body).toBe(200);
      expect(note.json().internal, JSON.stringify(value)).toBe(expected);
    }
    const invalid = await web('POST', '/gitlab-org/gitlab/notes?target_type=issue&target_id=1', { note: { note: 'web', noteable_type: 'Issue', noteable_id: 1, internal: 'sure' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: { 'note.internal': ['is invalid'] } });
    const update = await web('PUT', '/gitlab-org/gitlab/-/issues/1.json', { issue: { confidential: 'perhaps' } });
    expect(update.statusCode).toBe(400);
  });

  it('forms: the new-issue form reads issue[confidential]=on and refuses other words', async () => {
    const created = await web('POST', '/gitlab-org/gitlab/-/issues', 'issue%5Btitle%5D=form+bool&issue%5Bconfidential%5D=on', true);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().confidential).toBe(true);
    const invalid = await web('POST', '/gitlab-org/gitlab/-/issues', 'issue%5Btitle%5D=form+bool&issue%5Bconfidential%5D=sure', true);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: { confidential: ['is invalid'] } });
  });
});
