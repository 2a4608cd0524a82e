import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousBrowser, createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { registrationErrors } from './rules.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = async (user: Record<string, string>, app = t.app) => {
  const browser = await anonymousBrowser(app);
  return app.inject({ method: 'POST', url: '/users', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf }, payload: { user } });
};

describe('registrationErrors', () => {
  it("gives GitLab's messages per field", () => {
    expect(registrationErrors({ name: ' ', username: '-x', email: 'nope', password: 'short' })).toEqual({
      name: ["can't be blank"],
      username: ["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-' or end in '.', '.git' or '.atom'."],
      email: ['is invalid'],
      password: ['is too short (minimum is 8 characters)'],
    });
    expect(registrationErrors({ name: 'A', username: 'Help', email: 'a@b.co', password: 'long enough' })).toEqual({ username: ['Help is a reserved name'] });
    expect(registrationErrors({ name: 'A', username: 'a.b_c-d', email: 'a@b.co', password: 'long enough' })).toEqual({});
  });
});

describe('sign-up', () => {
  it('tells the page it is on, creates an active account and signs it in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/users/sign_up.json' })).json()).toEqual({ signup_enabled: true, minimum_password_length: 8 });
    const created = await register({ name: 'New Person', username: 'newperson', email: 'new@example.com', password: 'a-good-password' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ user: { username: 'newperson', name: 'New Person' }, csrf_token: expect.any(String) });
    const cookie = String(created.headers['set-cookie']).split(';')[0] ?? '';
    expect((await t.app.inject({ method: 'GET', url: '/-/session', headers: { cookie } })).json()).toMatchObject({ user: { username: 'newperson' } });
    // The new account signs in with its password; it is a member of nothing.
    await signIn(t.app, 'newperson', 'a-good-password');
    expect((await t.app.inject({ method: 'GET', url: '/api/v4/projects/gitlab-org%2Fplatform%2Finfrastructure', headers: { cookie } })).statusCode).toBe(404);
  });

  it('refuses taken usernames (users and groups share the namespace), taken e-mails and bad values with 422', async () => {
    const taken = await register({ name: 'X', username: 'ROOT', email: 'root@example.com', password: 'a-good-password' });
    expect([taken.statusCode, taken.json()]).toEqual([422, { message: { username: ['has already been taken'], email: ['has already been taken'] } }]);
    expect((await register({ name: 'X', username: 'gitlab-org', email: 'x@example.com', password: 'a-good-password' })).json()).toEqual({ message: { username: ['has already been taken'] } });
    expect((await register({ name: '', username: '', email: '', password: '' })).statusCode).toBe(422);
  });

  it('needs the CSRF token and a signed-out visitor', async () => {
    const noToken = await t.app.inject({ method: 'POST', url: '/users', payload: { user: { name: 'Y', username: 'yy', email: 'y@example.com', password: 'a-good-password' } } });
    expect(noToken.statusCode).toBe(422);
    const root = await signIn(t.app, 'root');
    const signedIn = await t.app.inject({ method: 'POST', url: '/users', headers: { cookie: root.cookie, 'x-csrf-token': root.csrf }, payload: { user: { name: 'Y', username: 'yy', email: 'y@example.com', password: 'a-good-password' } } });
    expect(signedIn.statusCode).toBe(403);
  });

  it('is a 404 when the operator turned sign-up off', async () => {
    const closed = await createTestApp({ signupEnabled: false }, { reset: false });
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/users/sign_up.json' })).json()).toMatchObject({ signup_enabled: false });
      expect((await register({ name: 'Z', username: 'zz', email: 'z@example.com', password: 'a-good-password' }, closed.app)).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
