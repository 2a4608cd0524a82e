import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['root', 'guest', 'reporter', 'outsider']) as[name] = await signIn(t.app, name);
  for (const name of ['maintainer', 'developer', 'owner']) ids[name] = (await getAs(t.app, null, `/api/v4/users?username=${name}`)).json()[0].id;
});
afterAll(async () => {
  await t.close();
});

const get = (who: string, url: string) => getAs(t.app, as[who] ?? null, url);

describe('a user profile', () => {
  it("lists the user's issue events the reader may read, newest first, in GitLab's Event shape", async () => {
    const events = async (who: string) => (await get(who, `/api/v4/users/${ids.maintainer}/events?per_page=100`)).json<{ target_title: string; action_name: string; created_at: string }[]>();
    const anonymous = await events('anonymous');
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous[0]).toMatchObject({ target_type: 'Issue', author_username: 'maintainer', author: { username: 'maintainer' } });
    expect(anonymous.map((e) => e.created_at)).toEqual([...anonymous.map((e) => e.created_at)].sort().reverse());
    // The maintainer's confidential issue: events for reporters and above only.
    const confidential = 'Security: session fixation on sign-in';
    expect(anonymous.map((e) => e.target_title)).not.toContain(confidential);
    expect((await events('guest')).map((e) => e.target_title)).not.toContain(confidential);
    expect((await events('reporter')).map((e) => e.target_title)).toContain(confidential);
    expect((await get('anonymous', '/api/v4/users/999999/events')).statusCode).toBe(404);
  });

  it('lists contributed projects and groups through the visibility rules', async () => {
    const projects = async (who: string) => (await get(who, `/api/v4/users/${ids.developer}/contributed_projects`)).json<{ path_with_namespace: string }[]>().map((p) => p.path_with_namespace);
    expect(await projects('anonymous')).toContain('gitlab-org/gitlab');
    expect(await projects('anonymous')).not.toContain('gitlab-org/platform/infrastructure');
    expect(await projects('guest')).toContain('gitlab-org/platform/infrastructure');
    const groups = async (who: string) => (await get(who, `/api/v4/users/${ids.owner}/groups`)).json<{ full_path: string }[]>().map((g) => g.full_path);
    expect(await groups('anonymous')).toEqual(['acme-corp', 'gitlab-org']);
    await t.database.exec(`INSERT INTO groups (name, path, full_path, visibility) VALUES ('Hidden', 'hidden', 'hidden', 'private')`);
    await t.database.exec(`INSERT INTO memberships (user_id, source_type, source_id, access_level) SELECT ${ids.owner}, 'group', id, 50 FROM groups WHERE path = 'hidden'`);
    expect(await groups('outsider')).toEqual(['acme-corp', 'gitlab-org']);
    expect(await groups('root')).toEqual(['acme-corp', 'gitlab-org', 'hidden']);
  });
});
