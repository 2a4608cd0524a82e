import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['guest', 'outsider']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});

const get = (who: string, url: string) => getAs(t.app, as[who] ?? null, url);

describe('milestones and iterations for their pages', () => {
  it('finds a project milestone by iid, a group milestone by iid, and lists group iterations', async () => {
    const [projectMilestone, ...rest] = (await get('anonymous', '/api/v4/projects/gitlab-org%2Fgitlab/milestones?iids[]=1')).json();
    expect(rest).toEqual([]);
    expect(projectMilestone).toMatchObject({ iid: 1, title: '16.1', web_url: 'http://localhost:8080/gitlab-org/gitlab/-/milestones/1' });
    // The group's 16.2 has iid 1 too, but it is not the project's.
    const [groupMilestone] = (await get('anonymous', '/api/v4/groups/gitlab-org/milestones?iids[]=1')).json();
    expect(groupMilestone).toMatchObject({ iid: 1, title: '16.2', group_id: 1, web_url: 'http://localhost:8080/groups/gitlab-org/-/milestones/1' });
    const titles = async (url: string) => (await get('anonymous', url)).json<{ title: string }[]>().map((m) => m.title);
    const own = await titles('/api/v4/groups/gitlab-org%2Fplatform/milestones');
    expect(own).not.toContain('16.2');
    expect(await titles('/api/v4/groups/gitlab-org%2Fplatform/milestones?include_ancestors=true')).toEqual(expect.arrayContaining([...own, '16.2']));

    const iterations = (await get('anonymous', '/api/v4/groups/gitlab-org/iterations')).json<{ title: string; web_url: string; id: number }[]>();
    expect(iterations.map((i) => i.title)).toEqual(['Sprint 12', 'Sprint 13']);
    expect(iterations[0]?.web_url).toBe(`http://localhost:8080/groups/gitlab-org/-/iterations/${iterations[0]?.id}`);
    expect((await get('anonymous', '/api/v4/groups/gitlab-org/iterations?state=upcoming')).json().map((i: { title: string }) => i.title)).toEqual(['Sprint 13']);
    expect((await get('anonymous', '/api/v4/groups/gitlab-org/iterations?state=nope')).statusCode).toBe(400);
  });

  it("lists an iteration's issues (iteration_id) and a milestone's, only those the reader may see", async () => {
    const [sprint] = (await get('anonymous', '/api/v4/groups/gitlab-org/iterations')).json<{ id: number }[]>();
    const inSprint = (await get('anonymous', `/api/v4/groups/gitlab-org/issues?iteration_id=${sprint?.id}`)).json<{ iteration: { id: number } }[]>();
    expect(inSprint.length).toBeGreaterThan(0);
    expect(inSprint.every((issue) => issue.iteration.id === sprint?.id)).toBe(true);
    const counts = (await get('anonymous', `/api/v4/groups/gitlab-org/issues_statistics?iteration_id=${sprint?.id}`)).json().statistics.counts;
    expect(counts.all).toBe(inSprint.length);
    expect((await get('anonymous', '/api/v4/groups/gitlab-org/issues?iteration_id=none')).json().every((issue: { iteration: unknown }) => issue.iteration === null)).toBe(true);
    expect((await get('anonymous', '/api/v4/groups/gitlab-org/issues?iteration_id=x')).statusCode).toBe(400);
    // A private project's issues with the group milestone: for members only.
    const milestone = async (who: string) => (await get(who, '/api/v4/groups/gitlab-org/issues?milestone=16.2&per_page=100')).json<{ references: { full: string } }[]>().map((i) => i.references.full);
    expect((await milestone('anonymous')).every((ref) => ref.startsWith('gitlab-org/gitlab#'))).toBe(true);
    expect((await get('outsider', '/api/v4/groups/acme-corp/milestones')).json()).toEqual([]);
  });
});
