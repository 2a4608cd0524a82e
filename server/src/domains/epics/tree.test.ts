import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, type Browser } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { groups } from '../groups/tables.ts';
import { issues } from '../issues/tables.ts';
import { milestones } from '../milestones/tables.ts';
import { epics } from './tables.ts';
import { MAX_HIERARCHY_DEPTH, TREE_MESSAGES } from './tree.ts';

// The seeded tree (seed/epicTree.ts): gitlab-org&6 with &7 (→ gitlab-org/platform&1), &8 (closed),
// &9 (confidential) and issues in gitlab-org/internal-tools (internal) and gitlab-org/platform/infrastructure
// (private). No client sends these operations yet: the server's own documents, held to both schemas.
const TREE_QUERY = /* GraphQL */ `
  query epicTreeTest($fullPath: ID!, $iid: ID!) {
    group(fullPath: $fullPath) {
      epic(iid: $iid) {
        id
        iid
        hasChildren
        hasIssues
        hasParent
        startDate
        startDateIsFixed
        startDateFromMilestones
        dueDate
        dueDateFromMilestones
        dueDateFromInheritedSource
        descendantCounts { openedEpics closedEpics openedIssues closedIssues }
        descendantWeightSum { openedIssues closedIssues }
        healthStatus { issuesAtRisk issuesNeedingAttention issuesOnTrack }
        children(first: 10) { count nodes { id iid title confidential state relativePosition hasChildren hasIssues relationPath } pageInfo { hasNextPage endCursor } }
        issues(first: 10) { count weight nodes { id epicIssueId iid title relativePosition weight healthStatus state relationPath milestone { title } } }
        ancestors { nodes { iid } }
        parent { iid }
        userPermissions { adminEpic createEpic }
      }
    }
  }
`;

const ADD_ISSUE = /* GraphQL */ `
  mutation epicAddIssueTest($input: EpicAddIssueInput!) {
    epicAddIssue(input: $input) {
      epic { iid }
      epicIssue { iid epicIssueId relativePosition }
      errors
    }
  }
`;

const REORDER = /* GraphQL */ `
  mutation epicTreeReorderTest($input: EpicTreeReorderInput!) {
    epicTreeReorder(input: $input) {
      errors
    }
  }
`;

const CREATE_EPIC = /* GraphQL */ `
  mutation createEpicTest($input: CreateEpicInput!) {
    createEpic(input: $input) {
      epic { iid title confidential startDate startDateIsFixed dueDate }
      errors
    }
  }
`;

const GROUP_EPICS = /* GraphQL */ `
  query groupEpicsTest($fullPath: ID!, $labelName: [String!], $authorUsername: String, $sort: EpicSort, $state: EpicState) {
    group(fullPath: $fullPath) {
      epics(labelName: $labelName, authorUsername: $authorUsername, sort: $sort, state: $state, includeDescendantGroups: false) {
        nodes { iid }
      }
    }
  }
`;

type Result = { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };
type TreeEpic = {
  descendantCounts: Record<string, number>;
  descendantWeightSum: Record<string, number>;
  healthStatus: Record<string, number>;
  children: { count: number; nodes: { iid: string; title: string; relativePosition: number | null; id: string }[] };
  issues: { count: number; weight: number; nodes: { title: string; epicIssueId: string; id: string }[] };
  [key: string]: unknown;
};

let f: IssueFixtures;
const as: Record<string, Browser | null> = { anonymous: null };
const ROLES = ['owner', 'maintainer', 'developer', 'reporter', 'guest', 'outsider', 'root'] as const;
beforeAll(async () => {
  f = await issueFixtures();
  for (const name of ROLES) as[name] = await signIn(f.t.app, name);
});
afterAll(async () => {
  await f.t.close();
});

const gql = (who: string, query: string, variables: Record<string, unknown>) => graphql(f.t.app, as[who] ?? null, query, variables) as Promise<Result>;
const tree = async (who: string, iid = '6', fullPath = 'gitlab-org') => {
  const result = await gql(who, TREE_QUERY, { fullPath, iid });
  expect(result.errors).toBeUndefined();
  return (result.data?.group as { epic: TreeEpic | null }).epic;
};
const epicRow = async (groupPath: string, iid: number) => {
  const [row] = await f.t.database.db
    .select({ epic: epics })
    .from(epics)
    .innerJoin(groups, eq(groups.id, epics.groupId))
    .where(and(eq(groups.fullPath, groupPath), eq(epics.iid, iid)));
  if (!row) throw new Error('no epic');
  return row.epic;
};
const issueByTitle = async (title: string) => {
  const [row] = await f.t.database.db.select().from(issues).where(eq(issues.title, title));
  if (!row) throw new Error('no issue');
  return row;
};

describe('epic tree: roll-ups by reader', () => {
  it('counts only the epics and issues the reader may see', async () => {
    const expected = {
      // &9 is confidential (reporter+); internal-tools needs sign-in, infrastructure membership.
      anonymous: { counts: [2, 1, 0, 0], weights: [0, 0], health: [0, 0, 0], children: 2, issues: 0 },
      outsider: { counts: [2, 1, 2, 1], weights: [13, 2], health: [0, 1, 1], children: 2, issues: 1 },
      guest: { counts: [2, 1, 4, 1], weights: [18, 2], health: [1, 1, 2], children: 2, issues: 2 },
      reporter: { counts: [3, 1, 5, 1], weights: [19, 2], health: [1, 2, 2], children: 3, issues: 2 },
      developer: { counts: [3, 1, 5, 1], weights: [19, 2], health: [1, 2, 2], children: 3, issues: 2 },
      maintainer: { counts: [3, 1, 5, 1], weights: [19, 2], health: [1, 2, 2], children: 3, issues: 2 },
      owner: { counts: [3, 1, 5, 1], weights: [19, 2], health: [1, 2, 2], children: 3, issues: 2 },
      root: { counts: [3, 1, 5, 1], weights: [19, 2], health: [1, 2, 2], children: 3, issues: 2 },
    };
    for (const [who, want] of Object.entries(expected)) {
      const epic = await tree(who);
      expect(epic, who).not.toBeNull();
      const [openedEpics, closedEpics, openedIssues, closedIssues] = want.counts;
      expect(epic?.descendantCounts, who).toEqual({ openedEpics, closedEpics, openedIssues, closedIssues });
      expect(epic?.descendantWeightSum, who).toEqual({ openedIssues: want.weights[0], closedIssues: want.weights[1] });
      expect(epic?.healthStatus, who).toEqual({ issuesAtRisk: want.health[0], issuesNeedingAttention: want.health[1], issuesOnTrack: want.health[2] });
      expect(epic?.children.count, who).toBe(want.children);
      expect(epic?.issues.count, who).toBe(want.issues);
    }
  });

  it("pages an epic's issues by reader: a page of one tells whether more follow, the count is the reader's", async () => {
    const PAGED = `query pagedIssues($fullPath: ID!, $iid: ID!, $after: String) { group(fullPath: $fullPath) { epic(iid: $iid) { issues(first: 1, after: $after) { count weight nodes { title } pageInfo { hasNextPage endCursor } } } } }`;
    type Paged = { count: number; weight: number; nodes: { title: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
    const read = async (who: string, after: string | null) => {
      const result = await gql(who, PAGED, { fullPath: 'gitlab-org', iid: '6', after });
      expect(result.errors, who).toBeUndefined();
      return (result.data?.group as { epic: { issues: Paged } }).epic.issues;
    };
    for (const [who, total] of [['anonymous', 0], ['outsider', 1], ['guest', 2], ['owner', 2]] as const) {
      const whole = (await tree(who))?.issues;
      if (!whole) throw new Error(`no epic for ${who}`);
      const titles: string[] = [];
      let after: string | null = null;
      for (let n = 0; n < 3; n += 1) {
        const page = await read(who, after);
        expect(page.count, who).toBe(total);
        expect(page.weight, who).toBe(whole.weight);
        titles.push(...page.nodes.map((node) => node.title));
        expect(page.pageInfo.hasNextPage, who).toBe(titles.length < total);
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(titles, who).toEqual(whole.nodes.map((node) => node.title));
    }
  });

  it('orders children by relative position, gives link ids and paths, and inherits dates from milestones and child epics', async () => {
    const epic = await tree('reporter');
    expect(epic?.children.nodes.map((node) => node.title)).toEqual(['Installer improvements', 'Onboarding docs refresh', 'Licensing audit']);
    // The wizard (8) and the provisioning script (2).
    expect(epic?.issues.weight).toBe(10);
    expect(epic?.children.nodes[0]).toMatchObject({ iid: '7', hasChildren: true, hasIssues: true, relationPath: `/groups/gitlab-org/-/epics/6/links/${(await epicRow('gitlab-org', 7)).id}` });
    const wizard = await issueByTitle('First-run wizard');
    expect(epic?.issues.nodes[0]).toMatchObject({ title: 'First-run wizard', id: `gid://gitlab/Issue/${wizard.id}`, epicIssueId: `gid://gitlab/EpicIssue/${wizard.id}`, relationPath: `/groups/gitlab-org/-/epics/6/issues/${wizard.id}` });
    const [release] = await f.t.database.db.select().from(milestones).where(eq(milestones.title, '16.2'));
    const [quarter] = await f.t.database.db.select().from(milestones).where(eq(milestones.title, 'Platform Q3'));
    const installer = await epicRow('gitlab-org', 7);
    // Start: the installer's fixed date (earlier than 16.2's start); due: Platform Q3 (through &7 → platform&2).
    expect(epic).toMatchObject({
      startDateIsFixed: false,
      startDate: installer.startDateFixed,
      startDateFromMilestones: release?.startDate,
      dueDate: quarter?.dueDate,
      dueDateFromMilestones: quarter?.dueDate,
      dueDateFromInheritedSource: quarter?.dueDate,
    });
    // The page JSON names the milestones behind the dates from milestones (GitLab's sourcing milestones).
    const page = (await f.call('reporter', 'GET', '/groups/gitlab-org/-/epics/6.json')).json<Record<string, unknown>>();
    expect(page).toMatchObject({
      start_date_sourcing_milestone_title: '16.2',
      start_date_sourcing_milestone_dates: { start_date: release?.startDate, due_date: release?.dueDate },
      due_date_sourcing_milestone_title: 'Platform Q3',
      due_date_sourcing_milestone_dates: { start_date: quarter?.startDate, due_date: quarter?.dueDate },
    });
    const lonely = (await f.call('reporter', 'GET', '/groups/gitlab-org/-/epics/9.json')).json<Record<string, unknown>>();
    expect(lonely).toMatchObject({ start_date_sourcing_milestone_title: null, start_date_sourcing_milestone_dates: null, due_date_sourcing_milestone_title: null });
    const helm = await tree('guest', '1', 'gitlab-org/platform');
    expect(helm).toMatchObject({ hasParent: true, parent: { iid: '7' }, ancestors: { nodes: [{ iid: '6' }, { iid: '7' }] } });
  });
});

describe('epic tree: writes by role', () => {
  it('epicAddIssue: reporter+ only, GitLab errors for confidential epics and issues outside the hierarchy', async () => {
    const fresh = await f.freshIssue('developer');
    const input = { groupPath: 'gitlab-org', iid: '6', projectPath: 'gitlab-org/gitlab', issueIid: String(fresh.iid) };
    expect((await gql('anonymous', ADD_ISSUE, { input })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql('outsider', ADD_ISSUE, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql('guest', ADD_ISSUE, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const added = await gql('reporter', ADD_ISSUE, { input });
    expect(added.data?.epicAddIssue).toMatchObject({ epic: { iid: '6' }, epicIssue: { iid: String(fresh.iid), epicIssueId: `gid://gitlab/EpicIssue/${fresh.id}` }, errors: [] });
    // New links go first (GitLab's move_to_start).
    expect((await tree('reporter'))?.issues.nodes[0]?.title).toBe('Fresh issue');
    expect((await gql('reporter', ADD_ISSUE, { input })).data?.epicAddIssue).toMatchObject({ errors: [TREE_MESSAGES.issueAlreadyAssigned] });
    expect((await gql('owner', ADD_ISSUE, { input: { ...input, iid: '9' } })).data?.epicAddIssue).toMatchObject({ epicIssue: null, errors: [TREE_MESSAGES.confidentialIssue] });
    // acme-corp's issues are outside gitlab-org.
    expect((await gql('owner', ADD_ISSUE, { input: { ...input, projectPath: 'acme-corp/website', issueIid: '1' } })).data?.epicAddIssue).toMatchObject({ errors: [TREE_MESSAGES.noIssue] });
    expect(await f.systemNotes(fresh.id)).toContainEqual({ note: 'added to epic &6', icon: 'epic' });
  });

  it('epicTreeReorder: reorders for reporter+, moves to a new parent, refuses with GitLab texts', async () => {
    const [installer, docs, audit] = await Promise.all([epicRow('gitlab-org', 7), epicRow('gitlab-org', 8), epicRow('gitlab-org', 9)]);
    const root = await epicRow('gitlab-org', 6);
    const move = { id: `gid://gitlab/Epic/${audit.id}`, adjacentReferenceId: `gid://gitlab/Epic/${installer.id}`, relativePosition: 'before' };
    const input = { baseEpicId: `gid://gitlab/Epic/${root.id}`, moved: move };
    expect((await gql('guest', REORDER, { input })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql('anonymous', REORDER, { input })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql('reporter', REORDER, { input })).data?.epicTreeReorder).toEqual({ errors: [] });
    expect((await tree('reporter'))?.children.nodes.map((node) => node.iid)).toEqual(['9', '7', '8']);
    // After the last one.
    expect((await gql('maintainer', REORDER, { input: { ...input, moved: { ...move, adjacentReferenceId: `gid://gitlab/Epic/${docs.id}`, relativePosition: 'after' } } })).data?.epicTreeReorder).toEqual({ errors: [] });
    expect((await tree('reporter'))?.children.nodes.map((node) => node.iid)).toEqual(['7', '8', '9']);
    // A sibling of another parent.
    const helm = await epicRow('gitlab-org/platform', 1);
    expect((await gql('reporter', REORDER, { input: { ...input, moved: { ...move, adjacentReferenceId: `gid://gitlab/Epic/${helm.id}` } } })).data?.epicTreeReorder).toEqual({ errors: [TREE_MESSAGES.reorderSibling] });
    expect((await gql('reporter', REORDER, { input: { ...input, moved: { ...move, relativePosition: null } } })).data?.epicTreeReorder).toEqual({ errors: [TREE_MESSAGES.reorderPosition] });
    // Issues reorder among epics too (one position space), and move to another parent.
    const wizard = await issueByTitle('First-run wizard');
    const issueMove = { baseEpicId: `gid://gitlab/Epic/${root.id}`, moved: { id: `gid://gitlab/EpicIssue/${wizard.id}`, adjacentReferenceId: null, newParentId: `gid://gitlab/Epic/${docs.id}` } };
    expect((await gql('reporter', REORDER, { input: issueMove })).data?.epicTreeReorder).toEqual({ errors: [] });
    expect((await f.t.database.db.select().from(issues).where(eq(issues.id, wizard.id)))[0]?.epicId).toBe(docs.id);
    // An epic cannot move under its own descendant.
    const cycle = { baseEpicId: `gid://gitlab/Epic/${root.id}`, moved: { id: `gid://gitlab/Epic/${installer.id}`, newParentId: `gid://gitlab/Epic/${helm.id}` } };
    expect((await gql('owner', REORDER, { input: cycle })).data?.epicTreeReorder).toEqual({ errors: [TREE_MESSAGES.ancestor] });
    // A public epic cannot move under a confidential one.
    const toConfidential = { baseEpicId: `gid://gitlab/Epic/${root.id}`, moved: { id: `gid://gitlab/Epic/${docs.id}`, newParentId: `gid://gitlab/Epic/${audit.id}` } };
    expect((await gql('owner', REORDER, { input: toConfidential })).data?.epicTreeReorder).toEqual({ errors: [TREE_MESSAGES.confidentialEpic] });
  });

  it(`child epics over REST: ${MAX_HIERARCHY_DEPTH} levels at most, cycles refused, confidential parents take confidential children`, async () => {
    // &6 → &7 → platform&2 are levels 1–3; four more levels fit, the eighth does not.
    let parentPath = '/groups/gitlab-org%2Fplatform/epics/1';
    for (let level = 4; level <= MAX_HIERARCHY_DEPTH; level++) {
      const created = await f.api('POST', `${parentPath}/epics`, 'reporter', { title: `Level ${level}` });
      expect(created.statusCode, `level ${level}`).toBe(201);
      const child = created.json<{ iid: number; parent_id: number; relation_url: string }>();
      parentPath = `/groups/gitlab-org%2Fplatform/epics/${child.iid}`;
    }
    const tooDeep = await f.api('POST', `${parentPath}/epics`, 'reporter', { title: 'Level 8' });
    expect(tooDeep.statusCode).toBe(409);
    expect(tooDeep.json()).toEqual({ message: TREE_MESSAGES.depth });
    // Assigning the root below its grandchild: a cycle.
    const root = await epicRow('gitlab-org', 6);
    const cycle = await f.api('POST', `/groups/gitlab-org%2Fplatform/epics/1/epics/${root.id}`, 'owner');
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json()).toEqual({ message: TREE_MESSAGES.ancestor });
    // Confidential parent &9.
    const publicChild = await f.api('POST', '/groups/gitlab-org/epics/9/epics', 'reporter', { title: 'Public child' });
    expect(publicChild.statusCode).toBe(409);
    expect(publicChild.json()).toEqual({ message: TREE_MESSAGES.confidentialEpic });
    expect((await f.api('POST', '/groups/gitlab-org/epics/9/epics', 'reporter', { title: 'Secret child', confidential: true })).statusCode).toBe(201);
    // Permissions: guests 403, outsiders 403 on a public group, anonymous 401, hidden epics 404.
    expect((await f.api('POST', '/groups/gitlab-org/epics/6/epics', 'guest', { title: 'x' })).statusCode).toBe(403);
    expect((await f.api('POST', '/groups/gitlab-org/epics/6/epics', 'outsider', { title: 'x' })).statusCode).toBe(403);
    expect((await f.api('POST', '/groups/gitlab-org/epics/6/epics', 'anonymous', { title: 'x' })).statusCode).toBe(401);
    expect((await f.api('POST', '/groups/gitlab-org/epics/9/epics', 'guest', { title: 'x' })).statusCode).toBe(404);
    // Listing and removing.
    const children = await f.api('GET', '/groups/gitlab-org/epics/6/epics', 'anonymous');
    expect(children.json<{ iid: number }[]>().map((epic) => epic.iid)).toEqual([7, 8]);
    const installer = await epicRow('gitlab-org', 7);
    expect((await f.api('DELETE', `/groups/gitlab-org/epics/6/epics/${installer.id}`, 'guest')).statusCode).toBe(403);
    const removed = await f.api('DELETE', `/groups/gitlab-org/epics/6/epics/${installer.id}`, 'reporter');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ iid: 7, parent_id: null });
    expect((await f.api('POST', `/groups/gitlab-org/epics/6/epics/${installer.id}`, 'reporter')).json()).toMatchObject({ iid: 7, parent_id: (await epicRow('gitlab-org', 6)).id, parent_iid: 6 });
  });

  it('createEpic: reporter+ with fixed dates; the confidentiality rule against public children', async () => {
    const input = { groupPath: 'gitlab-org', title: 'Planned work', startDateFixed: '2027-01-10', startDateIsFixed: true, dueDateFixed: '2027-03-31', dueDateIsFixed: true };
    expect((await gql('guest', CREATE_EPIC, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql('anonymous', CREATE_EPIC, { input })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql('reporter', CREATE_EPIC, { input })).data?.createEpic).toMatchObject({ epic: { title: 'Planned work', startDate: '2027-01-10', startDateIsFixed: true, dueDate: '2027-03-31' }, errors: [] });
    expect((await gql('reporter', CREATE_EPIC, { input: { ...input, startDateFixed: '2027-02-30' } })).data?.createEpic).toMatchObject({ epic: null, errors: ['Start date fixed is not a valid date'] });
    // &6 holds public issues and epics: it cannot turn confidential.
    const confidential = await f.api('PUT', '/groups/gitlab-org/epics/6', 'owner', { confidential: true });
    expect(confidential.statusCode).toBe(400);
    expect(confidential.json()).toEqual({ message: { confidential: [TREE_MESSAGES.confidentialWithPublicIssues] } });
  });
});

describe('REST epics list and epic issues', () => {
  it('lists a group epics with filters and paging, readable only', async () => {
    const root = await epicRow('gitlab-org', 6);
    const children = async (who: string) => (await f.api('GET', `/groups/gitlab-org/epics?parent_id=${root.id}&order_by=title&sort=asc`, who)).json<{ title: string }[]>().map((epic) => epic.title);
    expect(await children('anonymous')).not.toContain('Licensing audit');
    expect(await children('reporter')).toContain('Licensing audit');
    const paged = await f.api('GET', '/groups/gitlab-org/epics?per_page=2&state=all', 'anonymous');
    expect(paged.statusCode).toBe(200);
    expect(paged.json()).toHaveLength(2);
    expect(Number(paged.headers['x-total'])).toBeGreaterThan(2);
    expect(paged.headers['x-next-page']).toBe('2');
    const closed = await f.api('GET', '/groups/gitlab-org/epics?state=closed&include_descendant_groups=false', 'anonymous');
    expect(closed.json<{ state: string }[]>().every((epic) => epic.state === 'closed')).toBe(true);
    const byAuthor = await f.api('GET', '/groups/gitlab-org/epics?author_id=' + (await f.userId('owner')), 'reporter');
    expect(byAuthor.json<{ author: { username: string } }[]>().every((epic) => epic.author.username === 'owner')).toBe(true);
    expect((await f.api('GET', '/groups/gitlab-org/epics?labels=feature', 'anonymous')).json<{ iid: number }[]>().map((epic) => epic.iid)).toEqual([2]);
    expect((await f.api('GET', '/groups/gitlab-org/epics?search=onboarding', 'anonymous')).json<{ title: string }[]>().map((epic) => epic.title).sort()).toEqual(['Onboarding docs refresh', 'Self-managed onboarding']);
    expect((await f.api('GET', '/groups/gitlab-org/epics?state=bogus', 'anonymous')).statusCode).toBe(400);
    const graph = await gql('anonymous', GROUP_EPICS, { fullPath: 'gitlab-org', labelName: ['feature'] });
    expect(graph.data).toEqual({ group: { epics: { nodes: [{ iid: '2' }] } } });
    const byTitle = await gql('reporter', GROUP_EPICS, { fullPath: 'gitlab-org', authorUsername: 'maintainer', sort: 'TITLE_ASC', state: 'opened' });
    const titles = (byTitle.data?.group as { epics: { nodes: { iid: string }[] } }).epics.nodes.map((node) => node.iid);
    expect(titles.length).toBeGreaterThan(1);
  });

  it('epic issues: list by reader, assign, reorder, remove', async () => {
    const epic = await epicRow('gitlab-org', 7);
    expect((await f.api('GET', '/groups/gitlab-org/epics/7/issues', 'anonymous')).json()).toEqual([]);
    const listed = (await f.api('GET', '/groups/gitlab-org/epics/7/issues', 'guest')).json<{ title: string; epic_issue_id: number }[]>();
    expect(listed.map((issue) => issue.title)).toEqual(['Installer checks the database version']);
    const fresh = await f.freshIssue('guest');
    expect((await f.api('POST', `/groups/gitlab-org/epics/7/issues/${fresh.id}`, 'guest')).statusCode).toBe(403);
    const assigned = await f.api('POST', `/groups/gitlab-org/epics/7/issues/${fresh.id}`, 'developer');
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json()).toMatchObject({ id: fresh.id, epic: { iid: 7 }, issue: { id: fresh.id } });
    expect((await f.api('POST', `/groups/gitlab-org/epics/7/issues/${fresh.id}`, 'developer')).json()).toEqual({ message: TREE_MESSAGES.issueAlreadyAssigned });
    const other = listed[0]?.epic_issue_id as number;
    // Put the fresh one after the other: the other is placed before it.
    const reordered = await f.api('PUT', `/groups/gitlab-org/epics/7/issues/${fresh.id}`, 'developer', { move_before_id: other });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<{ id: number }[]>().map((issue) => issue.id)).toEqual([other, fresh.id]);
    expect((await f.api('DELETE', `/groups/gitlab-org/epics/7/issues/${fresh.id}`, 'guest')).statusCode).toBe(403);
    expect((await f.api('DELETE', `/groups/gitlab-org/epics/7/issues/${fresh.id}`, 'developer')).statusCode).toBe(200);
    expect((await f.t.database.db.select().from(issues).where(eq(issues.id, fresh.id)))[0]?.epicId).toBeNull();
    expect((await f.api('DELETE', `/groups/gitlab-org/epics/7/issues/${fresh.id}`, 'developer')).statusCode).toBe(404);
    expect(epic.id).toBeGreaterThan(0);
  });

  it('deletes an epic for owners only; its children stay at the top', async () => {
    const created = await f.api('POST', '/groups/gitlab-org/epics', 'reporter', { title: 'Temporary parent' });
    const parent = created.json<{ id: number; iid: number }>();
    const child = await f.api('POST', '/groups/gitlab-org/epics', 'reporter', { title: 'Stays', parent_id: parent.id });
    expect(child.json()).toMatchObject({ parent_id: parent.id, parent_iid: parent.iid });
    expect((await f.api('DELETE', `/groups/gitlab-org/epics/${parent.iid}`, 'maintainer')).statusCode).toBe(403);
    expect((await f.api('DELETE', `/groups/gitlab-org/epics/${parent.iid}`, 'owner')).statusCode).toBe(204);
    expect((await f.api('GET', `/groups/gitlab-org/epics/${child.json<{ iid: number }>().iid}`, 'reporter')).json()).toMatchObject({ parent_id: null });
  });
});

describe('web tree routes (add by reference, remove)', () => {
  it('adds child epics and issues by reference or URL, removes them, with GitLab texts', async () => {
    const parent = await f.api('POST', '/groups/gitlab-org/epics', 'reporter', { title: 'Web parent' });
    const iid = parent.json<{ iid: number }>().iid;
    const child = (await f.api('POST', '/groups/gitlab-org/epics', 'reporter', { title: 'Web child' })).json<{ id: number; iid: number }>();
    const links = `/groups/gitlab-org/-/epics/${iid}/links`;
    expect((await f.call('guest', 'POST', links, { issuable_references: [`&${child.iid}`] })).statusCode).toBe(403);
    expect((await f.call('reporter', 'POST', links, { issuable_references: ['&99999'] })).json()).toEqual({ message: TREE_MESSAGES.noEpic });
    const added = await f.call('reporter', 'POST', links, { issuable_references: [`http://localhost:8080/groups/gitlab-org/-/epics/${child.iid}`] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: null, issuables: [{ id: child.id, reference: `&${child.iid}`, relation_path: `${links}/${child.id}` }] });
    const self = await f.call('reporter', 'POST', links, { issuable_references: [`gitlab-org&${iid}`] });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: TREE_MESSAGES.self });
    const fresh = await f.freshIssue('reporter');
    const issuesPath = `/groups/gitlab-org/-/epics/${iid}/issues`;
    const linked = await f.call('reporter', 'POST', issuesPath, { issuable_references: [`gitlab-org/gitlab#${fresh.iid}`] });
    expect(linked.json()).toMatchObject({ message: null, issuables: [{ id: fresh.id, epic_issue_id: fresh.id, relation_path: `${issuesPath}/${fresh.id}` }] });
    expect((await f.call('reporter', 'POST', issuesPath, { issuable_references: ['#1'] })).json()).toEqual({ message: TREE_MESSAGES.noIssue });
    expect((await f.call('reporter', 'DELETE', `${issuesPath}/${fresh.id}`)).json()).toEqual({ issuables: [] });
    expect((await f.call('reporter', 'DELETE', `${links}/${child.id}`)).json()).toEqual({ issuables: [] });
    expect((await f.call('reporter', 'DELETE', `${links}/${child.id}`)).statusCode).toBe(404);
  });
});

describe('new epic form and the default project', () => {
  it('creates an epic from the web form for reporter+ and answers its path', async () => {
    expect((await f.call('guest', 'POST', '/groups/gitlab-org/-/epics', { title: 'Guest epic' })).statusCode).toBe(403);
    expect((await f.call('anonymousSession', 'POST', '/groups/gitlab-org/-/epics', { title: 'x' })).statusCode).toBe(401);
    const created = await f.call('reporter', 'POST', '/groups/gitlab-org/-/epics', { epic: { title: '  Web form epic ', confidential: true } });
    expect(created.statusCode).toBe(200);
    const { web_url: path } = created.json<{ web_url: string }>();
    expect(path).toMatch(/^\/groups\/gitlab-org\/-\/epics\/\d+$/);
    expect((await f.call('reporter', 'GET', `${path}.json`)).json()).toMatchObject({ title: 'Web form epic', confidential: true });
    expect((await f.call('reporter', 'POST', '/groups/gitlab-org/-/epics', { title: '' })).json()).toEqual({ errors: ["Title can't be blank"] });
  });

  it('defaultProjectForIssueCreation: the project of the viewer last issue in the group', async () => {
    const query = /* GraphQL */ `
      query epicDefaultProject($fullPath: ID!, $iid: ID!) {
        group(fullPath: $fullPath) { epic(iid: $iid) { defaultProjectForIssueCreation { fullPath } } }
      }
    `;
    const project = async (who: string) => ((await gql(who, query, { fullPath: 'gitlab-org', iid: '6' })).data?.group as { epic: { defaultProjectForIssueCreation: { fullPath: string } | null } }).epic.defaultProjectForIssueCreation;
    expect(await project('anonymous')).toBeNull();
    // The tree's issues (and the fresh ones above) are the reporter's.
    expect(await project('reporter')).not.toBeNull();
    // The outsider's first contribution (seedIssueStates.ts).
    expect(await project('outsider')).toEqual({ fullPath: 'gitlab-org/gitlab' });
  });
});
