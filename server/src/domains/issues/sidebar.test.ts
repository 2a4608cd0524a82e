import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, PUBLIC_PROJECT, type IssueFixtures } from '../../test/issueFixtures.ts';
import { descriptionVersions } from '../description-versions/tables.ts';
import { labels } from '../labels/tables.ts';
import { milestones } from '../milestones/tables.ts';
import { epics } from '../epics/tables.ts';
import { iterations } from '../milestones/tables.ts';
import { systemNoteMetadata } from '../notes/tables.ts';
import { issues } from './tables.ts';

let f: IssueFixtures;
const ids: Record<string, number> = {};
beforeAll(async () => {
  f = await issueFixtures();
  const db = f.t.database.db;
  for (const row of await db.select().from(labels)) if (row.groupId === 1 || row.projectId === 1) ids[`~${row.title}`] = row.id;
  for (const row of await db.select().from(milestones)) ids[`%${row.title}`] = row.id;
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

type Page = {
  lock_version: number;
  labels: { title: string }[];
  assignees: { username: string }[];
  milestone: { title: string } | null;
  [key: string]: unknown;
};

const put = (who: string, path: string, issue: Record<string, unknown>) => f.call(who, 'PUT', `${path}.json`, { issue });
const page = async (who: string, path: string) => (await f.call(who, 'GET', `${path}.json`)).json<Page>();

describe('issue page JSON: sidebar fields', () => {
  it('shows labels, assignees, milestone, iteration, epic and time tracking of a seeded issue', async () => {
    const json = await page('anonymous', `${PUBLIC_PROJECT}/-/issues/1`);
    expect(json.labels.map((l) => l.title)).toEqual(['bug', 'frontend', 'priority::high']);
    expect(json.labels[0]).toMatchObject({ color: '#dc143c', text_color: '#FFFFFF', description: 'Something is broken' });
    expect(json.assignees.map((u) => u.username)).toEqual(['maintainer', 'developer']);
    expect(json).toMatchObject({
      milestone: { title: '16.2', started: true, expired: false, start_date: expect.any(String), due_date: expect.any(String) },
      iteration: { title: 'Sprint 12' },
      has_epic: true,
      epic: { iid: 1, title: 'Issue page redesign', url: '/groups/gitlab-org/-/epics/1', reference: 'gitlab-org&1' },
      time_estimate: 10800,
      human_time_estimate: '3h',
      total_time_spent: 5400,
      human_total_time_spent: '1h 30m',
      subscribed: false,
      blocked: false,
      labels_path: '/gitlab-org/gitlab/-/labels.json?include_ancestor_groups=true',
    });
  });

  it('lists open readable blockers and hides epics the viewer cannot read', async () => {
    const blocked = await page('owner', '/acme-corp/website/-/issues/8');
    expect(blocked).toMatchObject({ blocked: true, blocked_by_issues: [{ iid: 2, reference: '#2', web_url: 'http://localhost:8080/acme-corp/website/-/issues/2' }] });
    expect((await page('owner', '/acme-corp/website/-/issues/6')).promoted_to_epic_url).toBe('http://localhost:8080/groups/acme-corp/-/epics/2');
    await f.t.database.exec(`UPDATE groups SET visibility = 'private' WHERE full_path = 'acme-corp'`);
    const fresh = await f.freshIssue('developer');
    await f.t.database.db.update(issues).set({ epicId: id('&2/1') }).where(eq(issues.id, fresh.id));
    expect(await page('developer', fresh.path)).toMatchObject({ has_epic: true, epic: null });
    await f.t.database.exec(`UPDATE groups SET visibility = 'public' WHERE full_path = 'acme-corp'`);
  });
});

describe('PUT issue: labels', () => {
  it('adds and removes labels, keeps scoped labels exclusive and writes system notes', async () => {
    const fresh = await f.freshIssue('developer');
    let response = await put('reporter', fresh.path, { label_ids: [id('~bug'), id('~priority::high')] });
    expect(response.statusCode).toBe(200);
    expect(response.json<Page>().labels.map((l) => l.title)).toEqual(['bug', 'priority::high']);
    response = await put('reporter', fresh.path, { add_label_ids: [id('~priority::low'), id('~frontend')], remove_label_ids: [id('~bug')] });
    expect(response.json<Page>().labels.map((l) => l.title)).toEqual(['frontend', 'priority::low']);
    // Two labels of one scope at once: the last one wins.
    response = await put('reporter', fresh.path, { label_ids: [id('~workflow::in dev'), id('~workflow::in review')] });
    expect(response.json<Page>().labels.map((l) => l.title)).toEqual(['workflow::in review']);
    expect(await f.systemNotes(fresh.id)).toEqual([
      { note: 'added ~bug ~"priority::high" labels', icon: 'label' },
      { note: 'added ~"priority::low" ~frontend labels and removed ~bug ~"priority::high" labels', icon: 'label' },
      { note: 'added ~"workflow::in review" label and removed ~frontend ~"priority::low" labels', icon: 'label' },
    ]);
  });

  it('ignores labels the project cannot use', async () => {
    const fresh = await f.freshIssue('developer');
    const acmeBug = (await f.t.database.db.select().from(labels)).find((l) => l.groupId !== 1 && l.title === 'bug');
    const response = await put('reporter', fresh.path, { label_ids: [acmeBug?.id ?? 0, 999999] });
    expect(response.statusCode).toBe(200);
    expect(response.json<Page>().labels).toEqual([]);
    expect(await f.systemNotes(fresh.id)).toEqual([]);
  });
});

describe('PUT issue: assignees, milestone and the other sidebar fields', () => {
  it('assigns people who can read the issue and records who changed', async () => {
    const fresh = await f.freshIssue('developer');
    const [developer, guest, outsider] = [await f.userId('developer'), await f.userId('guest'), await f.userId('outsider')];
    let response = await put('reporter', fresh.path, { assignee_ids: [developer, guest] });
    expect(response.json<Page>().assignees.map((u) => u.username)).toEqual(['developer', 'guest']);
    response = await put('reporter', fresh.path, { assignee_ids: [guest, outsider] });
    expect(response.json<Page>().assignees.map((u) => u.username)).toEqual(['guest', 'outsider']);
    response = await put('reporter', fresh.path, { assignee_ids: [] });
    expect(response.json<Page>().assignees).toEqual([]);
    expect((await f.systemNotes(fresh.id)).map((n) => n.note)).toEqual([
      'assigned to @developer and @guest',
      'assigned to @outsider and unassigned @developer',
      'unassigned @guest and @outsider',
    ]);
    const secret = await f.freshIssue('developer', { confidential: true });
    response = await put('reporter', secret.path, { assignee_ids: [outsider, guest, developer] });
    expect(response.json<Page>().assignees.map((u) => u.username)).toEqual(['developer']);
  });

  it('sets milestone, weight, due date, health status, iteration and epic, and clears them', async () => {
    const fresh = await f.freshIssue('developer');
    let response = await put('maintainer', fresh.path, {
      milestone_id: id('%16.2'),
      weight: 5,
      due_date: '2026-12-31',
      health_status: 'at_risk',
      iteration_id: id('*Sprint 12'),
      epic_id: id('&1/1'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ milestone: { title: '16.2' }, weight: 5, due_date: '2026-12-31', health_status: 'at_risk', iteration: { title: 'Sprint 12' }, epic: { iid: 1 } });
    response = await put('maintainer', fresh.path, { milestone_id: null, weight: null, due_date: '', health_status: 0, iteration_id: 0, epic_id: null });
    expect(response.json()).toMatchObject({ milestone: null, weight: null, due_date: null, health_status: null, iteration: null, epic: null, has_epic: false });
    expect(await f.systemNotes(fresh.id)).toEqual([
      { note: 'changed milestone to %16.2', icon: 'milestone' },
      { note: `changed iteration to *iteration:${id('*Sprint 12')}`, icon: 'iteration' },
      { note: 'added to epic &1', icon: 'epic' },
      { note: 'changed weight to **5**', icon: 'weight' },
      { note: 'changed due date to December 31, 2026', icon: 'calendar' },
      { note: 'changed health status to **at risk**', icon: 'status-health' },
      { note: 'removed milestone %16.2', icon: 'milestone' },
      { note: 'removed iteration', icon: 'iteration' },
      { note: 'removed from epic &1', icon: 'epic' },
      { note: 'removed the weight', icon: 'weight' },
      { note: 'removed due date', icon: 'calendar' },
      { note: 'removed health status', icon: 'status-health' },
    ]);
  });

  it('renders the iteration of a "changed iteration" note by its title, linked to the iteration', async () => {
    const fresh = await f.freshIssue('developer');
    expect((await put('maintainer', fresh.path, { iteration_id: id('*Sprint 12') })).statusCode).toBe(200);
    const discussions = (await f.call('developer', 'GET', `${fresh.path}/discussions.json`)).json<{ notes: { note: string; note_html: string }[] }[]>();
    const note = discussions.flatMap((d) => d.notes).find((n) => n.note.startsWith('changed iteration'));
    expect(note?.note_html).toContain(`href="/groups/gitlab-org/-/iterations/${id('*Sprint 12')}"`);
    expect(note?.note_html).toContain('data-reference-type="iteration"');
    expect(note?.note_html).toMatch(/>Sprint 12<\/a>/);
  });

  it('rejects bad input with 400 and writes nothing', async () => {
    const fresh = await f.freshIssue('developer');
    for (const issue of [{ weight: -1 }, { due_date: '2026-02-30' }, { health_status: 'great' }, { label_ids: 'a,b' }]) {
      const response = await put('maintainer', fresh.path, issue);
      expect(response.statusCode, JSON.stringify(issue)).toBe(400);
    }
    const epicElsewhere = await put('maintainer', fresh.path, { epic_id: id('&2/1'), weight: 1 });
    expect(epicElsewhere.statusCode).toBe(422);
    expect(epicElsewhere.json()).toEqual({ errors: ['Epic not found'] });
    expect((await page('maintainer', fresh.path)).weight).toBeNull();
    expect(await f.systemNotes(fresh.id)).toEqual([]);
  });

  it('keeps lock_version semantics: a stale version is a 409 and changes nothing', async () => {
    const fresh = await f.freshIssue('developer');
    const first = await put('reporter', fresh.path, { add_label_ids: [id('~bug')], lock_version: 0 });
    expect(first.json<Page>().lock_version).toBe(1);
    const stale = await put('reporter', fresh.path, { add_label_ids: [id('~feature')], lock_version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await page('reporter', fresh.path)).labels.map((l) => l.title)).toEqual(['bug']);
  });

  it('drops sidebar changes from users below reporter (the author keeps editing the title)', async () => {
    const mine = await f.freshIssue('guest');
    const response = await put('guest', mine.path, { title: 'Renamed by guest', label_ids: [id('~bug')], weight: 3, assignee_ids: [await f.userId('guest')] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Renamed by guest', labels: [], weight: null, assignees: [] });
    const other = await f.freshIssue('developer');
    expect((await put('guest', other.path, { label_ids: [id('~bug')] })).statusCode).toBe(404);
    expect((await put('outsider', other.path, { label_ids: [id('~bug')] })).statusCode).toBe(404);
    expect((await put('anonymousSession', other.path, { label_ids: [id('~bug')] })).statusCode).toBe(401);
  });
});

describe('description versions', () => {
  it('saves every version and merges consecutive changes by one user within 10 minutes into one note', async () => {
    const fresh = await f.freshIssue('developer');
    await put('developer', fresh.path, { description: 'one' });
    await put('developer', fresh.path, { description: 'two' });
    await put('maintainer', fresh.path, { description: 'three' });
    const db = f.t.database.db;
    const versions = await db.select().from(descriptionVersions).where(eq(descriptionVersions.issueId, fresh.id)).orderBy(descriptionVersions.id);
    // The original description is kept as the baseline of the first change.
    expect(versions.map((v) => v.description)).toEqual(['Body', 'one', 'two', 'three']);
    expect((await f.systemNotes(fresh.id)).map((n) => n.note)).toEqual([expect.stringMatching(/^changed the description 2 times within [01] minutes?$/), 'changed the description']);
    const meta = await db.select().from(systemNoteMetadata).where(eq(systemNoteMetadata.action, 'description'));
    const latest = meta.filter((m) => versions.some((v) => v.id === m.descriptionVersionId)).map((m) => m.descriptionVersionId);
    expect(latest).toEqual([versions[2]?.id, versions[3]?.id]);
  });
});

describe('REST v4 issue: sidebar fields and updates', () => {
  it("answers GitLab's field names", async () => {
    const response = await f.api('GET', '/projects/1/issues/1', 'developer');
    expect(response.json()).toMatchObject({
      labels: ['bug', 'frontend', 'priority::high'],
      milestone: { title: '16.2', iid: 1, group_id: 1 },
      assignees: [{ username: 'maintainer' }, { username: 'developer' }],
      assignee: { username: 'maintainer' },
      epic_iid: 1,
      epic: { iid: 1, title: 'Issue page redesign', group_id: 1 },
      iteration: { title: 'Sprint 12' },
      subscribed: true,
      blocking_issues_count: 0,
      time_stats: { time_estimate: 10800, total_time_spent: 5400, human_time_estimate: '3h', human_total_time_spent: '1h 30m' },
      task_completion_status: { count: 0, completed_count: 0 },
      _links: { self: 'http://localhost:8080/api/v4/projects/1/issues/1' },
    });
    const list = (await f.api('GET', '/projects/1/issues?per_page=100', 'anonymous')).json<{ iid: number; labels: string[]; subscribed?: boolean }[]>();
    expect(list.find((i) => i.iid === 2)?.labels).toEqual(['feature', 'workflow::in dev']);
    expect(list.every((i) => i.subscribed === undefined)).toBe(true);
  });

  it('updates labels by name and id, assignees and milestone; 403 below reporter for others’ issues', async () => {
    const fresh = await f.freshIssue('developer');
    let response = await f.api('PUT', `/projects/1/issues/${fresh.iid}`, 'reporter', { labels: 'bug,priority::low', milestone_id: id('%16.1'), assignee_ids: [await f.userId('reporter')] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ labels: ['bug', 'priority::low'], milestone: { title: '16.1' }, assignees: [{ username: 'reporter' }] });
    response = await f.api('PUT', `/projects/1/issues/${fresh.iid}`, 'reporter', { add_labels: 'priority::high', remove_labels: 'bug', milestone_id: 0 });
    expect(response.json()).toMatchObject({ labels: ['priority::high'], milestone: null });
    expect((await f.api('PUT', `/projects/1/issues/${fresh.iid}`, 'guest', { labels: 'bug' })).statusCode).toBe(403);
    expect((await f.api('PUT', `/projects/1/issues/${fresh.iid}`, 'anonymous', { labels: 'bug' })).statusCode).toBe(401);
    expect((await f.api('PUT', `/projects/1/issues/${fresh.iid}`, 'reporter', { weight: -2 })).statusCode).toBe(400);
  });
});

describe('REST v4 create with sidebar fields', () => {
  it('sets labels, assignees, milestone and weight for reporters+; guests get a plain issue; a bad epic writes nothing', async () => {
    const reporter = await f.userId('reporter');
    const created = await f.api('POST', '/projects/1/issues', 'reporter', { title: 'With metadata', labels: 'bug,priority::low', assignee_ids: [reporter], milestone_id: id('%16.2'), weight: 2 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'With metadata', labels: ['bug', 'priority::low'], assignees: [{ username: 'reporter' }], milestone: { title: '16.2' }, weight: 2 });
    const plain = await f.api('POST', '/projects/1/issues', 'guest', { title: 'Guest issue', labels: 'bug', weight: 1 });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ labels: [], weight: null });
    const before = (await f.api('GET', '/projects/1/issues?per_page=100&scope=all', 'root')).json<unknown[]>().length;
    const badEpic = await f.api('POST', '/projects/1/issues', 'reporter', { title: 'Bad epic', epic_id: id('&2/1') });
    expect(badEpic.statusCode).toBe(400);
    expect(badEpic.json()).toEqual({ message: { epic: ['not found'] } });
    expect((await f.api('GET', '/projects/1/issues?per_page=100&scope=all', 'root')).json<unknown[]>().length).toBe(before);
    expect((await f.api('POST', '/projects/1/issues', 'reporter', { title: 'Bad weight', weight: -1 })).statusCode).toBe(400);
  });
});
