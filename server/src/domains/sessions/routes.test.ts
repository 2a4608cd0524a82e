import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { PASSWORD_BCRYPT_COST } from '../users/queries.ts';
import { users } from '../users/tables.ts';
import { signInThrottles } from './tables.ts';
import { anonymousBrowser, createTestApp, DEMO_ROOT_TOKEN, resetDatabase, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET /-/session', () => {
  it('creates an anonymous session with a CSRF token and a safe cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/-/session' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toBeNull();
    expect(body.csrf_token).toMatch(/^[\w-]{40,}$/);
    const cookie = response.cookies.find((c) => c.name === '_gitlab_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('returns the same token for the same session and the user once signed in', async () => {
    const browser = await anonymousBrowser(t.app);
    const again = await t.app.inject({ method: 'GET', url: '/-/session', headers: { cookie: browser.cookie } });
    expect(again.json().csrf_token).toBe(browser.csrf);
    expect(again.cookies).toHaveLength(0);

    const root = await signIn(t.app, 'root');
    const session = await t.app.inject({ method: 'GET', url: '/-/session', headers: { cookie: root.cookie } });
    expect(session.json()).toEqual({
      user: {
        id: 1,
        username: 'root',
        name: 'Administrator',
        state: 'active',
        locked: false,
        avatar_url: null,
        web_url: 'http://localhost:8080/root',
        is_admin: true,
      },
      csrf_token: root.csrf,
    });
  });

  it('marks the cookie Secure in production', async () => {
    await t.close();
    t = await createTestApp({ production: true, nodeEnv: 'production' });
    const response = await t.app.inject({ method: 'GET', url: '/-/session' });
    expect(response.cookies.find((c) => c.name === '_gitlab_session')?.secure).toBe(true);
  });
});

describe('POST /users/sign_in', () => {
  it('signs in with JSON, rotating the session id and CSRF token', async () => {
    const browser = await anonymousBrowser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf },
      payload: { login: 'developer', password: 'demo-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ username: 'developer', name: 'Dana Developer', is_admin: false });
    const rotated = response.cookies.find((c) => c.name === '_gitlab_session');
    expect(rotated && `_gitlab_session=${rotated.value}`).not.toBe(browser.cookie);
    expect(response.json().csrf_token).not.toBe(browser.csrf);
    // The pre-sign-in session id is worthless now (no fixation).
    const old = await t.app.inject({ method: 'GET', url: '/api/v4/user', headers: { cookie: browser.cookie } });
    expect(old.statusCode).toBe(401);
  });

  it('accepts the HTML form with authenticity_token and e-mail as login', async () => {
    const browser = await anonymousBrowser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ 'user[login]': 'Maintainer@example.com', 'user[password]': 'demo-password', authenticity_token: browser.csrf }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe('maintainer');
  });

  it('refuses a wrong password or unknown login with 401', async () => {
    const browser = await anonymousBrowser(t.app);
    for (const payload of [
      { login: 'root', password: 'wrong' },
      { login: 'nobody', password: 'demo-password' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/users/sign_in', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf }, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid login or password.' });
    }
  });

  it('refuses missing fields with 400, not 500', async () => {
    const browser = await anonymousBrowser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/users/sign_in', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf }, payload: { login: 'root' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({ password: ['is missing'] });
  });

  it('refuses without a CSRF token, with a wrong one, and without any session', async () => {
    const browser = await anonymousBrowser(t.app);
    const attempts = [
      { cookie: browser.cookie },
      { cookie: browser.cookie, 'x-csrf-token': 'forged' },
      {},
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({ method: 'POST', url: '/users/sign_in', headers, payload: { login: 'root', password: 'demo-password' } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: "Can't verify CSRF token authenticity." });
    }
  });

  // Issue 10, items 11 and 12: GitLab's lock (10 failures from any address, 10 minutes), a per-address
  // limit, X-Forwarded-For believed only from our own proxy (the loopback), and equal cost for unknown logins.
  const attemptFrom = (browser: { cookie: string; csrf: string }, address: string | null, login: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      remoteAddress,
      headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf, ...(address ? { 'x-forwarded-for': address } : {}) },
      payload: { login, password },
    });

  it('locks an account after 10 failed attempts from any addresses, for 10 minutes, then unlocks it by itself', async () => {
    const browser = await anonymousBrowser(t.app);
    for (let i = 1; i <= 9; i += 1) {
      const response = await attemptFrom(browser, `198.51.100.${i}`, 'reporter', 'wrong');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid login or password.' });
    }
    const tenth = await attemptFrom(browser, '198.51.100.10', 'Reporter', 'wrong');
    expect(tenth.json()).toEqual({ message: 'Your account is locked.' });
    // Even the right password, from an address never seen, is refused while the lock lasts.
    const right = await attemptFrom(browser, '198.51.100.11', 'reporter', 'demo-password');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ message: 'Your account is locked.' });
    // Other accounts are not affected.
    expect((await attemptFrom(browser, '198.51.100.12', 'developer', 'demo-password')).statusCode).toBe(200);
    // Ten minutes later (moved in the database, where every process reads it) the lock is over.
    const [reporter] = await t.database.db.select().from(users).where(eq(users.username, 'reporter'));
    const key = `user:${reporter?.id}`;
    const [row] = await t.database.db.select().from(signInThrottles).where(eq(signInThrottles.key, key));
    expect(row?.lockedUntil && row.lockedUntil.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    await t.database.db.update(signInThrottles).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(signInThrottles.key, key));
    const browser2 = await anonymousBrowser(t.app);
    expect((await attemptFrom(browser2, '198.51.100.13', 'reporter', 'demo-password')).statusCode).toBe(200);
    expect(await t.database.db.select().from(signInThrottles).where(eq(signInThrottles.key, key))).toEqual([]);
  });

  it('limits failures per client address (X-Forwarded-For from the local proxy), whatever the logins', async () => {
    const browser = await anonymousBrowser(t.app);
    for (let i = 0; i < 10; i += 1) expect((await attemptFrom(browser, '192.0.2.1', i % 2 ? `nobody-${i}` : 'guest', 'wrong')).statusCode).toBe(401);
    const limited = await attemptFrom(browser, '192.0.2.1', 'maintainer', 'demo-password');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Retry later' });
    // Another client behind the same proxy is not shut out, and guest (5 failures) is not locked.
    expect((await attemptFrom(browser, '192.0.2.2', 'guest', 'demo-password')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not our proxy', async () => {
    const browser = await anonymousBrowser(t.app);
    for (let i = 0; i < 10; i += 1) expect((await attemptFrom(browser, `203.0.113.${i}`, `nobody-${i}`, 'wrong', '192.0.2.77')).statusCode).toBe(401);
    // A forged header does not give the peer a fresh budget.
    expect((await attemptFrom(browser, '203.0.113.200', 'owner', 'demo-password', '192.0.2.77')).statusCode).toBe(429);
  });

  it('costs the same for an unknown login as for a known one (one bcrypt compare at the stored cost)', async () => {
    // Measured as work, not time: each refusal runs exactly one bcrypt comparison against a hash of the
    // stored passwords' cost, the dummy hash for an unknown login included (timing does not tell them apart).
    // The production seed, whose hashes have the production cost (the tests' demo seed uses a lower one).
    await resetDatabase(t.database, { production: true });
    const browser = await anonymousBrowser(t.app);
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      for (const [index, login] of ['developer', 'no-such-user'].entries()) {
        compare.mockClear();
        const response = await attemptFrom(browser, `100.64.${index}.1`, login, 'wrong-password');
        expect(response.statusCode).toBe(401);
        expect(compare, login).toHaveBeenCalledTimes(1);
        const hash = compare.mock.calls[0]?.[1] as string;
        expect(bcrypt.getRounds(hash), login).toBe(PASSWORD_BCRYPT_COST);
      }
    } finally {
      compare.mockRestore();
    }
  });
});

describe('sign out', () => {
  it.each(['POST', 'DELETE'] as const)('%s /users/sign_out destroys the session and starts an anonymous one', async (method) => {
    const root = await signIn(t.app, 'root');
    const refused = await t.app.inject({ method, url: '/users/sign_out', headers: { cookie: root.cookie } });
    expect(refused.statusCode).toBe(422);

    const response = await t.app.inject({ method, url: '/users/sign_out', headers: { cookie: root.cookie, 'x-csrf-token': root.csrf } });
    expect(response.statusCode).toBe(204);
    const fresh = response.cookies.find((c) => c.name === '_gitlab_session');
    expect(fresh?.value).toBeTruthy();
    const old = await t.app.inject({ method: 'GET', url: '/api/v4/user', headers: { cookie: root.cookie } });
    expect(old.statusCode).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/-/session', headers: { cookie: `_gitlab_session=${fresh?.value}` } });
    expect(session.json().user).toBeNull();
  });
});

describe('personal access tokens', () => {
  it('authenticate /api/v4 with PRIVATE-TOKEN or Bearer and skip CSRF', async () => {
    const user = await t.app.inject({ method: 'GET', url: '/api/v4/user', headers: { 'private-token': DEMO_ROOT_TOKEN } });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ username: 'root', is_admin: true });
    const bearer = await t.app.inject({ method: 'GET', url: '/api/v4/user', headers: { authorization: `Bearer ${DEMO_ROOT_TOKEN}` } });
    expect(bearer.json().username).toBe('root');
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v4/projects',
      headers: { 'private-token': DEMO_ROOT_TOKEN },
      payload: { name: 'Token Made', namespace_id: 1 },
    });
    expect(create.statusCode).toBe(201);
  });

  it('refuses an unknown token with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v4/projects', headers: { 'private-token': 'glpat-nope' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: '401 Unauthorized' });
  });

  it('does not authenticate web routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/-/session', headers: { 'private-token': DEMO_ROOT_TOKEN } });
    expect(response.json().user).toBeNull();
  });

  it('cookie-authenticated API writes need the CSRF token', async () => {
    const root = await signIn(t.app, 'root');
    const without = await t.app.inject({ method: 'POST', url: '/api/v4/projects', headers: { cookie: root.cookie }, payload: { name: 'x', namespace_id: 1 } });
    expect(without.statusCode).toBe(422);
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/api/v4/projects',
      headers: { cookie: root.cookie, 'x-csrf-token': root.csrf },
      payload: { name: 'x', namespace_id: 1 },
    });
    expect(withToken.statusCode).toBe(201);
  });
});
