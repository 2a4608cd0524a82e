import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['developer', 'maintainer', 'guest', 'outsider', 'reporter']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});

type IssueJson = { iid: number; project_id: number; title: string; confidential: boolean };
const list = async (who: string, url: string) => (await getAs(t.app, as[who] ?? null, url)).json<IssueJson[]>();
const ids = async (who: string, url: string) => (await list(who, url)).map((i) => `${i.project_id}#${i.iid}`);

describe('GET /api/v4/projects/:id/issues', () => {
  it('returns GitLab issue JSON', async () => {
    const [issue] = await list('anonymous', '/api/v4/projects/gitlab-org%2Fgitlab/issues?iids[]=6');
    expect(issue).toMatchObject({
      id: 6,
      iid: 6,
      project_id: 1,
      title: 'Outage: API 500s on the issues endpoint',
      state: 'closed',
      issue_type: 'incident',
      type: 'INCIDENT',
      confidential: false,
      author: { username: 'owner', name: 'Olivia Owner', web_url: 'http://localhost:8080/owner' },
      web_url: 'http://localhost:8080/gitlab-org/gitlab/-/issues/incident/6',
      references: { short: '#6', relative: '#6', full: 'gitlab-org/gitlab#6' },
    });
    expect(typeof (issue as unknown as { closed_at: string }).closed_at).toBe('string');
  });

  it('shows confidential issues to reporters and above, the author and admins only', async () => {
    const confidential = async (who: string) => (await list(who, '/api/v4/projects/1/issues?per_page=100')).filter((i) => i.confidential).length;
    expect(await confidential('anonymous')).toBe(0);
    expect(await confidential('outsider')).toBe(0);
    expect(await confidential('guest')).toBe(0);
    expect(await confidential('reporter')).toBe(1);
    expect(await confidential('maintainer')).toBe(1);
    const admin = await t.app.inject({ method: 'GET', url: '/api/v4/projects/1/issues', headers: { 'private-token': DEMO_ROOT_TOKEN } });
    expect(admin.json().filter((i: IssueJson) => i.confidential)).toHaveLength(1);
  });

  it('filters by state and paginates', async () => {
    const response = await getAs(t.app, null, '/api/v4/projects/1/issues?state=opened&per_page=2');
    // #1–#3 and the open states of seedIssueStates.ts (#7, #11, #12, #14, #15); #5 is confidential, #13 hidden.
    expect(response.headers).toMatchObject({ 'x-total': '8', 'x-total-pages': '4', 'x-next-page': '2' });
    expect((await list('anonymous', '/api/v4/projects/1/issues?state=closed')).map((i) => i.iid).sort((a, b) => a - b)).toEqual([4, 6, 8, 9, 10]);
  });

  it('answers 404 for a hidden project', async () => {
    const response = await getAs(t.app, as.outsider ?? null, '/api/v4/projects/2/issues');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '404 Project Not Found' });
  });
});

describe('GET /api/v4/issues', () => {
  it('defaults to created_by_me for signed-in users', async () => {
    // 3#1 and 1#9 are the seeded moved issue and its copy, 1#11 the blocked issue (seedIssueStates.ts).
    expect(await ids('developer', '/api/v4/issues?order_by=updated_at')).toEqual(['2#1', '1#1', '3#1', '1#9', '1#11']);
    // The outsider's first contribution (seedIssueStates.ts).
    expect(await ids('outsider', '/api/v4/issues')).toEqual(['1#14']);
  });

  it('scope=all lists every visible issue, newest update first', async () => {
    // The seeded issue states (1#7 and on) are older than the first six; 1#13 (banned author) is hidden.
    const states = ['1#7', '1#8', '1#9', '1#10', '1#11', '1#12', '1#14', '1#15'];
    // Then the epic tree's issues (seed/epicTree.ts, older still): internal-tools (3#) and infrastructure (2#).
    const tree = ['2#4', '3#4', '3#3', '3#2', '2#2'];
    expect(await ids('anonymous', '/api/v4/issues?order_by=updated_at&per_page=100')).toEqual(['1#1', '1#2', '1#3', '1#4', '1#6', ...states]);
    expect(await ids('guest', '/api/v4/issues?scope=all&order_by=updated_at&per_page=100')).toEqual(['2#1', '1#1', '1#2', '1#3', '1#4', '1#6', '3#1', ...states, ...tree]);
    expect(await ids('developer', '/api/v4/issues?scope=all&order_by=updated_at&state=opened&per_page=100')).toEqual(['2#1', '1#1', '1#2', '1#3', '1#5', '3#1', '1#7', '1#11', '1#12', '1#14', '1#15', '2#4', '3#4', '2#3', '3#2', '2#2']);
    expect(await ids('outsider', '/api/v4/issues?scope=all&order_by=updated_at&per_page=2')).toEqual(['1#1', '1#2']);
  });

  it('lets the author see their confidential issue', async () => {
    expect(await ids('maintainer', '/api/v4/issues?state=opened')).toEqual(['1#3', '1#5', '1#7']);
    await t.database.exec(
      `INSERT INTO issues (project_id, iid, title, confidential, author_id) SELECT 1, 99, 'Guest secret', true, id FROM users WHERE username = 'guest'`,
    );
    expect(await ids('guest', '/api/v4/issues?confidential=true')).toEqual(['1#99']);
    // 2#3: the epic tree's confidential issue (seed/epicTree.ts).
    expect(await ids('developer', '/api/v4/issues?scope=all&confidential=true')).toEqual(['1#99', '1#5', '2#3']);
    expect(await ids('outsider', '/api/v4/issues?scope=all&confidential=true')).toEqual([]);
    expect(await ids('maintainer', '/api/v4/issues?scope=assigned_to_me')).toEqual(['1#1', '1#3']);
    expect((await getAs(t.app, null, '/api/v4/issues?scope=bogus')).statusCode).toBe(400);
  });
});
