import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousBrowser, createTestApp, DEMO_ROOT_TOKEN, signIn, type TestApp } from '../../test/harness.ts';

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

  it('rate limits attempts per IP and login', async () => {
    const browser = await anonymousBrowser(t.app);
    const attempt = (login: string) =>
      t.app.inject({ method: 'POST', url: '/users/sign_in', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf }, payload: { login, password: 'wrong' } });
    for (let i = 0; i < 10; i += 1) expect((await attempt('root')).statusCode).toBe(401);
    const limited = await attempt('root');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Retry later' });
    // Another login from the same IP has its own budget.
    expect((await attempt('developer')).statusCode).toBe(401);
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
