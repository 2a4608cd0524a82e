import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { awardEmoji } from '../awards/tables.ts';
import { descriptionVersions } from '../description-versions/tables.ts';
import { epicFixtures } from '../epics/fixtures.testing.ts';
import { epicLabels } from '../epics/tables.ts';
import { issueLinks } from '../issue-links/tables.ts';
import { issueLabels } from '../issues/tables.ts';
import { deletedNotes, notes } from '../notes/tables.ts';
import { subscriptions } from '../notifications/tables.ts';
import { timelogs } from '../time-tracking/tables.ts';
import { todos } from '../todos/tables.ts';

// Deleting an issuable removes every row that points at it, for every kind alike (issuables/destroy.ts):
// the drift was an issue's subscriptions surviving its deletion.

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
});
afterAll(async () => {
  await f.t.close();
});

/** Comments (one awarded), an award, a subscription and a description change on the issuable, through its routes. */
async function giveItHistory(path: string, update: (body: Record<string, unknown>) => Record<string, unknown>, createNotePath: string) {
  const note = await f.call('developer', 'POST', createNotePath, { note: { note: 'A comment to award' } });
  expect(note.statusCode, note.body).toBe(200);
  const noteId = note.json<{ id: number }>().id;
  expect((await f.call('developer', 'POST', `${path}/toggle_subscription`, {})).statusCode).toBe(200);
  expect((await f.call('reporter', 'PUT', `${path}.json`, update({ description: 'Changed body' }))).statusCode).toBe(200);
  return { noteId };
}

async function remaining(kind: 'Issue' | 'Epic', id: number, noteIds: number[]) {
  const db = f.t.database.db;
  const [awards, subs, noteRows, todoRows] = await Promise.all([
    db
      .select()
      .from(awardEmoji)
      .where(or(and(eq(awardEmoji.awardableType, kind), eq(awardEmoji.awardableId, id)), ...noteIds.map((noteId) => and(eq(awardEmoji.awardableType, 'Note'), eq(awardEmoji.awardableId, noteId))))),
    db.select().from(subscriptions).where(and(eq(subscriptions.subscribableType, kind), eq(subscriptions.subscribableId, id))),
    db.select().from(notes).where(and(eq(notes.noteableType, kind), eq(notes.noteableId, id))),
    db.select().from(todos).where(and(eq(todos.targetType, kind), eq(todos.targetId, id))),
  ]);
  return { awards: awards.length, subscriptions: subs.length, notes: noteRows.length, todos: todoRows.length };
}

describe('destroying an issuable', () => {
  it('an issue takes its notes, awards, subscriptions, to-dos, links, labels, versions and time logs with it', async () => {
    const db = f.t.database.db;
    const issue = await f.freshIssue('developer');
    const other = await f.freshIssue('developer');
    const { noteId } = await giveItHistory(issue.path, (body) => ({ issue: body }), `/gitlab-org/gitlab/notes?target_id=${issue.id}&target_type=issue`);
    expect((await f.call('developer', 'POST', `/gitlab-org/gitlab/notes/${noteId}/toggle_award_emoji`, { name: 'thumbsup' })).statusCode).toBe(200);
    expect((await f.call('developer', 'POST', `${issue.path}/toggle_award_emoji`, { name: 'rocket' })).statusCode).toBe(200);
    const spend = await f.call('reporter', 'POST', `/gitlab-org/gitlab/notes?target_id=${issue.id}&target_type=issue`, { note: { note: '/spend 1h\n/label ~bug' } });
    expect(spend.statusCode, spend.body).toBe(200);
    await db.insert(issueLinks).values({ sourceId: other.id, targetId: issue.id });
    expect((await f.api('POST', `/projects/1/issues/${issue.iid}/todo`, 'maintainer')).statusCode).toBe(201);
    const mention = await f.call('reporter', 'POST', `/gitlab-org/gitlab/notes?target_id=${issue.id}&target_type=issue`, { note: { note: '@guest have a look' } });
    expect(mention.statusCode, mention.body).toBe(200);
    const before = await remaining('Issue', issue.id, [noteId]);
    expect(before).toMatchObject({ awards: 2, subscriptions: 1, todos: 2 });
    expect(before.notes).toBeGreaterThan(1);
    expect(await db.select().from(timelogs).where(eq(timelogs.issueId, issue.id))).toHaveLength(1);
    expect(await db.select().from(issueLabels).where(eq(issueLabels.issueId, issue.id))).toHaveLength(1);

    const destroyed = await f.call('owner', 'DELETE', `${issue.path}.json?destroy_confirm=true`);
    expect(destroyed.statusCode, destroyed.body).toBe(200);
    expect(await remaining('Issue', issue.id, [noteId])).toEqual({ awards: 0, subscriptions: 0, notes: 0, todos: 0 });
    expect(await db.select().from(issueLinks).where(or(eq(issueLinks.sourceId, issue.id), eq(issueLinks.targetId, issue.id)))).toEqual([]);
    expect(await db.select().from(descriptionVersions).where(eq(descriptionVersions.issueId, issue.id))).toEqual([]);
    expect(await db.select().from(timelogs).where(eq(timelogs.issueId, issue.id))).toEqual([]);
    expect(await db.select().from(issueLabels).where(eq(issueLabels.issueId, issue.id))).toEqual([]);
    // Every deleted note left a tombstone, so pollers learn it is gone.
    expect((await db.select().from(deletedNotes).where(and(eq(deletedNotes.noteableType, 'Issue'), eq(deletedNotes.noteableId, issue.id)))).length).toBe(before.notes);
  });

  it('an epic takes the same with it: notes, awards, subscriptions, to-dos, labels and versions', async () => {
    const db = f.t.database.db;
    const epic = await e.freshEpic('developer');
    const { noteId } = await giveItHistory(epic.path, (body) => ({ epic: body }), `${epic.path}/notes`);
    expect((await f.call('developer', 'POST', `${epic.path}/notes/${noteId}/toggle_award_emoji`, { name: 'thumbsup' })).statusCode).toBe(200);
    expect((await f.call('developer', 'POST', `${epic.path}/toggle_award_emoji`, { name: 'rocket' })).statusCode).toBe(200);
    const labelled = await f.call('reporter', 'POST', `${epic.path}/notes`, { note: { note: '/label ~bug' } });
    expect(labelled.statusCode, labelled.body).toBe(200);
    expect((await f.api('POST', `/groups/gitlab-org/epics/${epic.iid}/todo`, 'maintainer')).statusCode).toBe(201);
    const before = await remaining('Epic', epic.id, [noteId]);
    expect(before).toMatchObject({ awards: 2, subscriptions: 1, todos: 1 });
    expect(await db.select().from(epicLabels).where(eq(epicLabels.epicId, epic.id))).toHaveLength(1);

    const destroyed = await f.call('owner', 'DELETE', `${epic.path}.json?destroy_confirm=true`);
    expect(destroyed.statusCode, destroyed.body).toBe(200);
    expect(await remaining('Epic', epic.id, [noteId])).toEqual({ awards: 0, subscriptions: 0, notes: 0, todos: 0 });
    expect(await db.select().from(descriptionVersions).where(eq(descriptionVersions.epicId, epic.id))).toEqual([]);
    expect(await db.select().from(epicLabels).where(eq(epicLabels.epicId, epic.id))).toEqual([]);
    expect((await db.select().from(deletedNotes).where(and(eq(deletedNotes.noteableType, 'Epic'), eq(deletedNotes.noteableId, epic.id)))).length).toBe(before.notes);
  });
});
