import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousBrowser, createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('application settings', () => {
  it('are for administrators: 401 signed out, 403 for others', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v4/application/settings' })).statusCode).toBe(401);
    const developer = await signIn(t.app, 'developer');
    const denied = await t.app.inject({ method: 'PUT', url: '/api/v4/application/settings', headers: { cookie: developer.cookie, 'x-csrf-token': developer.csrf }, payload: { signup_enabled: false } });
    expect([denied.statusCode, denied.json()]).toEqual([403, { message: '403 Forbidden' }]);
  });

  it('turn sign-up off and on again (SIGNUP_ENABLED is the default); the sign-up page and POST /users follow', async () => {
    const root = await signIn(t.app, 'root');
    const headers = { cookie: root.cookie, 'x-csrf-token': root.csrf };
    expect((await t.app.inject({ method: 'GET', url: '/api/v4/application/settings', headers })).json()).toMatchObject({ signup_enabled: true });

    const off = await t.app.inject({ method: 'PUT', url: '/api/v4/application/settings', headers, payload: { signup_enabled: false } });
    expect([off.statusCode, off.json()]).toEqual([200, expect.objectContaining({ id: 1, signup_enabled: false, updated_at: expect.any(String) })]);
    expect((await t.app.inject({ method: 'GET', url: '/users/sign_up.json' })).json()).toMatchObject({ signup_enabled: false });
    const visitor = await anonymousBrowser(t.app);
    const refused = await t.app.inject({ method: 'POST', url: '/users', headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrf }, payload: { user: { name: 'Q', username: 'qq', email: 'q@example.com', password: 'a-good-password' } } });
    expect(refused.statusCode).toBe(404);

    // The query-string form GitLab's docs use; a value that is not a boolean is a 400.
    expect((await t.app.inject({ method: 'PUT', url: '/api/v4/application/settings?signup_enabled=true', headers })).json()).toMatchObject({ signup_enabled: true });
    expect((await t.app.inject({ method: 'PUT', url: '/api/v4/application/settings', headers, payload: { signup_enabled: 'maybe' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/users/sign_up.json' })).json()).toMatchObject({ signup_enabled: true });
  });
});
