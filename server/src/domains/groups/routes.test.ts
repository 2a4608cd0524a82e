import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['root', 'owner', 'guest', 'outsider']) as[name] = await signIn(t.app, name);
  // A private group, visible to members and admins only.
  await t.database.exec(`INSERT INTO groups (name, path, full_path, visibility) VALUES ('Secret', 'secret', 'secret', 'private')`);
  await t.database.exec(`INSERT INTO memberships (user_id, source_type, source_id, access_level) SELECT id, 'group', (SELECT id FROM groups WHERE path = 'secret'), 30 FROM users WHERE username = 'guest'`);
});
afterAll(async () => {
  await t.close();
});

const fullPaths = async (who: string, url: string) => (await getAs(t.app, as[who] ?? null, url)).json<{ full_path: string }[]>().map((g) => g.full_path);

describe('GET /api/v4/groups', () => {
  it('lists visible groups per role', async () => {
    expect(await fullPaths('anonymous', '/api/v4/groups')).toEqual(['acme-corp', 'gitlab-org', 'gitlab-org/platform']);
    expect(await fullPaths('outsider', '/api/v4/groups')).toEqual(['acme-corp', 'gitlab-org', 'gitlab-org/platform']);
    expect(await fullPaths('guest', '/api/v4/groups')).toEqual(['acme-corp', 'gitlab-org', 'gitlab-org/platform', 'secret']);
    expect(await fullPaths('root', '/api/v4/groups')).toEqual(['acme-corp', 'gitlab-org', 'gitlab-org/platform', 'secret']);
  });

  it('filters top_level_only, search and min_access_level', async () => {
    expect(await fullPaths('root', '/api/v4/groups?top_level_only=true')).toEqual(['acme-corp', 'gitlab-org', 'secret']);
    expect(await fullPaths('root', '/api/v4/groups?search=plat')).toEqual(['gitlab-org/platform']);
    expect(await fullPaths('owner', '/api/v4/groups?min_access_level=50')).toEqual(['acme-corp', 'gitlab-org', 'gitlab-org/platform']);
    expect(await fullPaths('guest', '/api/v4/groups?min_access_level=30')).toEqual(['secret']);
    expect((await getAs(t.app, null, '/api/v4/groups?min_access_level=7')).statusCode).toBe(400);
  });

  it('paginates', async () => {
    const response = await getAs(t.app, null, '/api/v4/groups?per_page=2');
    expect(response.headers).toMatchObject({ 'x-total': '3', 'x-total-pages': '2', 'x-next-page': '2', 'x-prev-page': '' });
  });
});

describe('GET /api/v4/groups/:id', () => {
  it('returns the group with its visible projects, by id or encoded path', async () => {
    const byPath = await getAs(t.app, null, '/api/v4/groups/gitlab-org%2Fplatform');
    expect(byPath.statusCode).toBe(200);
    expect(byPath.json()).toMatchObject({ id: 3, name: 'Platform', full_name: 'GitLab.org / Platform', full_path: 'gitlab-org/platform', parent_id: 1, web_url: 'http://localhost:8080/groups/gitlab-org/platform', projects: [] });
    const asGuest = await getAs(t.app, as.guest ?? null, '/api/v4/groups/3');
    expect(asGuest.json().projects.map((p: { path: string }) => p.path)).toEqual(['infrastructure']);
    const root = await getAs(t.app, null, '/api/v4/groups/1');
    expect(root.json().projects.map((p: { path: string }) => p.path)).toEqual(['gitlab']);
  });

  it('hides private groups with 404', async () => {
    const hidden = await getAs(t.app, as.outsider ?? null, '/api/v4/groups/secret');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: '404 Group Not Found' });
    expect((await getAs(t.app, as.guest ?? null, '/api/v4/groups/secret')).statusCode).toBe(200);
    expect((await getAs(t.app, null, '/api/v4/groups/nope')).statusCode).toBe(404);
  });
});

describe('GET /api/v4/groups/:id/subgroups, /projects, /members', () => {
  const get = (who: string, url: string) => getAs(t.app, as[who] ?? null, url);

  it('lists the direct subgroups the viewer may see', async () => {
    const response = await get('anonymous', '/api/v4/groups/gitlab-org/subgroups');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((g: { full_path: string; full_name: string }) => [g.full_path, g.full_name])).toEqual([['gitlab-org/platform', 'GitLab.org / Platform']]);
    expect(response.headers['x-total']).toBe('1');
    expect((await get('anonymous', '/api/v4/groups/gitlab-org/subgroups?search=zzz')).json()).toEqual([]);
    expect((await get('anonymous', '/api/v4/groups/acme-corp/subgroups')).json()).toEqual([]);
  });

  it('lists every descendant group the viewer may see, by search', async () => {
    const paths = async (who: string, url: string) => (await get(who, url)).json<{ full_path: string }[]>().map((g) => g.full_path);
    const all = await paths('guest', '/api/v4/groups/gitlab-org/descendant_groups');
    expect(all).toContain('gitlab-org/platform');
    expect(all).not.toContain('gitlab-org');
    expect(all.every((path) => path.startsWith('gitlab-org/'))).toBe(true);
    expect(await paths('anonymous', '/api/v4/groups/gitlab-org/descendant_groups?search=platf')).toEqual(['gitlab-org/platform']);
    expect(await paths('anonymous', '/api/v4/groups/gitlab-org/descendant_groups?search=zzz')).toEqual([]);
    expect(await paths('anonymous', '/api/v4/groups/gitlab-org%2Fplatform/descendant_groups')).toEqual(all.filter((path) => path.startsWith('gitlab-org/platform/')));
  });

  it('lists the projects the viewer may see, with include_subgroups the subgroups\' too', async () => {
    const paths = async (who: string, url: string) => (await get(who, url)).json<{ path_with_namespace: string }[]>().map((p) => p.path_with_namespace);
    expect(await paths('anonymous', '/api/v4/groups/gitlab-org/projects')).toEqual(['gitlab-org/gitlab']);
    expect(await paths('outsider', '/api/v4/groups/gitlab-org/projects?order_by=name&sort=asc')).toEqual(['gitlab-org/gitlab', 'gitlab-org/internal-tools']);
    expect(await paths('guest', '/api/v4/groups/gitlab-org/projects?include_subgroups=true&order_by=name&sort=asc')).toEqual([
      'gitlab-org/gitlab',
      'gitlab-org/platform/infrastructure',
      'gitlab-org/internal-tools',
    ]);
    expect(await paths('outsider', '/api/v4/groups/gitlab-org/projects?include_subgroups=true&order_by=name&sort=asc')).toEqual(['gitlab-org/gitlab', 'gitlab-org/internal-tools']);
    expect(await paths('guest', '/api/v4/groups/gitlab-org/projects?search=tools')).toEqual(['gitlab-org/internal-tools']);
    expect((await get('anonymous', '/api/v4/groups/gitlab-org/projects?order_by=stars')).statusCode).toBe(400);
  });

  it('lists direct members, and with /all the inherited ones, highest level first', async () => {
    const direct = await get('anonymous', '/api/v4/groups/gitlab-org/members');
    expect(direct.statusCode).toBe(200);
    const members = direct.json<{ username: string; access_level: number; membership_state: string }[]>();
    expect(members[0]).toMatchObject({ username: 'owner', access_level: 50, membership_state: 'active' });
    expect(members.map((m) => m.access_level)).toEqual([...members.map((m) => m.access_level)].sort((a, b) => b - a));
    expect(members.map((m) => m.username)).toContain('guest');
    // Platform has no direct members; it inherits GitLab.org's.
    expect((await get('anonymous', '/api/v4/groups/gitlab-org%2Fplatform/members')).json()).toEqual([]);
    const inherited = (await get('anonymous', '/api/v4/groups/gitlab-org%2Fplatform/members/all')).json<{ username: string }[]>();
    expect(inherited.map((m) => m.username)).toEqual(members.map((m) => m.username));
    expect((await get('anonymous', '/api/v4/groups/gitlab-org/members?query=rita')).json().map((m: { username: string }) => m.username)).toEqual(['reporter']);
    const paged = await get('anonymous', '/api/v4/groups/gitlab-org/members?per_page=1&page=2');
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers['x-total']).toBe(String(members.length));
  });

  it.each(['subgroups', 'descendant_groups', 'projects', 'members', 'members/all'])('a private group\'s %s are a 404 to non-members and visible to members and admins', async (suffix) => {
    for (const who of ['anonymous', 'outsider', 'owner']) {
      const hidden = await get(who, `/api/v4/groups/secret/${suffix}`);
      expect(hidden.statusCode, who).toBe(404);
      expect(hidden.json()).toEqual({ message: '404 Group Not Found' });
    }
    for (const who of ['guest', 'root']) expect((await get(who, `/api/v4/groups/secret/${suffix}`)).statusCode, who).toBe(200);
    const members = (await get('guest', '/api/v4/groups/secret/members')).json<{ username: string }[]>();
    if (suffix.startsWith('members')) expect(members.map((m) => m.username)).toEqual(['guest']);
  });
});
