import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, signIn, type Browser, type TestApp } from '../test/harness.ts';
import { NULL_BYTE_MESSAGE, TOO_DEEP_MESSAGE } from '../lib/input.ts';

// Issue 10 item 6: a NUL byte in a title, note, search or path gave a 500 (PostgreSQL refuses 0x00 in
// text); GitLab answers 400. Deep JSON is refused the same way.

let t: TestApp;
let developer: Browser;
beforeAll(async () => {
  t = await createTestApp();
  developer = await signIn(t.app, 'developer');
});
afterAll(async () => {
  await t.close();
});

const token = { 'private-token': DEMO_ROOT_TOKEN };
const json = { ...token, 'content-type': 'application/json' };

describe('NUL bytes in parameters (item 6)', () => {
  it('answers 400 with a message for titles, notes, searches and paths on REST', async () => {
    const requests = [
      { method: 'POST' as const, url: '/api/v4/projects/1/issues', headers: json, payload: JSON.stringify({ title: 'a\u0000b' }) },
      { method: 'PUT' as const, url: '/api/v4/projects/1/issues/1', headers: json, payload: JSON.stringify({ description: '\u0000' }) },
      { method: 'POST' as const, url: '/api/v4/projects/1/issues/1/notes', headers: json, payload: JSON.stringify({ body: 'x\u0000' }) },
      { method: 'POST' as const, url: '/api/v4/projects/1/issues', headers: { ...token, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'title=a%00b' },
      { method: 'POST' as const, url: '/api/v4/projects/1/issues/1/notes', headers: json, payload: JSON.stringify({ body: 'x', ['in\u0000ternal']: true }) },
      { method: 'GET' as const, url: '/api/v4/projects?search=%00', headers: token },
      { method: 'GET' as const, url: '/api/v4/projects/1/issues?search=a%00b', headers: token },
      { method: 'GET' as const, url: '/api/v4/issues?labels=%00', headers: token },
      { method: 'GET' as const, url: '/api/v4/projects/gitlab-org%2F%00', headers: token },
      { method: 'GET' as const, url: '/api/v4/groups/%00', headers: token },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(response.json(), `${request.method} ${request.url}`).toEqual({ message: NULL_BYTE_MESSAGE });
    }
  });

  it('answers 400 on web routes (JSON and form) and on namespace paths', async () => {
    const web = { cookie: developer.cookie, 'x-csrf-token': developer.csrf, accept: 'application/json' };
    const requests = [
      { method: 'POST' as const, url: '/gitlab-org/gitlab/notes?target_type=issue&target_id=1', headers: { ...web, 'content-type': 'application/json' }, payload: JSON.stringify({ note: { note: 'a\u0000', noteable_type: 'Issue', noteable_id: 1 } }) },
      { method: 'PUT' as const, url: '/gitlab-org/gitlab/-/issues/1.json', headers: { ...web, 'content-type': 'application/json' }, payload: JSON.stringify({ issue: { title: '\u0000' } }) },
      { method: 'POST' as const, url: '/gitlab-org/gitlab/-/issues', headers: { ...web, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'issue%5Btitle%5D=%00' },
      { method: 'GET' as const, url: '/gitlab-org/gitl%00ab/-/issues/1.json', headers: web },
      { method: 'GET' as const, url: '/gitlab-org/gitlab/-/autocomplete_sources/members?type=Issue&type_id=%00', headers: web },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(response.json().message, `${request.method} ${request.url}`).toBe(NULL_BYTE_MESSAGE);
    }
  });

  it('answers GraphQL errors for NUL in variables (POST and GET) and in string literals', async () => {
    const mutation = 'mutation($input: CreateNoteInput!) { createNote(input: $input) { errors } }';
    const post = await t.app.inject({ method: 'POST', url: '/api/graphql', headers: json, payload: JSON.stringify({ query: mutation, variables: { input: { noteableId: 'gid://gitlab/Issue/1', body: 'a\u0000' } } }) });
    expect(post.statusCode).toBe(400);
    expect(post.json().errors[0].message).toBe(NULL_BYTE_MESSAGE);
    const get = await t.app.inject({ method: 'GET', url: `/api/graphql?query=${encodeURIComponent('query($p: ID!) { project(fullPath: $p) { id } }')}&variables=${encodeURIComponent(JSON.stringify({ p: '\u0000' }))}`, headers: token });
    expect(get.statusCode).toBe(400);
    expect(get.json().errors[0].message).toBe(NULL_BYTE_MESSAGE);
    for (const literal of ['\\u0000', '\\u{0}', 'a\\U0000b']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/graphql', headers: json, payload: JSON.stringify({ query: `{ project(fullPath: "${literal}") { id } }` }) });
      expect(response.statusCode, literal).toBe(400);
      expect(response.json().errors[0].message, literal).toBe(NULL_BYTE_MESSAGE);
    }
    const fine = await t.app.inject({ method: 'POST', url: '/api/graphql', headers: json, payload: JSON.stringify({ query: '{ project(fullPath: "gitlab-org/gitlab\\u0041") { id } }' }) });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses JSON nested deeper than 32 levels and accepts ordinary nesting', async () => {
    const deep = `${'['.repeat(100_000)}"x"${']'.repeat(100_000)}`;
    const response = await t.app.inject({ method: 'POST', url: '/api/v4/projects/1/issues', headers: json, payload: `{"title":"t","labels":${deep}}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: TOO_DEEP_MESSAGE });
    const ok = await t.app.inject({ method: 'POST', url: '/api/v4/projects/1/issues', headers: json, payload: JSON.stringify({ title: 'nested ok', description: 'd' }) });
    expect(ok.statusCode).toBe(201);
  });
});
