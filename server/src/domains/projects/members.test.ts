import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['guest', 'outsider', 'owner']) as[name] = await signIn(t.app, name);
  // ada: a direct member of the private project only; guest also a direct (higher) member there.
  await t.database.exec(`INSERT INTO memberships (user_id, source_type, source_id, access_level)
    SELECT u.id, 'project', p.id, l.level FROM (VALUES ('ada', 30), ('guest', 40)) AS l(username, level)
    JOIN users u ON u.username = l.username, projects p WHERE p.path = 'infrastructure'`);
});
afterAll(async () => {
  await t.close();
});

const members = async (who: string, url: string) => (await getAs(t.app, as[who] ?? null, url)).json<{ username: string; access_level: number }[]>().map((m) => `${m.username}:${m.access_level}`);
const INFRA = '/api/v4/projects/gitlab-org%2Fplatform%2Finfrastructure';

describe('GET /projects/:id/members(/all)', () => {
  it('lists direct members, and with /all the groups\' too, each at their highest level', async () => {
    expect(await members('guest', `${INFRA}/members`)).toEqual(['guest:40', 'ada:30']);
    const all = await members('guest', `${INFRA}/members/all`);
    expect(all.slice(0, 2)).toEqual(['owner:50', 'guest:40']);
    expect(all).toContain('ada:30');
    expect(all).toContain('maintainer:40');
    expect(all.filter((m) => m.startsWith('guest:'))).toEqual(['guest:40']);
    const response = await getAs(t.app, as.guest ?? null, `${INFRA}/members/all?per_page=2`);
    expect(response.headers['x-total']).toBe(String(all.length));
    expect(await members('guest', `${INFRA}/members/all?query=ada`)).toEqual(['ada:30']);
  });

  it("follows the project's visibility", async () => {
    expect((await getAs(t.app, null, `${INFRA}/members`)).statusCode).toBe(404);
    expect((await getAs(t.app, as.outsider ?? null, `${INFRA}/members/all`)).statusCode).toBe(404);
    expect(await members('anonymous', '/api/v4/projects/gitlab-org%2Fgitlab/members')).toEqual([]);
    expect(await members('anonymous', '/api/v4/projects/gitlab-org%2Fgitlab/members/all')).toContain('owner:50');
  });
});
