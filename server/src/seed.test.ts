import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { resetDatabase, testDatabase, createTestApp, DEMO_PASSWORD, DEMO_ROOT_TOKEN } from './test/harness.ts';
import { isDatabaseEmpty, seed, seedIfEmpty } from './seed.ts';
import { personalAccessTokens, users } from './domains/users/tables.ts';
import { ALL_TABLES } from './db/database.ts';

describe('seed', () => {
  it('never re-seeds a non-empty database', async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(await seedIfEmpty(database.db, { production: false })).toEqual({ seeded: false });
    const [row] = await database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(7);
  });

  it('in production: no demo password, no demo token, prints a random root password once', async () => {
    const database = await testDatabase();
    await database.exec(`TRUNCATE ${ALL_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    const lines: string[] = [];
    const result = await seed(database.db, { production: true, log: (line) => lines.push(line), bcryptCost: 4 });
    expect(result.rootPassword).toMatch(/^[\w-]{20,}$/);
    expect(lines).toEqual([`Initial root password: ${result.rootPassword}`]);
    expect(await database.db.select().from(personalAccessTokens)).toEqual([]);

    const t = await createTestApp({ production: true, nodeEnv: 'production' }, { reset: false });
    try {
      const session = await t.app.inject({ method: 'GET', url: '/-/session' });
      const cookie = `_gitlab_session=${session.cookies[0]?.value}`;
      const attempt = (login: string, password: string) =>
        t.app.inject({ method: 'POST', url: '/users/sign_in', headers: { cookie, 'x-csrf-token': session.json().csrf_token }, payload: { login, password } });
      for (const login of ['root', 'owner', 'developer']) expect((await attempt(login, DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await attempt('root', result.rootPassword ?? '')).statusCode).toBe(200);
      const token = await t.app.inject({ method: 'GET', url: '/api/v4/user', headers: { 'private-token': DEMO_ROOT_TOKEN } });
      expect(token.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
