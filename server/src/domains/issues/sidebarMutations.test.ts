import fs from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlatformSchema } from '../../graphql/schema.ts';
import { clientOperation } from '../../test/clientDocuments/index.ts';
import { graphql, signIn, type Browser } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { REFERENCE_SCHEMA_PATH } from '../../test/referenceSchema.ts';
import { epics } from '../epics/tables.ts';
import { iterations } from '../milestones/tables.ts';
import { dueDateFromTime } from './sidebarMutations.ts';
import { issuesChannel } from './service.ts';

// What the sidebar sends, read from mf-issue's sources.
const ISSUE_SET_ITERATION_MUTATION = clientOperation('issueSetIteration');
const ISSUE_SET_WEIGHT_MUTATION = clientOperation('issueSetWeight');
const ISSUE_SET_DUE_DATE_MUTATION = clientOperation('issueSetDueDate');
const ISSUE_SET_HEALTH_STATUS_MUTATION = clientOperation('updateIssueHealthStatus');
const ISSUE_SET_EPIC_MUTATION = clientOperation('issueSetEpic');

// The sidebar reads only the issue's id back; the server's own test of the assignees it answers.
const ISSUE_SET_ASSIGNEES_MUTATION = /* GraphQL */ `
  mutation issueSetAssignees($input: IssueSetAssigneesInput!) {
    issueSetAssignees(input: $input) {
      issue { id assignees { nodes { id username } } }
      errors
    }
  }
`;

const ISSUE_SIDEBAR_EDIT_OPERATIONS: Record<string, string> = {
  issueSetAssignees: ISSUE_SET_ASSIGNEES_MUTATION,
  issueSetIteration: ISSUE_SET_ITERATION_MUTATION,
  issueSetWeight: ISSUE_SET_WEIGHT_MUTATION,
  issueSetDueDate: ISSUE_SET_DUE_DATE_MUTATION,
  updateIssueHealthStatus: ISSUE_SET_HEALTH_STATUS_MUTATION,
  issueSetEpic: ISSUE_SET_EPIC_MUTATION,
  issueIterations: clientOperation('issueIterations'),
  issueEpics: clientOperation('issueEpics'),
  issueIterationAndParticipants: /* GraphQL */ `
    query issueIterationAndParticipants($fullPath: ID!, $iid: String!) {
      project(fullPath: $fullPath) {
        issue(iid: $iid) {
          id
          iteration { id title startDate dueDate webUrl state }
          participants(first: 100) { nodes { id username name avatarUrl webUrl } pageInfo { hasNextPage } }
        }
      }
    }
  `,
};

let f: IssueFixtures;
const as: Record<string, Browser | null> = { anonymous: null };
const ids: Record<string, number> = {};
beforeAll(async () => {
  f = await issueFixtures();
  for (const name of ['root', 'owner', 'maintainer', 'developer', 'reporter', 'guest', 'outsider']) as[name] = await signIn(f.t.app, name);
  const db = f.t.database.db;
  for (const row of await db.select().from(epics)) ids[`&${row.groupId}/${row.iid}`] = row.id;
  for (const row of await db.select().from(iterations)) ids[`*${row.title}`] = row.id;
});
afterAll(async () => {
  await f.t.close();
});

const id = (key: string) => {
  const value = ids[key];
  if (value === undefined) throw new Error(`no seeded ${key}`);
  return value;
};
type Payload = { issue: Record<string, unknown> | null; errors: string[] };
const run = async (who: string, mutation: string, input: Record<string, unknown>) => {
  const result = await graphql(f.t.app, as[who] ?? null, mutation, { input });
  const name = Object.keys(result.data ?? {})[0] ?? '';
  return { payload: (result.data?.[name] ?? null) as Payload | null, code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message };
};
const ref = (iid: number) => ({ projectPath: 'gitlab-org/gitlab', iid: String(iid) });
const notes = async (issueId: number) => (await f.systemNotes(issueId)).map((n) => `${n.icon}: ${n.note}`);

describe('sidebar operations validate', () => {
  const ours = createPlatformSchema();
  const reference = buildSchema(fs.readFileSync(REFERENCE_SCHEMA_PATH, 'utf8'), { assumeValidSDL: true });
  it.each(Object.entries(ISSUE_SIDEBAR_EDIT_OPERATIONS))('%s against our schema and GitLab 16.2', (_name, source) => {
    expect(validate(ours, parse(source)).map((e) => e.message)).toEqual([]);
    expect(validate(reference, parse(source)).map((e) => e.message)).toEqual([]);
  });
});

describe('issueSetAssignees', () => {
  it('replaces, appends and removes by username with system notes and a live event', async () => {
    const fresh = await f.freshIssue('guest');
    const events: unknown[] = [];
    const stop = f.t.app.live.subscribe(issuesChannel(fresh.id), (payload) => events.push(payload));
    try {
      let result = await run('reporter', ISSUE_SET_ASSIGNEES_MUTATION, { ...ref(fresh.iid), assigneeUsernames: ['Developer', 'guest'] });
      expect(result.payload).toEqual({ issue: { id: `gid://gitlab/Issue/${fresh.id}`, assignees: { nodes: [{ id: expect.any(String), username: 'developer' }, { id: expect.any(String), username: 'guest' }] } }, errors: [] });
      await vi.waitFor(() => expect(events).toContainEqual(expect.objectContaining({ event: 'updated', issue_id: fresh.id })));
      result = await run('reporter', ISSUE_SET_ASSIGNEES_MUTATION, { ...ref(fresh.iid), assigneeUsernames: ['reporter'], operationMode: 'APPEND' });
      expect((result.payload?.issue?.assignees as { nodes: { username: string }[] }).nodes.map((u) => u.username)).toEqual(['developer', 'guest', 'reporter']);
      result = await run('reporter', ISSUE_SET_ASSIGNEES_MUTATION, { ...ref(fresh.iid), assigneeUsernames: ['guest', 'nobody-here'], operationMode: 'REMOVE' });
      expect((result.payload?.issue?.assignees as { nodes: { username: string }[] }).nodes.map((u) => u.username)).toEqual(['developer', 'reporter']);
      result = await run('reporter', ISSUE_SET_ASSIGNEES_MUTATION, { ...ref(fresh.iid), assigneeUsernames: [] });
      expect(result.payload?.issue?.assignees).toEqual({ nodes: [] });
    } finally {
      stop();
    }
    expect(await notes(fresh.id)).toEqual([
      'user: assigned to @developer and @guest',
      'user: assigned to @reporter',
      'user: unassigned @guest',
      'user: unassigned @developer and @reporter',
    ]);
  });

  it('ignores unknown users and users who cannot read a confidential issue', async () => {
    const secret = await f.freshIssue('developer', { confidential: true });
    const result = await run('maintainer', ISSUE_SET_ASSIGNEES_MUTATION, { ...ref(secret.iid), assigneeUsernames: ['outsider', 'guest', 'ghost', 'developer'] });
    expect((result.payload?.issue?.assignees as { nodes: { username: string }[] }).nodes.map((u) => u.username)).toEqual(['developer']);
  });

  it('needs reporter+: guests (even the author), anonymous and outsiders of a private project are refused', async () => {
    const mine = await f.freshIssue('guest');
    const input = { ...ref(mine.iid), assigneeUsernames: ['guest'] };
    expect(await run('guest', ISSUE_SET_ASSIGNEES_MUTATION, input)).toMatchObject({ payload: null, code: 'FORBIDDEN' });
    expect(await run('anonymous', ISSUE_SET_ASSIGNEES_MUTATION, input)).toMatchObject({ payload: null, code: 'UNAUTHORIZED' });
    const privateInput = { projectPath: 'gitlab-org/platform/infrastructure', iid: '1', assigneeUsernames: ['outsider'] };
    const refused = await run('outsider', ISSUE_SET_ASSIGNEES_MUTATION, privateInput);
    expect(refused).toMatchObject({ payload: null, code: 'NOT_FOUND', message: "The resource that you are attempting to access does not exist or you don't have permission to perform this action" });
    expect(await run('guest', ISSUE_SET_ASSIGNEES_MUTATION, { ...privateInput, assigneeUsernames: ['guest'] })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await notes(mine.id)).toEqual([]);
    const accepted = await run('reporter', ISSUE_SET_ASSIGNEES_MUTATION, { ...privateInput, assigneeUsernames: ['developer'] });
    expect(accepted.payload?.errors).toEqual([]);
  });
});

describe('issueSetWeight, issueSetDueDate, updateIssue(healthStatus)', () => {
  it('set and clear with system notes', async () => {
    const fresh = await f.freshIssue('developer');
    expect((await run('reporter', ISSUE_SET_WEIGHT_MUTATION, { ...ref(fresh.iid), weight: 0 })).payload).toMatchObject({ issue: { weight: 0 }, errors: [] });
    expect((await run('reporter', ISSUE_SET_WEIGHT_MUTATION, { ...ref(fresh.iid), weight: 123456 })).payload).toMatchObject({ issue: { weight: 123456 }, errors: [] });
    expect((await run('reporter', ISSUE_SET_WEIGHT_MUTATION, { ...ref(fresh.iid), weight: null })).payload).toMatchObject({ issue: { weight: null } });
    expect((await run('reporter', ISSUE_SET_DUE_DATE_MUTATION, { ...ref(fresh.iid), dueDate: '2026-12-31' })).payload).toMatchObject({ issue: { dueDate: '2026-12-31T00:00:00Z' } });
    expect((await run('reporter', ISSUE_SET_DUE_DATE_MUTATION, { ...ref(fresh.iid), dueDate: '2027-01-15T00:00:00Z' })).payload).toMatchObject({ issue: { dueDate: '2027-01-15T00:00:00Z' } });
    expect((await run('reporter', ISSUE_SET_DUE_DATE_MUTATION, { ...ref(fresh.iid), dueDate: null })).payload).toMatchObject({ issue: { dueDate: null } });
    expect((await run('reporter', ISSUE_SET_HEALTH_STATUS_MUTATION, { ...ref(fresh.iid), healthStatus: 'needsAttention' })).payload).toMatchObject({ issue: { healthStatus: 'needsAttention' } });
    expect((await run('reporter', ISSUE_SET_HEALTH_STATUS_MUTATION, { ...ref(fresh.iid), healthStatus: null })).payload).toMatchObject({ issue: { healthStatus: null } });
    expect(await notes(fresh.id)).toEqual([
      'weight: changed weight to **0**',
      'weight: changed weight to **123456**',
      'weight: removed the weight',
      'calendar: changed due date to December 31, 2026',
      'calendar: changed due date to January 15, 2027',
      'calendar: removed due date',
      'status-health: changed health status to **needs attention**',
      'status-health: removed health status',
    ]);
  });

  it('refuses bad values with messages and writes nothing', async () => {
    const fresh = await f.freshIssue('developer');
    expect((await run('reporter', ISSUE_SET_WEIGHT_MUTATION, { ...ref(fresh.iid), weight: -1 })).payload).toMatchObject({ errors: ['Weight must be greater than or equal to 0'] });
    expect((await run('reporter', ISSUE_SET_DUE_DATE_MUTATION, { ...ref(fresh.iid), dueDate: '2026-02-30' })).payload).toMatchObject({ errors: ['Due date is not a valid date'] });
    expect((await run('reporter', ISSUE_SET_DUE_DATE_MUTATION, { ...ref(fresh.iid), dueDate: 'soon' })).payload).toMatchObject({ errors: ['Due date is not a valid date'] });
    expect(await run('reporter', ISSUE_SET_HEALTH_STATUS_MUTATION, { ...ref(fresh.iid), healthStatus: 'great' })).toMatchObject({ payload: null, message: expect.stringContaining('HealthStatus') });
    expect(await notes(fresh.id)).toEqual([]);
  });

  it('offers weight, health status, iteration and epic on issues only: incidents refuse them', async () => {
    const incident = await f.freshIssue('developer', { issueType: 'incident' });
    expect((await run('maintainer', ISSUE_SET_WEIGHT_MUTATION, { ...ref(incident.iid), weight: 2 })).payload).toMatchObject({ errors: ['Weight is not available for incidents'] });
    expect((await run('maintainer', ISSUE_SET_HEALTH_STATUS_MUTATION, { ...ref(incident.iid), healthStatus: 'atRisk' })).payload).toMatchObject({ errors: ['Health status is not available for incidents'] });
    const iterationId = `gid://gitlab/Iteration/${id('*Sprint 12')}`;
    expect((await run('maintainer', ISSUE_SET_ITERATION_MUTATION, { ...ref(incident.iid), iterationId })).payload).toMatchObject({ errors: ['Iteration is not available for incidents'] });
    expect((await run('maintainer', ISSUE_SET_EPIC_MUTATION, { ...ref(incident.iid), epicId: `gid://gitlab/Epic/${id('&1/1')}` })).payload).toMatchObject({ errors: ['Epic is not available for incidents'] });
    // The due date is for incidents too.
    expect((await run('maintainer', ISSUE_SET_DUE_DATE_MUTATION, { ...ref(incident.iid), dueDate: '2026-06-01' })).payload).toMatchObject({ errors: [] });
    const response = await f.call('maintainer', 'PUT', `${incident.path}.json`, { issue: { weight: 3 } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: ['Weight is not available for incidents'] });
  });

  it('refuses guests, anonymous and outsiders of a private project', async () => {
    const mine = await f.freshIssue('guest');
    for (const [mutation, extra] of [
      [ISSUE_SET_WEIGHT_MUTATION, { weight: 1 }],
      [ISSUE_SET_DUE_DATE_MUTATION, { dueDate: '2026-01-01' }],
      [ISSUE_SET_ITERATION_MUTATION, { iterationId: null }],
      [ISSUE_SET_EPIC_MUTATION, { epicId: null }],
    ] as const) {
      expect((await run('guest', mutation, { ...ref(mine.iid), ...extra })).code).toBe('FORBIDDEN');
      expect((await run('anonymous', mutation, { ...ref(mine.iid), ...extra })).code).toBe('UNAUTHORIZED');
      expect((await run('outsider', mutation, { projectPath: 'gitlab-org/platform/infrastructure', iid: '1', ...extra })).code).toBe('NOT_FOUND');
    }
  });
});

describe('issueSetIteration and issueSetEpic', () => {
  it('set, refuse what the project cannot use, and remove', async () => {
    const fresh = await f.freshIssue('developer');
    const sprint = id('*Sprint 13');
    const set = await run('developer', ISSUE_SET_ITERATION_MUTATION, { ...ref(fresh.iid), iterationId: `gid://gitlab/Iteration/${sprint}` });
    expect(set.payload).toMatchObject({ issue: { iteration: { id: `gid://gitlab/Iteration/${sprint}`, title: 'Sprint 13', webUrl: `http://localhost:8080/groups/gitlab-org/-/iterations/${sprint}` } }, errors: [] });
    const elsewhere = await run('developer', ISSUE_SET_ITERATION_MUTATION, { ...ref(fresh.iid), iterationId: `gid://gitlab/Iteration/${id('*Website sprint')}` });
    expect(elsewhere.payload).toMatchObject({ errors: ['Iteration not found'], issue: { iteration: { title: 'Sprint 13' } } });
    expect((await run('developer', ISSUE_SET_ITERATION_MUTATION, { ...ref(fresh.iid), iterationId: null })).payload).toMatchObject({ issue: { iteration: null }, errors: [] });

    const epic = await run('developer', ISSUE_SET_EPIC_MUTATION, { ...ref(fresh.iid), epicId: `gid://gitlab/Epic/${id('&1/1')}` });
    expect(epic.payload).toMatchObject({ issue: { hasEpic: true, epic: { iid: '1', title: 'Issue page redesign', webUrl: 'http://localhost:8080/groups/gitlab-org/-/epics/1' } }, errors: [] });
    const otherGroup = await run('developer', ISSUE_SET_EPIC_MUTATION, { ...ref(fresh.iid), epicId: `gid://gitlab/Epic/${id('&2/1')}` });
    expect(otherGroup.payload).toMatchObject({ errors: ['Epic not found'], issue: { epic: { iid: '1' } } });
    expect((await run('developer', ISSUE_SET_EPIC_MUTATION, { ...ref(fresh.iid), epicId: 'gid://gitlab/Epic/99999999999' })).payload).toMatchObject({ errors: ['Epic not found'] });
    expect((await run('developer', ISSUE_SET_EPIC_MUTATION, { ...ref(fresh.iid), epicId: null })).payload).toMatchObject({ issue: { hasEpic: false, epic: null }, errors: [] });
    expect(await notes(fresh.id)).toEqual([`iteration: changed iteration to *iteration:${sprint}`, 'iteration: removed iteration', 'epic: added to epic &1', 'epic: removed from epic &1']);
  });
});

describe('dueDateFromTime', () => {
  it.each([
    ['2026-12-31', '2026-12-31'],
    ['2026-12-31T23:00:00-05:00', '2026-12-31'],
    ['2026-12-31 10:00', '2026-12-31'],
    ['2026-13-01', null],
    ['31/12/2026', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(dueDateFromTime(input)).toBe(expected);
  });
});
