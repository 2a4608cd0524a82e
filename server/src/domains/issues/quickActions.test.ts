import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, PUBLIC_PROJECT, type IssueFixtures } from '../../test/issueFixtures.ts';
import { awardEmoji } from '../awards/tables.ts';
import { labels } from '../labels/tables.ts';
import { timelogs } from '../time-tracking/tables.ts';
import { parseDueDate, parseLabelArgs, parseUserArgs } from './quickActions.ts';
import { notes } from '../notes/tables.ts';

let f: IssueFixtures;
const labelId: Record<string, number> = {};
beforeAll(async () => {
  f = await issueFixtures();
  for (const row of await f.t.database.db.select().from(labels)) if (row.groupId === 1 || row.projectId === 1) labelId[row.title] = row.id;
});
afterAll(async () => {
  await f.t.close();
});

const post = (who: string, issueId: number, note: string) => f.call(who, 'POST', `${PUBLIC_PROJECT}/notes?target_type=issue&target_id=${issueId}`, { note: { note } });
const page = async (path: string) => (await f.call('root', 'GET', `${path}.json`)).json<Record<string, unknown> & { labels: { title: string }[]; assignees: { username: string }[] }>();
const comments = async (issueId: number) =>
  (await f.t.database.db.select().from(notes).where(and(eq(notes.noteableType, 'Issue'), eq(notes.noteableId, issueId), eq(notes.system, false)))).map((n) => n.note);

describe('argument parsing', () => {
  it('reads labels, users and due dates', () => {
    expect(parseLabelArgs('~bug ~"priority::high" ~"two words" plain')).toEqual(['bug', 'priority::high', 'two words', 'plain']);
    expect(parseUserArgs('@alice @bob.smith me')).toEqual(['alice', 'bob.smith', 'me']);
    const today = new Date('2026-11-22T10:00:00Z'); // a Sunday
    expect(parseDueDate('2026-12-31', today)).toBe('2026-12-31');
    expect(parseDueDate('2026-02-30', today)).toBeUndefined();
    expect(parseDueDate('tomorrow', today)).toBe('2026-11-23');
    expect(parseDueDate('in 2 weeks', today)).toBe('2026-12-06');
    expect(parseDueDate('friday', today)).toBe('2026-11-27');
    expect(parseDueDate('someday', today)).toBeUndefined();
  });
});

describe('quick actions on notes', () => {
  it('/label and /unlabel (scoped labels exclusive), commands only: no comment', async () => {
    const fresh = await f.freshIssue('developer');
    let response = await post('reporter', fresh.id, '/label ~bug ~"priority::high"');
    expect(response.json()).toMatchObject({
      valid: false,
      commands_changes: { add_label_ids: [labelId.bug, labelId['priority::high']] },
      command_names: ['label'],
      errors: { commands_only: ['Added ~bug ~"priority::high" labels.'] },
    });
    response = await post('reporter', fresh.id, 'Lower it.\n/label ~"priority::low"');
    expect(response.json()).toMatchObject({ note: 'Lower it.', command_names: ['label'] });
    expect((await page(fresh.path)).labels.map((l) => l.title)).toEqual(['bug', 'priority::low']);
    await post('reporter', fresh.id, '/unlabel ~bug');
    expect((await page(fresh.path)).labels.map((l) => l.title)).toEqual(['priority::low']);
    await post('reporter', fresh.id, '/unlabel');
    expect((await page(fresh.path)).labels).toEqual([]);
    expect(await comments(fresh.id)).toEqual(['Lower it.']);
    expect((await f.systemNotes(fresh.id)).map((n) => n.note)).toEqual([
      'added ~bug ~"priority::high" labels',
      'added ~"priority::low" label and removed ~"priority::high" label',
      'removed ~bug label',
      'removed ~"priority::low" label',
    ]);
  });

  it('/assign (me too), /unassign, /milestone, /remove_milestone, /due, /estimate, /spend, /award, /lock, /unlock', async () => {
    const fresh = await f.freshIssue('developer');
    const developer = await f.userId('developer');
    const reporter = await f.userId('reporter');
    let response = await post('reporter', fresh.id, '/assign @developer me\n/milestone %16.2\n/due 2026-12-31\n/estimate 1d 2h\n/spend 30m\n/award :thumbsup:\n/lock');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      command_names: ['assign', 'milestone', 'due', 'estimate', 'spend', 'award', 'lock'],
      commands_changes: {
        assignee_ids: [developer, reporter],
        milestone_id: expect.any(Number),
        due_date: '2026-12-31',
        time_estimate: 36000,
        spend_time: { duration: 1800, user_id: reporter, spent_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
        emoji_award: 'thumbsup',
        discussion_locked: true,
      },
    });
    expect(await page(fresh.path)).toMatchObject({
      assignees: [{ username: 'developer' }, { username: 'reporter' }],
      milestone: { title: '16.2' },
      due_date: '2026-12-31',
      time_estimate: 36000,
      human_time_estimate: '1d 2h',
      total_time_spent: 1800,
      discussion_locked: true,
      upvotes: 1,
    });
    response = await post('reporter', fresh.id, '/unassign @developer\n/remove_milestone\n/remove_due_date\n/spend -10m\n/award thumbsup\n/unlock');
    expect(response.json()).toMatchObject({ command_names: ['unassign', 'remove_milestone', 'remove_due_date', 'spend', 'award', 'unlock'], commands_changes: { assignee_ids: [reporter], milestone_id: null, due_date: null } });
    expect(await page(fresh.path)).toMatchObject({ assignees: [{ username: 'reporter' }], milestone: null, due_date: null, total_time_spent: 1200, discussion_locked: false, upvotes: 0 });
    const logs = await f.t.database.db.select().from(timelogs).where(eq(timelogs.issueId, fresh.id));
    expect(logs.map((l) => l.timeSpent).sort()).toEqual([-600, 1800]);
    expect(await f.t.database.db.select().from(awardEmoji).where(and(eq(awardEmoji.awardableType, 'Issue'), eq(awardEmoji.awardableId, fresh.id)))).toEqual([]);
    expect((await f.systemNotes(fresh.id)).map((n) => [n.note, n.icon])).toEqual([
      ['locked the discussion in this issue', 'lock'],
      ['assigned to @developer and @reporter', 'user'],
      ['changed milestone to %16.2', 'milestone'],
      ['changed due date to December 31, 2026', 'calendar'],
      ['changed time estimate to 1d 2h', 'timer'],
      ['added 30m of time spent', 'timer'],
      ['unlocked the discussion in this issue', 'lock-open'],
      ['unassigned @developer', 'user'],
      ['removed milestone %16.2', 'milestone'],
      ['removed due date', 'calendar'],
      ['subtracted 10m of time spent', 'timer'],
    ]);
  });

  it('/weight sets a whole-number weight and /clear_weight clears it (reporter+, not on incidents)', async () => {
    const fresh = await f.freshIssue('developer');
    let response = await post('reporter', fresh.id, '/weight 3');
    expect(response.json()).toMatchObject({ valid: false, command_names: ['weight'], commands_changes: { weight: 3 }, errors: { commands_only: ['Set weight to 3.'] } });
    expect(await page(fresh.path)).toMatchObject({ weight: 3 });
    response = await post('reporter', fresh.id, 'Too heavy.\n/weight -1\n/weight two');
    expect(response.json()).toMatchObject({ note: 'Too heavy.\n/weight -1\n/weight two', command_names: [] });
    expect((await post('guest', fresh.id, '/weight 5')).json()).toMatchObject({ note: '/weight 5', command_names: [] });
    response = await post('reporter', fresh.id, '/clear_weight');
    expect(response.json()).toMatchObject({ command_names: ['clear_weight'], commands_changes: { weight: null }, errors: { commands_only: ['Cleared weight.'] } });
    expect(await page(fresh.path)).toMatchObject({ weight: null });
    expect((await post('reporter', fresh.id, '/clear_weight')).json()).toMatchObject({ note: '/clear_weight', command_names: [] });
    expect((await f.systemNotes(fresh.id)).map((n) => [n.note, n.icon])).toEqual([
      ['changed weight to **3**', 'weight'],
      ['removed the weight', 'weight'],
    ]);
    const incident = await f.freshIssue('developer', { issueType: 'incident' });
    expect((await post('maintainer', incident.id, '/weight 2')).json()).toMatchObject({ note: '/weight 2', command_names: [] });
  });

  it('runs quick actions in a new issue\'s description: effects applied with system notes, commands removed', async () => {
    const response = await f.api('POST', '/projects/1/issues', 'reporter', { title: 'Broken', description: '## Summary\n\nIt breaks.\n\n/label ~bug\n/weight 2\n/todo\n/due 2026-12-31' });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: number; iid: number; description: string; labels: string[]; weight: number; due_date: string }>();
    expect(created).toMatchObject({ description: '## Summary\n\nIt breaks.\n\n/todo', labels: ['bug'], weight: 2, due_date: '2026-12-31' });
    expect((await f.systemNotes(created.id)).map((n) => n.note)).toEqual(expect.arrayContaining(['added ~bug label', 'changed weight to **2**']));
    // Below reporter the commands stay as written.
    const guest = (await f.api('POST', '/projects/1/issues', 'guest', { title: 'Mine', description: '/label ~bug' })).json<{ description: string; labels: string[] }>();
    expect(guest).toMatchObject({ description: '/label ~bug', labels: [] });
  });

  it('runs quick actions in an edited description (web and REST): effects applied with system notes, commands removed', async () => {
    const fresh = await f.freshIssue('developer');
    const web = await f.call('reporter', 'PUT', `${fresh.path}.json`, { issue: { description: 'Steps\n\n/label ~bug\n/weight 3\n/unknown' } });
    expect(web.statusCode, web.body).toBe(200);
    expect(await page(fresh.path)).toMatchObject({ description: 'Steps\n\n/unknown', weight: 3, labels: [expect.objectContaining({ title: 'bug' })] });
    const rest = await f.api('PUT', `/projects/1/issues/${fresh.iid}`, 'reporter', { description: 'Steps\n/clear_weight\n/close' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ description: 'Steps', weight: null, state: 'closed' });
    expect((await f.systemNotes(fresh.id)).map((n) => n.note)).toEqual(expect.arrayContaining(['added ~bug label', 'changed weight to **3**', 'removed the weight', 'closed']));
    // Below reporter the commands stay as written (the author may still edit the description).
    const own = await f.freshIssue('guest');
    const guest = await f.call('guest', 'PUT', `${own.path}.json`, { issue: { description: '/label ~bug' } });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(await page(own.path)).toMatchObject({ description: '/label ~bug', labels: [] });
  });

  it('leaves commands as text for users below reporter, except /award', async () => {
    const fresh = await f.freshIssue('developer');
    const response = await post('guest', fresh.id, '/label ~bug\n/assign me\n/estimate 1h\n/spend 1h\n/due tomorrow\n/award :tada:');
    expect(response.json()).toMatchObject({ valid: true, note: '/label ~bug\n/assign me\n/estimate 1h\n/spend 1h\n/due tomorrow', command_names: ['award'], commands_changes: { emoji_award: 'tada' } });
    expect(await page(fresh.path)).toMatchObject({ labels: [], assignees: [], time_estimate: 0, due_date: null });
  });

  it('ignores unknown labels, users and milestones, and bad durations stay as text', async () => {
    const fresh = await f.freshIssue('developer');
    const response = await post('maintainer', fresh.id, '/label ~nope\n/assign @nobody\n/milestone %never\n/estimate soon');
    expect(response.json()).toMatchObject({ note: '/estimate soon', command_names: ['label', 'assign', 'milestone'] });
    expect(await page(fresh.path)).toMatchObject({ labels: [], assignees: [], milestone: null });
    expect(await f.systemNotes(fresh.id)).toEqual([]);
  });

  it('applies through REST notes too (202 for commands only)', async () => {
    const fresh = await f.freshIssue('developer');
    const response = await f.api('POST', `/projects/1/issues/${fresh.iid}/notes`, 'maintainer', { body: '/label ~feature' });
    expect(response.statusCode).toBe(202);
    expect((await page(fresh.path)).labels.map((l) => l.title)).toEqual(['feature']);
  });

  it('/promote through a REST note: the issue becomes an epic of its group and closes; not offered again, on incidents or below reporter', async () => {
    const fresh = await f.freshIssue('developer');
    const response = await f.api('POST', `/projects/1/issues/${fresh.iid}/notes`, 'maintainer', { body: '/promote' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ commands_changes: { promote_to_epic: true }, summary: ['Promoted issue to an epic.'] });
    const promoted = await page(fresh.path);
    expect(promoted).toMatchObject({ state: 'closed' });
    expect(String(promoted.promoted_to_epic_url)).toMatch(/\/groups\/gitlab-org\/-\/epics\/\d+$/);
    expect((await f.systemNotes(fresh.id)).map((n) => n.note)).toEqual([expect.stringMatching(/^promoted to epic &\d+$/), 'closed']);
    // Promoted once: the command is no longer offered and stays as text.
    const again = await f.api('POST', `/projects/1/issues/${fresh.iid}/notes`, 'maintainer', { body: '/promote' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ body: '/promote' });
    // Incidents are never promoted; below reporter the command stays as text.
    const incident = await f.freshIssue('developer', { issueType: 'incident' });
    expect((await f.api('POST', `/projects/1/issues/${incident.iid}/notes`, 'maintainer', { body: '/promote' })).json()).toMatchObject({ body: '/promote' });
    const other = await f.freshIssue('developer');
    expect((await f.api('POST', `/projects/1/issues/${other.iid}/notes`, 'guest', { body: '/promote' })).json()).toMatchObject({ body: '/promote' });
    expect(await page(other.path)).toMatchObject({ state: 'opened', promoted_to_epic_url: null });
  });
});
