import fs from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformSchema } from '../../graphql/schema.ts';
import { clientOperation } from '../../test/clientDocuments/index.ts';
import { graphql, signIn, type Browser } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { REFERENCE_SCHEMA_PATH } from '../../test/referenceSchema.ts';

// The epic colour picker's operations, read from mf-issue's sources.
const UPDATE_EPIC_COLOR_MUTATION = clientOperation('updateIssuableColor');
const EPIC_COLOR_QUERY = clientOperation('issuableColor');

// No client sends these: the server's own tests of the fields (mf-issue's `promoteToEpic` reads only
// the epic's id and path back).
const ISSUE_SIDEBAR_QUERY = /* GraphQL */ `
  query issuableDetails($fullPath: ID!, $iid: String!) {
    project(fullPath: $fullPath) {
      issue(iid: $iid) {
        id
        confidential
        hasEpic
        epic { id iid title webUrl color reference(full: true) }
        milestone { id title startDate dueDate expired webPath }
        labels { count nodes { id title color textColor description } }
        assignees { nodes { id username name avatarUrl webUrl } }
        healthStatus
        weight
        dueDate
        timeEstimate
        totalTimeSpent
        humanTimeEstimate
        humanTotalTimeSpent
        subscribed
        blocked
        blockedByCount
        blockingCount
        upvotes
        downvotes
        userNotesCount
      }
    }
  }
`;

const WORK_ITEM_BY_IID_QUERY = /* GraphQL */ `
  query workItemByIid($fullPath: ID!, $iid: String) {
    project(fullPath: $fullPath) {
      workItems(iid: $iid) {
        nodes { id iid title state confidential lockVersion webUrl workItemType { id name iconName } }
      }
    }
  }
`;

const PROMOTE_TO_EPIC_MUTATION = /* GraphQL */ `
  mutation promoteToEpic($input: PromoteToEpicInput!) {
    promoteToEpic(input: $input) {
      epic { id iid webPath webUrl title }
      issue { id state }
      errors
    }
  }
`;

const UPDATE_ISSUE_SIDEBAR_MUTATION = /* GraphQL */ `
  mutation updateIssueSidebar($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue { id weight healthStatus dueDate timeEstimate milestone { title } labels { nodes { title } } epic { iid } }
      errors
    }
  }
`;

const SIDEBAR_OPERATIONS: Record<string, string> = {
  issuableDetails: ISSUE_SIDEBAR_QUERY,
  workItemByIid: WORK_ITEM_BY_IID_QUERY,
  promoteToEpic: PROMOTE_TO_EPIC_MUTATION,
  updateIssuableColor: UPDATE_EPIC_COLOR_MUTATION,
  issuableColor: EPIC_COLOR_QUERY,
  updateIssueSidebar: UPDATE_ISSUE_SIDEBAR_MUTATION,
};


let f: IssueFixtures;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  f = await issueFixtures();
  for (const name of ['owner', 'maintainer', 'developer', 'reporter', 'guest', 'outsider']) as[name] = await signIn(f.t.app, name);
});
afterAll(async () => {
  await f.t.close();
});

const gql = (who: string, query: string, variables: Record<string, unknown>) => graphql(f.t.app, as[who] ?? null, query, variables);

describe('sidebar operations validate', () => {
  const ours = createPlatformSchema();
  const reference = buildSchema(fs.readFileSync(REFERENCE_SCHEMA_PATH, 'utf8'), { assumeValidSDL: true });
  it.each(Object.entries(SIDEBAR_OPERATIONS))('%s against our schema and GitLab 16.2', (_name, source) => {
    expect(validate(ours, parse(source)).map((e) => e.message)).toEqual([]);
    expect(validate(reference, parse(source)).map((e) => e.message)).toEqual([]);
  });
});

describe('Issue sidebar fields', () => {
  it('answers labels, assignees, milestone, epic, time tracking and votes', async () => {
    const result = await gql('developer', ISSUE_SIDEBAR_QUERY, { fullPath: 'gitlab-org/gitlab', iid: '1' });
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      project: {
        issue: {
          hasEpic: true,
          epic: { iid: '1', title: 'Issue page redesign', reference: 'gitlab-org&1', webUrl: 'http://localhost:8080/groups/gitlab-org/-/epics/1' },
          milestone: { title: '16.2', expired: false, webPath: '/groups/gitlab-org/-/milestones/1' },
          labels: { count: 3, nodes: [{ title: 'bug' }, { title: 'frontend' }, { title: 'priority::high', textColor: '#FFFFFF' }] },
          assignees: { nodes: [{ username: 'maintainer' }, { username: 'developer' }] },
          timeEstimate: 10800,
          totalTimeSpent: 5400,
          humanTotalTimeSpent: '1h 30m',
          subscribed: true,
          blocked: false,
        },
      },
    });
  });

  it('finds work items by iid, not hidden ones', async () => {
    const result = await gql('anonymous', WORK_ITEM_BY_IID_QUERY, { fullPath: 'gitlab-org/gitlab', iid: '6' });
    expect(result.data).toMatchObject({ project: { workItems: { nodes: [{ iid: '6', state: 'CLOSED', workItemType: { name: 'Incident' } }] } } });
    const hidden = await gql('anonymous', WORK_ITEM_BY_IID_QUERY, { fullPath: 'gitlab-org/gitlab', iid: '5' });
    expect(hidden.data).toMatchObject({ project: { workItems: { nodes: [] } } });
  });

  it('updateIssue sets sidebar fields from global ids', async () => {
    const fresh = await f.freshIssue('developer');
    const labels = (await f.call('anonymous', 'GET', '/gitlab-org/gitlab/-/labels.json?include_ancestor_groups=true')).json<{ id: number; title: string }[]>();
    const bug = labels.find((l) => l.title === 'bug')?.id;
    const result = await gql('reporter', UPDATE_ISSUE_SIDEBAR_MUTATION, {
      input: { projectPath: 'gitlab-org/gitlab', iid: String(fresh.iid), addLabelIds: [`gid://gitlab/GroupLabel/${bug}`], weight: 4, healthStatus: 'onTrack', dueDate: '2027-01-15', timeEstimate: '2h', epicId: 'gid://gitlab/Epic/1' },
    });
    expect(result.data).toMatchObject({
      updateIssue: { errors: [], issue: { weight: 4, healthStatus: 'onTrack', dueDate: '2027-01-15T00:00:00Z', timeEstimate: 7200, labels: { nodes: [{ title: 'bug' }] }, epic: { iid: '1' } } },
    });
    const bad = await gql('reporter', UPDATE_ISSUE_SIDEBAR_MUTATION, { input: { projectPath: 'gitlab-org/gitlab', iid: String(fresh.iid), timeEstimate: 'soon' } });
    expect(bad.data).toMatchObject({ updateIssue: { errors: ['Time estimate must have a valid format and be greater than or equal to zero.'] } });
  });
});

describe('promoteToEpic', () => {
  it('creates the epic in the group, closes the issue and writes system notes', async () => {
    const fresh = await f.freshIssue('developer', { description: 'Big plan' });
    const result = await gql('reporter', PROMOTE_TO_EPIC_MUTATION, { input: { projectPath: 'gitlab-org/gitlab', iid: String(fresh.iid) } });
    expect(result.errors).toBeUndefined();
    const payload = (result.data as { promoteToEpic: { epic: { iid: string; webPath: string; title: string }; issue: { state: string }; errors: string[] } }).promoteToEpic;
    expect(payload).toMatchObject({ errors: [], issue: { state: 'closed' }, epic: { title: 'Fresh issue' } });
    expect(payload.epic.webPath).toBe(`/groups/gitlab-org/-/epics/${payload.epic.iid}`);
    expect((await f.systemNotes(fresh.id)).map((n) => [n.note, n.icon])).toEqual([
      [`promoted to epic &${payload.epic.iid}`, 'epic'],
      ['closed', 'issue-close'],
    ]);
    const page = (await f.call('developer', 'GET', `${fresh.path}.json`)).json();
    expect(page).toMatchObject({ state: 'closed', promoted_to_epic_url: `http://localhost:8080/groups/gitlab-org/-/epics/${payload.epic.iid}` });
    const again = await gql('reporter', PROMOTE_TO_EPIC_MUTATION, { input: { projectPath: 'gitlab-org/gitlab', iid: String(fresh.iid) } });
    expect(again.data).toMatchObject({ promoteToEpic: { errors: ['Issue has already been promoted to an epic.'], epic: null } });
  });

  it('refuses guests (FORBIDDEN), unreadable issues (NOT_FOUND), anonymous (UNAUTHORIZED) and incidents', async () => {
    const fresh = await f.freshIssue('guest');
    const promote = (who: string, projectPath: string, iid: string) => gql(who, PROMOTE_TO_EPIC_MUTATION, { input: { projectPath, iid } });
    expect((await promote('guest', 'gitlab-org/gitlab', String(fresh.iid))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await promote('outsider', 'gitlab-org/platform/infrastructure', '1')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await promote('anonymous', 'gitlab-org/gitlab', String(fresh.iid))).errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await promote('reporter', 'gitlab-org/gitlab', '6')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await promote('maintainer', 'gitlab-org/gitlab', String(fresh.iid))).data).toMatchObject({ promoteToEpic: { errors: [] } });
  });
});

describe('updateEpic colour', () => {
  it('reads and sets the colour for reporters and above, with errors for bad colours', async () => {
    const read = await gql('anonymous', EPIC_COLOR_QUERY, { fullPath: 'gitlab-org', iid: '1' });
    expect(read.data).toMatchObject({ group: { epic: { color: '#1068bf', textColor: '#FFFFFF' } } });
    const set = await gql('reporter', UPDATE_EPIC_COLOR_MUTATION, { input: { groupPath: 'gitlab-org', iid: '1', color: '#217645' } });
    expect(set.data).toMatchObject({ updateEpic: { errors: [], epic: { color: '#217645' } } });
    const bad = await gql('reporter', UPDATE_EPIC_COLOR_MUTATION, { input: { groupPath: 'gitlab-org', iid: '1', color: 'greenish' } });
    expect(bad.data).toMatchObject({ updateEpic: { errors: ['Color must be a valid color code'] } });
    expect((await gql('guest', UPDATE_EPIC_COLOR_MUTATION, { input: { groupPath: 'gitlab-org', iid: '1', color: '#000000' } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql('developer', UPDATE_EPIC_COLOR_MUTATION, { input: { groupPath: 'acme-corp', iid: '99', color: '#000000' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
