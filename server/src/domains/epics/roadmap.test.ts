import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOperation } from '../../test/clientDocuments/index.ts';
import { graphql, signIn, type Browser } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';

// The epic page's roadmap tab and tree, as mf-epic sends them (read from its sources), over the seeded
// tree gitlab-org&6: &7, &8 (closed) and &9 (confidential).
const ROADMAP = clientOperation('epicRoadmap');
const CHILD_ITEMS = clientOperation('epicChildItems');

let f: IssueFixtures;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  f = await issueFixtures();
  for (const name of ['guest', 'reporter', 'outsider']) as[name] = await signIn(f.t.app, name);
});
afterAll(async () => {
  await f.t.close();
});

type RoadmapNode = { iid: string; title: string; state: string; webPath: string; reference: string; startDate: string | null; dueDate: string | null };

const roadmap = async (who: string, after: string | null = null) => {
  const result = await graphql(f.t.app, as[who] ?? null, ROADMAP, { fullPath: 'gitlab-org', iid: '6', after });
  expect(result.errors).toBeUndefined();
  return (result.data?.group as { epic: { children: { nodes: RoadmapNode[]; pageInfo: { hasNextPage: boolean } } } | null }).epic?.children;
};

describe("mf-epic's roadmap and tree queries", () => {
  it('list the child epics with their dates, the confidential one only to reporters and above', async () => {
    const forReporter = await roadmap('reporter');
    expect(forReporter?.nodes.map((node) => node.iid).sort()).toEqual(['7', '8', '9']);
    expect(forReporter?.pageInfo.hasNextPage).toBe(false);
    for (const node of forReporter?.nodes ?? []) {
      expect(node.webPath).toBe(`/groups/gitlab-org/-/epics/${node.iid}`);
      expect(node.reference).toBe(`gitlab-org&${node.iid}`);
      for (const day of [node.startDate, node.dueDate]) if (day !== null) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
    for (const who of ['guest', 'outsider', 'anonymous']) expect((await roadmap(who))?.nodes.map((node) => node.iid).sort(), who).toEqual(['7', '8']);
  });

  it("answers the tree's query with counts and both kinds' first pages", async () => {
    const result = await graphql(f.t.app, as['reporter'] ?? null, CHILD_ITEMS, { fullPath: 'gitlab-org', iid: '6', pageSize: 100, epicEndCursor: null, issueEndCursor: null, withEpics: true, withIssues: true });
    expect(result.errors).toBeUndefined();
    const epic = (result.data?.group as { epic: { children: { edges: unknown[] }; issues: { edges: unknown[] }; descendantCounts: Record<string, number> } }).epic;
    expect(epic.children.edges).toHaveLength(3);
    expect(epic.issues.edges.length).toBeGreaterThan(0);
    expect(epic.descendantCounts.openedEpics).toBeGreaterThan(0);
  });
});
