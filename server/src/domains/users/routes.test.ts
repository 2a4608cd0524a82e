import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let developer: Browser;
let root: Browser;
beforeAll(async () => {
  t = await createTestApp();
  developer = await signIn(t.app, 'developer');
  root = await signIn(t.app, 'root');
});
afterAll(async () => {
  await t.close();
});

describe('users API', () => {
  it('GET /api/v4/user needs a user', async () => {
    const anonymous = await getAs(t.app, null, '/api/v4/user');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: '401 Unauthorized' });
    const me = await getAs(t.app, developer, '/api/v4/user');
    expect(me.json()).toMatchObject({ id: 4, username: 'developer', name: 'Dana Developer', email: 'developer@example.com', is_admin: false, web_url: 'http://localhost:8080/developer' });
  });

  it('GET /api/v4/users filters by username and search, paginated', async () => {
    const all = await getAs(t.app, null, '/api/v4/users?per_page=3');
    expect(all.json()).toHaveLength(3);
    // The seven demo accounts, three community users (seedSidebar.ts), a banned author and the support bot (seedIssueStates.ts).
    expect(all.headers['x-total']).toBe('12');
    const byName = await getAs(t.app, null, '/api/v4/users?username=Guest');
    expect(byName.json()).toEqual([{ id: 6, username: 'guest', name: 'Gus Guest', state: 'active', locked: false, avatar_url: null, web_url: 'http://localhost:8080/guest' }]);
    const search = await getAs(t.app, null, '/api/v4/users?search=ri');
    expect(search.json().map((u: { username: string }) => u.username)).toEqual(['reporter']);
  });

  it('GET /api/v4/users/:id hides e-mail from others', async () => {
    const other = await getAs(t.app, developer, '/api/v4/users/2');
    expect(other.json()).toMatchObject({ username: 'owner' });
    expect(other.json()).not.toHaveProperty('email');
    const asAdmin = await getAs(t.app, root, '/api/v4/users/2');
    expect(asAdmin.json()).toMatchObject({ email: 'owner@example.com' });
    expect((await getAs(t.app, null, '/api/v4/users/999')).json()).toEqual({ message: '404 User Not Found' });
    expect((await getAs(t.app, null, '/api/v4/users/abc')).statusCode).toBe(404);
  });
});
