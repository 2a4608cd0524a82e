import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, DEMO_ROOT_TOKEN, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { personalAccessTokens } from './tables.ts';
import { createPersonalAccessToken } from './queries.ts';

let t: TestApp;
let root: Browser;
let developer: Browser;
beforeAll(async () => {
  t = await createTestApp();
  root = await signIn(t.app, 'root');
  developer = await signIn(t.app, 'developer');
});
afterAll(async () => {
  await t.close();
});

const withToken = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { 'private-token': token }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** Creates a token for a user through the admin API (as root) and returns its secret and id. */
async function adminCreate(userId: number, body: Record<string, unknown>): Promise<{ token: string; id: number }> {
  const response = await withToken(DEMO_ROOT_TOKEN, 'POST', `/api/v4/users/${userId}/personal_access_tokens`, body);
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('personal access tokens API', () => {
  it('admin creates a token for a user: 201, the token shown once, GitLab format, only the digest stored', async () => {
    const response = await withToken(DEMO_ROOT_TOKEN, 'POST', '/api/v4/users/4/personal_access_tokens', { name: 'ci', scopes: ['read_api', 'read_user'], expires_at: '2999-01-01' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ name: 'ci', revoked: false, scopes: ['read_api', 'read_user'], user_id: 4, active: true, expires_at: '2999-01-01', last_used_at: null });
    expect(body.token).toMatch(/^glpat-[A-Za-z0-9_-]{20}$/);
    const rows = await t.database.db.select().from(personalAccessTokens);
    expect(rows.some((row) => Object.values(row).some((value) => value === body.token))).toBe(false);
    // The token works, and no later answer carries the secret.
    const me = await withToken(body.token, 'GET', '/api/v4/user');
    expect(me.json()).toMatchObject({ username: 'developer' });
    const shown = await withToken(body.token, 'GET', `/api/v4/personal_access_tokens/${body.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).not.toHaveProperty('token');
  });

  it('admin create: 403 for non-admins, 404 for unknown users, 400 for bad input', async () => {
    const developerToken = await adminCreate(4, { name: 'dev', scopes: ['api'] });
    expect((await withToken(developerToken.token, 'POST', '/api/v4/users/4/personal_access_tokens', { name: 'x', scopes: ['api'] })).statusCode).toBe(403);
    const unknown = await withToken(DEMO_ROOT_TOKEN, 'POST', '/api/v4/users/99999/personal_access_tokens', { name: 'x', scopes: ['api'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: '404 User Not Found' });
    for (const body of [{ scopes: ['api'] }, { name: 'x' }, { name: 'x', scopes: ['sudo'] }, { name: 'x', scopes: ['api'], expires_at: '2000-01-01' }, { name: 'x', scopes: ['api'], expires_at: 'soon' }]) {
      const bad = await withToken(DEMO_ROOT_TOKEN, 'POST', '/api/v4/users/4/personal_access_tokens', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toHaveProperty('message');
    }
  });

  it('lists own tokens; admins may filter by user_id; others get 401 for another user_id', async () => {
    const mine = await adminCreate(4, { name: 'listed', scopes: ['api'] });
    const list = await withToken(mine.token, 'GET', '/api/v4/personal_access_tokens');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total']).toBeDefined();
    const rows = list.json() as { user_id: number; name: string }[];
    expect(rows.every((row) => row.user_id === 4)).toBe(true);
    expect(rows.map((row) => row.name)).toContain('listed');
    expect((await withToken(mine.token, 'GET', '/api/v4/personal_access_tokens?user_id=1')).statusCode).toBe(401);
    const filtered = await withToken(DEMO_ROOT_TOKEN, 'GET', '/api/v4/personal_access_tokens?user_id=4&per_page=100');
    expect((filtered.json() as { user_id: number }[]).every((row) => row.user_id === 4)).toBe(true);
    const all = await withToken(DEMO_ROOT_TOKEN, 'GET', '/api/v4/personal_access_tokens?per_page=100');
    expect(new Set((all.json() as { user_id: number }[]).map((row) => row.user_id))).toEqual(new Set([1, 4]));
    // Another user's token is not found for a non-admin.
    expect((await withToken(mine.token, 'GET', '/api/v4/personal_access_tokens/1')).statusCode).toBe(404);
  });

  it('GET /self describes the token used (any scope) and records last_used_at', async () => {
    const repo = await adminCreate(4, { name: 'git only', scopes: ['read_repository'] });
    const self = await withToken(repo.token, 'GET', '/api/v4/personal_access_tokens/self');
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ id: repo.id, name: 'git only', scopes: ['read_repository'] });
    expect(self.json().last_used_at).toEqual(expect.any(String));
    // A session has no token to describe.
    expect((await t.app.inject({ method: 'GET', url: '/api/v4/personal_access_tokens/self', headers: { cookie: developer.cookie } })).statusCode).toBe(404);
  });

  it('DELETE revokes (204); the revoked token then gets GitLab 401 invalid_token', async () => {
    const created = await adminCreate(4, { name: 'leaked', scopes: ['api'] });
    expect((await withToken(created.token, 'GET', '/api/v4/user')).statusCode).toBe(200);
    const other = await adminCreate(4, { name: 'other', scopes: ['api'] });
    expect((await withToken(other.token, 'DELETE', `/api/v4/personal_access_tokens/${created.id}`)).statusCode).toBe(204);
    const after = await withToken(created.token, 'GET', '/api/v4/user');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'invalid_token', error_description: 'Token was revoked. You have to re-authorize from the user.' });
    expect(after.headers['www-authenticate']).toContain('error="invalid_token"');
    const shown = await withToken(other.token, 'GET', `/api/v4/personal_access_tokens/${created.id}`);
    expect(shown.json()).toMatchObject({ revoked: true, active: false });
    // Someone else's token cannot be revoked by a non-admin.
    expect((await withToken(other.token, 'DELETE', '/api/v4/personal_access_tokens/1')).statusCode).toBe(404);
    // DELETE /self revokes the token used.
    expect((await withToken(other.token, 'DELETE', '/api/v4/personal_access_tokens/self')).statusCode).toBe(204);
    expect((await withToken(other.token, 'GET', '/api/v4/user')).statusCode).toBe(401);
  });

  it('an expired token gets 401 "Token has expired."; an unknown one 401 Unauthorized', async () => {
    const token = 'glpat-expiredexpired0001';
    await createPersonalAccessToken(t.database.db, { userId: 4, name: 'old', token, scopes: ['api'], expiresAt: new Date(Date.now() - 1000) });
    const expired = await withToken(token, 'GET', '/api/v4/user');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: 'invalid_token', error_description: 'Token has expired.' });
    const unknown = await withToken('glpat-nobodyhasthis00000', 'GET', '/api/v4/user');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: '401 Unauthorized' });
  });
});

describe('scope enforcement', () => {
  const insufficient = (scope: string) => ({ error: 'insufficient_scope', error_description: 'The request requires higher privileges than provided by the access token.', scope });

  it('read_api reads REST but cannot write', async () => {
    const { token } = await adminCreate(1, { name: 'reader', scopes: ['read_api'] });
    expect((await withToken(token, 'GET', '/api/v4/projects/1/issues')).statusCode).toBe(200);
    const write = await withToken(token, 'POST', '/api/v4/projects/1/issues', { title: 'nope' });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual(insufficient('api'));
  });

  it('read_user reads only /user and /users', async () => {
    const { token } = await adminCreate(4, { name: 'profile', scopes: ['read_user'] });
    expect((await withToken(token, 'GET', '/api/v4/user')).statusCode).toBe(200);
    expect((await withToken(token, 'GET', '/api/v4/users/2')).statusCode).toBe(200);
    const projects = await withToken(token, 'GET', '/api/v4/projects/1/issues');
    expect(projects.statusCode).toBe(403);
    expect(projects.json()).toEqual(insufficient('api read_api'));
    const graphql = await withToken(token, 'POST', '/api/graphql', { query: '{ currentUser { username } }' });
    expect(graphql.statusCode).toBe(403);
  });

  it('read_repository and write_repository give no API access', async () => {
    const { token } = await adminCreate(4, { name: 'git', scopes: ['read_repository', 'write_repository'] });
    const response = await withToken(token, 'GET', '/api/v4/user');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(insufficient('api read_api read_user'));
  });

  it('GraphQL: read_api runs queries but not mutations; api runs both', async () => {
    const reader = await adminCreate(4, { name: 'gql reader', scopes: ['read_api'] });
    const query = await withToken(reader.token, 'POST', '/api/graphql', { query: '{ currentUser { username } }' });
    expect(query.json()).toEqual({ data: { currentUser: { username: 'developer' } } });
    const mutation = `mutation { todosMarkAllDone(input: {}) { errors } }`;
    const refused = await withToken(reader.token, 'POST', '/api/graphql', { query: mutation });
    expect(refused.json().errors[0].message).toBe("The resource that you are attempting to access does not exist or you don't have permission to perform this action");
    expect(refused.json().data).toBeUndefined();
    const writer = await adminCreate(4, { name: 'gql writer', scopes: ['api'] });
    const allowed = await withToken(writer.token, 'POST', '/api/graphql', { query: mutation });
    expect(allowed.json().errors?.[0]?.message).not.toBe("The resource that you are attempting to access does not exist or you don't have permission to perform this action");
  });

  it('graphql-ws connectionParams: revoked or read_user tokens are refused; read_api may query, not mutate', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const connect = async (token: string) => {
      const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/graphql`, 'graphql-transport-ws');
      const received: { id?: string; type: string; payload?: unknown }[] = [];
      let closed: number | null = null;
      socket.on('message', (data) => received.push(JSON.parse(String(data)) as (typeof received)[number]));
      socket.on('close', (code) => (closed = code));
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      socket.send(JSON.stringify({ type: 'connection_init', payload: { 'PRIVATE-TOKEN': token } }));
      await expect.poll(() => closed !== null || received.some((m) => m.type === 'connection_ack')).toBe(true);
      return { socket, received, closed: () => closed };
    };
    const profile = await adminCreate(4, { name: 'ws profile', scopes: ['read_user'] });
    expect((await connect(profile.token)).closed()).toBe(4403);
    const revoked = await adminCreate(4, { name: 'ws revoked', scopes: ['api'] });
    await withToken(DEMO_ROOT_TOKEN, 'DELETE', `/api/v4/personal_access_tokens/${revoked.id}`);
    expect((await connect(revoked.token)).closed()).toBe(4403);
    const reader = await adminCreate(4, { name: 'ws reader', scopes: ['read_api'] });
    const { socket, received } = await connect(reader.token);
    socket.send(JSON.stringify({ id: 'q', type: 'subscribe', payload: { query: '{ currentUser { username } }' } }));
    socket.send(JSON.stringify({ id: 'm', type: 'subscribe', payload: { query: 'mutation { todosMarkAllDone(input: {}) { errors } }' } }));
    await expect.poll(() => received.find((m) => m.id === 'q' && m.type === 'next')?.payload).toEqual({ data: { currentUser: { username: 'developer' } } });
    await expect.poll(() => received.find((m) => m.id === 'm' && m.type === 'next')?.payload).toMatchObject({
      errors: [{ message: "The resource that you are attempting to access does not exist or you don't have permission to perform this action" }],
    });
    socket.close();
  });
});

describe('settings page JSON (/-/profile/personal_access_tokens)', () => {
  it('a signed-in user creates (token once), lists and revokes their tokens; CSRF required; tokens ignored', async () => {
    const headers = { cookie: developer.cookie, 'x-csrf-token': developer.csrf };
    const noCsrf = await t.app.inject({ method: 'POST', url: '/-/profile/personal_access_tokens', headers: { cookie: developer.cookie }, payload: { name: 'web', scopes: ['api'] } });
    expect(noCsrf.statusCode).toBe(422);
    const created = await t.app.inject({ method: 'POST', url: '/-/profile/personal_access_tokens', headers, payload: { name: 'web', scopes: ['read_user'], expires_at: '2999-12-31' } });
    expect(created.statusCode).toBe(200);
    const { new_token, active_access_tokens } = created.json();
    expect(new_token).toMatch(/^glpat-/);
    const row = (active_access_tokens as { id: number; name: string; expires_at: string }[]).find((token) => token.name === 'web');
    expect(row).toMatchObject({ expires_at: '2999-12-31' });
    expect(JSON.stringify(active_access_tokens)).not.toContain(new_token);
    const listed = await t.app.inject({ method: 'GET', url: '/-/profile/personal_access_tokens', headers: { cookie: developer.cookie } });
    expect((listed.json().active_access_tokens as { name: string }[]).map((token) => token.name)).toContain('web');
    // Web routes ignore tokens: a token alone is anonymous there.
    expect((await withToken(new_token, 'GET', '/-/profile/personal_access_tokens')).statusCode).toBe(401);
    // Someone else cannot revoke it.
    const rootRevoke = await t.app.inject({ method: 'PUT', url: `/-/profile/personal_access_tokens/${row?.id}/revoke`, headers: { cookie: root.cookie, 'x-csrf-token': root.csrf } });
    expect(rootRevoke.statusCode).toBe(404);
    const revoked = await t.app.inject({ method: 'PUT', url: `/-/profile/personal_access_tokens/${row?.id}/revoke`, headers });
    expect(revoked.statusCode).toBe(200);
    expect((revoked.json().active_access_tokens as { name: string }[]).map((token) => token.name)).not.toContain('web');
    expect((await withToken(new_token, 'GET', '/api/v4/user')).json()).toEqual({ error: 'invalid_token', error_description: 'Token was revoked. You have to re-authorize from the user.' });
    expect((await t.app.inject({ method: 'GET', url: '/-/profile/personal_access_tokens' })).statusCode).toBe(401);
  });
});
