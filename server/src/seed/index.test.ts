import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { resetDatabase, testDatabase, createTestApp, signIn, DEMO_PASSWORD, DEMO_ROOT_TOKEN } from '../test/harness.ts';
import { isDatabaseEmpty, seed, seedIfEmpty } from './index.ts';
import { users } from '../domains/users/tables.ts';
import { personalAccessTokens } from '../domains/personal-access-tokens/tables.ts';
import { ALL_TABLES } from '../db/database.ts';

describe('seed', () => {
  it('never re-seeds a non-empty database', async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(await seedIfEmpty(database.db, { production: false })).toEqual({ seeded: false });
    const [row] = await database.db.select({ n: count() }).from(users);
    // The seven demo accounts, three community users (seedSidebar.ts), a banned author and the support bot (seedIssueStates.ts).
    expect(row?.n).toBe(12);
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
    // A whole seed into an emptied database: seconds on a quiet machine, more on a busy one.
  }, 60_000);
});

describe('seeded history and service desk', () => {
  type Note = { note: string; system: boolean; internal: boolean; system_note_icon_name: string | null; description_diff_path?: string };
  const notesOf = async (t: Awaited<ReturnType<typeof createTestApp>>, cookie: string, path: string) =>
    (await t.app.inject({ method: 'GET', url: `${path}/discussions.json?per_page=100&notes_filter=0&persist_filter=false`, headers: { cookie } })).json<{ notes: Note[] }[]>().flatMap((d) => d.notes);

  it('gives gitlab-org/gitlab#6 every kind of system note, written by the real services, and keeps its seeded state', async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await signIn(t.app, 'maintainer');
      const notes = (await notesOf(t, cookie, '/gitlab-org/gitlab/-/issues/6')).filter((n) => n.system);
      expect(notes.map((n) => n.note)).toEqual([
        'reopened',
        'changed title from **Outage: API 500s on the issues endpoint** to **API 500s on the issues endpoint**',
        'changed the description',
        'changed the description',
        'added ~bug ~"priority::high" labels',
        'assigned to @developer and @maintainer',
        'changed milestone to %16.2',
        expect.stringMatching(/^changed due date to /),
        'changed time estimate to 1d',
        'removed ~"priority::high" label',
        'unassigned @maintainer',
        'added 2h of time spent',
        'made the issue confidential',
        'locked the discussion in this issue',
        'made the issue visible to everyone',
        'unlocked the discussion in this issue',
        'marked this issue as related to #4',
        'removed the relation with #4',
        'closed',
        'changed title from **API 500s on the issues endpoint** to **Outage: API 500s on the issues endpoint**',
      ]);
      // Both description changes can be compared with the version before them.
      for (const note of notes.filter((n) => n.note === 'changed the description')) {
        const diff = await t.app.inject({ method: 'GET', url: note.description_diff_path ?? '', headers: { cookie } });
        expect(diff.statusCode).toBe(200);
        expect(diff.body).toContain('idiff addition');
      }
      const page = (await t.app.inject({ method: 'GET', url: '/gitlab-org/gitlab/-/issues/6.json', headers: { cookie } })).json();
      expect(page).toMatchObject({ title: 'Outage: API 500s on the issues endpoint', state: 'closed', confidential: false, discussion_locked: false, issue_type: 'incident' });
      expect((await notesOf(t, cookie, '/gitlab-org/gitlab/-/issues/4')).filter((n) => n.system).map((n) => n.note)).toEqual(['marked this issue as related to #6', 'removed the relation with #6']);
      // Incidents have no weight, health status or epic: those notes are on the issue #5.
      expect((await notesOf(t, cookie, '/gitlab-org/gitlab/-/issues/5')).filter((n) => n.system).map((n) => n.note)).toEqual(['added to epic &1', 'changed weight to **3**', 'changed health status to **at risk**']);

      const owner = await signIn(t.app, 'owner');
      expect((await notesOf(t, owner.cookie, '/acme-corp/website/-/issues/7')).filter((n) => n.system).map((n) => [n.note, n.system_note_icon_name])).toEqual([
        ['moved to gitlab-org/platform/infrastructure#1', 'arrow-right'],
      ]);
    } finally {
      await t.close();
    }
  });
});
