import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOperation } from '../../test/clientDocuments/index.ts';
import { graphql, signIn, type Browser } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { groups } from '../groups/tables.ts';
import { iterations } from '../milestones/tables.ts';
import { addDays, isoDate } from '../subscriptions/rules.ts';

// The iteration picker's query, read from mf-issue's sources.
const GROUP_ITERATIONS_QUERY = clientOperation('issueIterations');

// No client sends this: the server's own test of the fields.
const ISSUE_ITERATION_AND_PARTICIPANTS_QUERY = /* GraphQL */ `
  query issueIterationAndParticipants($fullPath: ID!, $iid: String!) {
    project(fullPath: $fullPath) {
      issue(iid: $iid) {
        id
        iteration { id title startDate dueDate webUrl state }
        participants(first: 100) { nodes { id username name avatarUrl webUrl } pageInfo { hasNextPage } }
      }
    }
  }
`;

let f: IssueFixtures;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  f = await issueFixtures();
  for (const name of ['owner', 'developer', 'outsider']) as[name] = await signIn(f.t.app, name);
  const [platform] = await f.t.database.db.select().from(groups).where(eq(groups.fullPath, 'gitlab-org/platform'));
  const day = (offset: number) => isoDate(addDays(new Date(), offset));
  // A closed iteration of the subgroup, to see ancestors, states and search at work.
  await f.t.database.db.insert(iterations).values({ groupId: platform?.id ?? 0, iid: 1, title: 'Platform sprint 1', startDate: day(-30), dueDate: day(-16) });
});
afterAll(async () => {
  await f.t.close();
});

type Iteration = { title: string; state: string; webUrl: string; startDate: string; dueDate: string };
const list = async (who: string, fullPath: string, variables: Record<string, unknown> = {}) => {
  const result = await graphql(f.t.app, as[who] ?? null, GROUP_ITERATIONS_QUERY, { fullPath, ...variables });
  expect(result.errors).toBeUndefined();
  const group = result.data?.group as { iterations: { nodes: Iteration[] } } | null;
  return group ? group.iterations.nodes.map((i) => `${i.title} (${i.state})`) : null;
};

describe('Group.iterations', () => {
  it("lists the group's and its ancestors' iterations, by due date, with state and search filters", async () => {
    expect(await list('anonymous', 'gitlab-org')).toEqual(['Sprint 12 (current)', 'Sprint 13 (upcoming)']);
    expect(await list('anonymous', 'gitlab-org/platform')).toEqual(['Platform sprint 1 (closed)', 'Sprint 12 (current)', 'Sprint 13 (upcoming)']);
    expect(await list('anonymous', 'gitlab-org/platform', { state: 'opened' })).toEqual(['Sprint 12 (current)', 'Sprint 13 (upcoming)']);
    expect(await list('anonymous', 'gitlab-org/platform', { state: 'closed' })).toEqual(['Platform sprint 1 (closed)']);
    expect(await list('anonymous', 'gitlab-org/platform', { state: 'current' })).toEqual(['Sprint 12 (current)']);
    expect(await list('anonymous', 'gitlab-org/platform', { state: 'upcoming', title: 'sprint' })).toEqual(['Sprint 13 (upcoming)']);
    expect(await list('anonymous', 'gitlab-org', { title: '13' })).toEqual(['Sprint 13 (upcoming)']);
    expect(await list('anonymous', 'gitlab-org', { title: '%' })).toEqual([]);
    const result = await graphql(f.t.app, null, GROUP_ITERATIONS_QUERY, { fullPath: 'gitlab-org' });
    const [first] = (result.data?.group as { iterations: { nodes: Iteration[] } }).iterations.nodes;
    expect(first?.webUrl).toMatch(/^http:\/\/localhost:8080\/groups\/gitlab-org\/-\/iterations\/\d+$/);
    expect(first?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
  });

  it('is null for groups the viewer may not read', async () => {
    await f.t.database.exec(`UPDATE groups SET visibility = 'private' WHERE full_path = 'acme-corp'`);
    try {
      expect(await list('outsider', 'acme-corp')).toBeNull();
      expect(await list('anonymous', 'acme-corp')).toBeNull();
      expect(await list('owner', 'acme-corp')).toEqual(['Website sprint (current)']);
    } finally {
      await f.t.database.exec(`UPDATE groups SET visibility = 'public' WHERE full_path = 'acme-corp'`);
    }
  });
});

describe('Issue.iteration', () => {
  it("is the issue's iteration, or null", async () => {
    const result = await graphql(f.t.app, as.developer ?? null, ISSUE_ITERATION_AND_PARTICIPANTS_QUERY, { fullPath: 'gitlab-org/gitlab', iid: '1' });
    expect((result.data?.project as { issue: { iteration: Iteration } }).issue.iteration).toMatchObject({ title: 'Sprint 12', state: 'current' });
    const other = await graphql(f.t.app, as.developer ?? null, ISSUE_ITERATION_AND_PARTICIPANTS_QUERY, { fullPath: 'gitlab-org/gitlab', iid: '2' });
    expect((other.data?.project as { issue: { iteration: Iteration | null } }).issue.iteration).toBeNull();
  });
});
