import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['developer', 'reporter', 'outsider', 'root']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});

type Counts = { all: number; opened: number; closed: number };
const get = (who: string, url: string) => getAs(t.app, as[who] ?? null, url);
const counts = async (who: string, url: string) => (await get(who, url)).json<{ statistics: { counts: Counts } }>().statistics.counts;
const listed = async (who: string, url: string) => (await get(who, url)).json<{ state: string; title: string; due_date: string | null }[]>();

describe('issues_statistics', () => {
  it('counts what the list with the same parameters holds, by state, per role', async () => {
    for (const who of ['anonymous', 'outsider', 'reporter', 'root']) {
      const all = await listed(who, '/api/v4/projects/gitlab-org%2Fgitlab/issues?per_page=100&state=all');
      const stats = await counts(who, '/api/v4/projects/gitlab-org%2Fgitlab/issues_statistics');
      expect(stats, who).toEqual({ all: all.length, opened: all.filter((i) => i.state === 'opened').length, closed: all.filter((i) => i.state === 'closed').length });
    }
    // Confidential issues count for reporters only.
    expect((await counts('reporter', '/api/v4/projects/1/issues_statistics')).all).toBeGreaterThan((await counts('outsider', '/api/v4/projects/1/issues_statistics')).all);
  });

  it('applies the list filters (and ignores state)', async () => {
    const search = await counts('anonymous', '/api/v4/projects/1/issues_statistics?search=outage&state=opened');
    const found = await listed('anonymous', '/api/v4/projects/1/issues?search=outage&state=all&per_page=100');
    expect(search.all).toBe(found.length);
    expect(search.all).toBeGreaterThan(0);
    const incidents = await counts('anonymous', '/api/v4/projects/1/issues_statistics?issue_type=incident');
    expect(incidents.all).toBe((await listed('anonymous', '/api/v4/projects/1/issues?issue_type=incident&state=all&per_page=100')).length);
  });

  it('has a global and a group variant, and refuses bad parameters', async () => {
    const mine = await counts('developer', '/api/v4/issues_statistics?scope=assigned_to_me');
    expect(mine.all).toBe((await listed('developer', '/api/v4/issues?scope=assigned_to_me&state=all&per_page=100')).length);
    const group = await counts('anonymous', '/api/v4/groups/gitlab-org/issues_statistics');
    expect(group.all).toBe((await listed('anonymous', '/api/v4/groups/gitlab-org/issues?state=all&per_page=100')).length);
    const bad = await get('anonymous', '/api/v4/projects/1/issues_statistics?confidential=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'confidential is invalid' });
    expect((await get('outsider', '/api/v4/projects/gitlab-org%2Fplatform%2Finfrastructure/issues_statistics')).statusCode).toBe(404);
  });
});

describe('issue list order', () => {
  it('sorts by title and by due date (no due date last)', async () => {
    const byTitle = (await listed('anonymous', '/api/v4/projects/1/issues?order_by=title&sort=asc&state=all&per_page=100')).map((i) => i.title.toLowerCase());
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byDue = (await listed('anonymous', '/api/v4/projects/1/issues?order_by=due_date&sort=asc&state=all&per_page=100')).map((i) => i.due_date);
    const dated = byDue.filter((d): d is string => d !== null);
    expect(byDue.slice(0, dated.length)).toEqual([...dated].sort());
    expect((await get('anonymous', '/api/v4/projects/1/issues?order_by=stars')).statusCode).toBe(400);
  });
});
