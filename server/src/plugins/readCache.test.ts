import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, DEMO_ROOT_TOKEN, getAs, signIn, testDatabase, type Browser, type TestApp } from '../test/harness.ts';
import { createPersonalAccessToken } from '../domains/sessions/queries.ts';
import { createLive } from './live.ts';
import { GenerationCache, READ_CACHE_CHANNEL, READ_CACHE_DEFAULTS } from './readCache.ts';

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const WEBSITE = '/api/v4/projects/acme-corp%2Fwebsite';

let t: TestApp;
let clock = 1_000_000;
const as: Record<string, Browser> = {};

beforeAll(async () => {
  t = await createTestApp({}, { readCache: { now: () => clock } });
  for (const name of ['root', 'owner', 'outsider']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Undo what the previous test wrote behind the app's back, then start from an empty cache.
  await t.database.exec(`UPDATE projects SET description = 'Acme Corp marketing site.' WHERE path = 'website'`);
  await t.database.exec(`UPDATE projects SET description = 'Private infrastructure configuration.' WHERE path = 'infrastructure'`);
  t.app.readCache.clearLocal();
});

const withToken = (url: string, token = DEMO_ROOT_TOKEN) => t.app.inject({ method: 'GET', url, headers: { 'private-token': token } });
const description = (response: LightMyRequestResponse) => response.json<{ description: string }>().description;
/** Changes the database without a request: a cached answer keeps showing the old value. */
const changeWebsite = (text: string) => t.database.exec(`UPDATE projects SET description = '${text}' WHERE path = 'website'`);

function replayedHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  const { 'x-request-id': _id, date: _date, connection: _connection, ...rest } = response.headers;
  return rest;
}

describe(`read cache (${driver})`, () => {
  it('answers a repeated GET from memory with the same body and headers', async () => {
    const url = '/api/v4/projects?per_page=1&page=2&order_by=id&sort=asc';
    const first = await withToken(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total']).toBe('4');
    await t.database.exec(`UPDATE projects SET description = 'changed behind the cache' WHERE path = 'infrastructure'`);
    const second = await withToken(url);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(replayedHeaders(second)).toEqual(replayedHeaders(first));
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // Security headers are still sent on a hit.
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['content-security-policy']).toBeDefined();
  });

  it('keys on the full URL including the query', async () => {
    const all = await withToken('/api/v4/projects');
    const searched = await withToken('/api/v4/projects?search=web');
    expect(all.json()).toHaveLength(4);
    expect(searched.json()).toHaveLength(1);
  });

  it('never shares an entry between viewers', async () => {
    const admin = await getAs(t.app, as.root ?? null, WEBSITE);
    expect(admin.statusCode).toBe(200);
    expect((await getAs(t.app, null, WEBSITE)).statusCode).toBe(404);
    expect((await getAs(t.app, as.outsider ?? null, WEBSITE)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: WEBSITE, headers: { 'private-token': 'glpat-not-a-token' } })).statusCode).toBe(401);
    // The same user through another auth method has its own entry.
    await changeWebsite('seen by the token');
    expect(description(await getAs(t.app, as.root ?? null, WEBSITE))).toBe('Acme Corp marketing site.');
    expect(description(await withToken(WEBSITE))).toBe('seen by the token');
    expect(description(await getAs(t.app, as.owner ?? null, WEBSITE))).toBe('seen by the token');
    const ownerUser = (await getAs(t.app, as.owner ?? null, '/api/v4/user')).json<{ username: string }>();
    expect(ownerUser.username).toBe('owner');
    expect((await getAs(t.app, as.root ?? null, '/api/v4/user')).json<{ username: string }>().username).toBe('root');
    expect((await getAs(t.app, null, '/api/v4/user')).statusCode).toBe(401);
  });

  it('never stores a non-200 answer', async () => {
    expect((await getAs(t.app, as.outsider ?? null, WEBSITE)).statusCode).toBe(404);
    await t.database.exec(
      `INSERT INTO memberships (user_id, source_type, source_id, access_level) SELECT u.id, 'project', p.id, 10 FROM users u, projects p WHERE u.username = 'outsider' AND p.path = 'website'`,
    );
    try {
      expect((await getAs(t.app, as.outsider ?? null, WEBSITE)).statusCode).toBe(200);
    } finally {
      await t.database.exec(`DELETE FROM memberships WHERE user_id = (SELECT id FROM users WHERE username = 'outsider')`);
    }
    expect((await withToken('/api/v4/projects?per_page=bogus')).statusCode).toBe(400);
    expect((await withToken('/api/v4/projects?per_page=bogus')).statusCode).toBe(400);
  });

  it('never caches a failed authentication', async () => {
    const token = 'glpat-created-behind-the-cache';
    expect((await withToken('/api/v4/user', token)).statusCode).toBe(401);
    const [root] = await t.database.db.query.users.findMany({ where: (u, { eq }) => eq(u.username, 'root') });
    await createPersonalAccessToken(t.database.db, { userId: root?.id ?? 0, name: 'late', token, scopes: ['read_api'] });
    expect((await withToken('/api/v4/user', token)).statusCode).toBe(200);
  });

  it('is emptied by a successful write request', async () => {
    expect(await withToken('/api/v4/projects')).toMatchObject({ statusCode: 200, headers: { 'x-total': '4' } });
    expect(description(await withToken(WEBSITE))).toBe('Acme Corp marketing site.');
    await changeWebsite('after a write');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v4/projects',
      headers: { 'private-token': DEMO_ROOT_TOKEN },
      payload: { name: 'Cache Buster', namespace_id: 'acme-corp' },
    });
    expect(created.statusCode).toBe(201);
    const list = await withToken('/api/v4/projects');
    expect(list.headers['x-total']).toBe('5');
    expect(description(await withToken(WEBSITE))).toBe('after a write');
    await t.database.exec(`DELETE FROM projects WHERE path = 'cache-buster'`);
  });

  it('is emptied before the answer to a write leaves: a read sent on its heels never gets the old answer', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      expect(description(await withToken(WEBSITE))).toBe('Acme Corp marketing site.');
      const before = t.app.readCache.store.generation;
      await changeWebsite('read right after a write');
      // The headers of the write's answer reach the client (this process) only after the bump.
      const generationWhenAnswered = await new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ name: 'Heels', namespace_id: 'acme-corp' });
        const request = http.request(
          `${address}/api/v4/projects`,
          { method: 'POST', headers: { 'private-token': DEMO_ROOT_TOKEN, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (response) => {
            resolve(t.app.readCache.store.generation);
            response.resume();
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      expect(generationWhenAnswered).toBeGreaterThan(before);
      const read = await fetch(`${address}${WEBSITE}`, { headers: { 'private-token': DEMO_ROOT_TOKEN } });
      expect(((await read.json()) as { description: string }).description).toBe('read right after a write');
    } finally {
      await t.database.exec(`DELETE FROM projects WHERE path = 'heels'`);
    }
  });

  it('is not emptied by a rejected write', async () => {
    expect(description(await withToken(WEBSITE))).toBe('Acme Corp marketing site.');
    await changeWebsite('after a rejected write');
    const rejected = await t.app.inject({ method: 'POST', url: '/api/v4/projects', headers: { 'private-token': DEMO_ROOT_TOKEN }, payload: {} });
    expect(rejected.statusCode).toBe(400);
    expect(description(await withToken(WEBSITE))).toBe('Acme Corp marketing site.');
  });

  it('forgets a session on sign-out', async () => {
    const browser = await signIn(t.app, 'owner');
    expect((await getAs(t.app, browser, '/api/v4/user')).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/users/sign_out', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf } });
    expect(out.statusCode).toBe(204);
    expect((await getAs(t.app, browser, '/api/v4/user')).statusCode).toBe(401);
  });

  it('forgets a revoked token and a blocked user once invalidated', async () => {
    const token = 'glpat-revoked-later-000';
    const [owner] = await t.database.db.query.users.findMany({ where: (u, { eq }) => eq(u.username, 'owner') });
    await createPersonalAccessToken(t.database.db, { userId: owner?.id ?? 0, name: 'revoked', token, scopes: ['api'] });
    expect((await withToken('/api/v4/user', token)).statusCode).toBe(200);
    await t.database.exec(`UPDATE personal_access_tokens SET revoked = true WHERE name = 'revoked'`);
    t.app.readCache.invalidate();
    expect((await withToken('/api/v4/user', token)).statusCode).toBe(401);

    const browser = await signIn(t.app, 'outsider');
    expect((await getAs(t.app, browser, '/api/v4/user')).statusCode).toBe(200);
    await t.database.exec(`UPDATE users SET state = 'blocked' WHERE username = 'outsider'`);
    try {
      t.app.readCache.invalidate();
      expect((await getAs(t.app, browser, '/api/v4/user')).statusCode).toBe(401);
    } finally {
      await t.database.exec(`UPDATE users SET state = 'active' WHERE username = 'outsider'`);
      t.app.readCache.invalidate();
    }
  });

  it('re-checks a cached token against its expiry', async () => {
    const token = 'glpat-expiring-soon-000';
    const [owner] = await t.database.db.query.users.findMany({ where: (u, { eq }) => eq(u.username, 'owner') });
    await createPersonalAccessToken(t.database.db, { userId: owner?.id ?? 0, name: 'expiring', token, scopes: ['api'], expiresAt: new Date(Date.now() + 400) });
    expect((await withToken('/api/v4/user', token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await withToken('/api/v4/user', token)).statusCode).toBe(401);
  });

  it('is emptied when another process announces a write over LISTEN/NOTIFY', async () => {
    const database = await testDatabase();
    const other = await createLive(database);
    try {
      expect(description(await withToken(WEBSITE))).toBe('Acme Corp marketing site.');
      await changeWebsite('written by another process');
      expect(description(await withToken(WEBSITE))).toBe('Acme Corp marketing site.');
      await other.publish(READ_CACHE_CHANNEL, { origin: 'another-process' });
      await expect.poll(async () => description(await withToken(WEBSITE))).toBe('written by another process');
    } finally {
      await other.close();
    }
  });

  it('announces its own writes to other processes and ignores its own echo', async () => {
    const database = await testDatabase();
    const other = await createLive(database);
    const received: unknown[] = [];
    other.subscribe(READ_CACHE_CHANNEL, (payload) => received.push(payload));
    try {
      const before = t.app.readCache.store.generation;
      t.app.readCache.invalidate();
      await expect.poll(() => received.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(t.app.readCache.store.generation).toBe(before + 1);
    } finally {
      await other.close();
    }
  });

  it('expires entries after the TTL', async () => {
    expect(description(await withToken(WEBSITE))).toBe('Acme Corp marketing site.');
    await changeWebsite('after the ttl');
    clock += READ_CACHE_DEFAULTS.ttlMs - 1;
    expect(description(await withToken(WEBSITE))).toBe('Acme Corp marketing site.');
    clock += 2;
    expect(description(await withToken(WEBSITE))).toBe('after the ttl');
  });

  it('leaves HEAD, /-/session and /-/registry.json alone', async () => {
    const session = await t.app.inject({ method: 'GET', url: '/-/session' });
    const again = await t.app.inject({ method: 'GET', url: '/-/session' });
    expect(session.cookies[0]?.value).not.toBe(again.cookies[0]?.value);
    expect(t.app.readCache.store.size).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/-/registry.json' })).statusCode).toBe(200);
    expect(t.app.readCache.store.size).toBe(0);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v4/projects' })).statusCode).toBe(200);
    expect(t.app.readCache.store.size).toBe(0);
  });
});

describe('GenerationCache', () => {
  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = new GenerationCache({ maxEntries: 2, ttlMs: 1000, now: () => 0 });
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3, 0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('drops a value computed before a bump', () => {
    const cache = new GenerationCache({ maxEntries: 10, ttlMs: 1000, now: () => 0 });
    const generation = cache.generation;
    cache.bump();
    expect(cache.set('stale', 1, generation)).toBe(false);
    expect(cache.get('stale')).toBeUndefined();
    expect(cache.set('fresh', 1, cache.generation)).toBe(true);
  });
});

afterEach(() => undefined);
