import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { awardEmoji } from '../awards/tables.ts';
import type { GroupRow } from '../groups/tables.ts';
import { groupAndAncestorIds } from '../labels/queries.ts';
import { labels, type LabelRow } from '../labels/tables.ts';
import { notes } from '../notes/tables.ts';
import { subscriptions } from '../notifications/tables.ts';
import { users, type UserRow } from '../users/tables.ts';
import { epicLabels, epics, type EpicRow } from './tables.ts';

export async function findEpicByIid(db: Db, groupId: number, iid: number): Promise<EpicRow | undefined> {
  if (!Number.isSafeInteger(iid) || iid <= 0 || iid > 2_147_483_647) return undefined;
  const [row] = await db
    .select()
    .from(epics)
    .where(and(eq(epics.groupId, groupId), eq(epics.iid, iid)));
  return row;
}

/** The epic's labels, by title. */
export async function labelsOfEpic(db: Db, epicId: number): Promise<LabelRow[]> {
  const rows = await db
    .select({ label: labels })
    .from(epicLabels)
    .innerJoin(labels, eq(labels.id, epicLabels.labelId))
    .where(eq(epicLabels.epicId, epicId))
    .orderBy(asc(labels.title), asc(labels.id));
  return rows.map((row) => row.label);
}

/** Labels an epic may carry: those of its group and the group's ancestors (epics have no project labels). */
export async function availableEpicLabels(db: Db, group: GroupRow): Promise<LabelRow[]> {
  const groupIds = await groupAndAncestorIds(db, group);
  return db.select().from(labels).where(inArray(labels.groupId, groupIds)).orderBy(asc(labels.title), asc(labels.id));
}

/**
 * Participants as GitLab's Participable lists them for the page: the author, then everyone who
 * commented (internal notes only count for readers of internal notes), in order of first appearance.
 */
export async function epicParticipants(db: Db, epic: EpicRow, includeInternal: boolean): Promise<UserRow[]> {
  const commenters = await db
    .select({ userId: notes.authorId, first: sql<number>`min(${notes.id})`.as('first') })
    .from(notes)
    .where(and(eq(notes.noteableType, 'Epic'), eq(notes.noteableId, epic.id), eq(notes.system, false), includeInternal ? undefined : eq(notes.internal, false)))
    .groupBy(notes.authorId)
    .orderBy(sql`first`);
  const ids = [epic.authorId, ...commenters.map((row) => row.userId).filter((id) => id !== epic.authorId)];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((user): user is UserRow => user !== undefined && user.state === 'active');
}

/** Issuable#subscribed? for an epic: an explicit choice wins; otherwise the author and commenters are. */
export async function isSubscribedToEpic(db: Db, userId: number | null, epic: EpicRow): Promise<boolean> {
  if (userId === null) return false;
  const [explicit] = await db
    .select({ subscribed: subscriptions.subscribed })
    .from(subscriptions)
    .where(and(eq(subscriptions.subscribableType, 'Epic'), eq(subscriptions.subscribableId, epic.id), eq(subscriptions.userId, userId)));
  if (explicit) return explicit.subscribed;
  if (epic.authorId === userId) return true;
  const [commented] = await db
    .select({ id: notes.id })
    .from(notes)
    .where(and(eq(notes.noteableType, 'Epic'), eq(notes.noteableId, epic.id), eq(notes.authorId, userId), eq(notes.system, false)))
    .limit(1);
  return commented !== undefined;
}

export async function setEpicSubscription(db: Db, userId: number, epic: EpicRow, subscribed: boolean): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, subscribableType: 'Epic', subscribableId: epic.id, projectId: null, subscribed })
    .onConflictDoUpdate({ target: [subscriptions.subscribableType, subscriptions.subscribableId, subscriptions.userId], set: { subscribed, updatedAt: new Date() } });
}

/** Thumbs up and down on the epic (`upvotes`, `downvotes`). */
export async function epicVotes(db: Db, epicId: number): Promise<{ upvotes: number; downvotes: number }> {
  const rows = await db
    .select({ name: awardEmoji.name, n: sql<number>`count(*)`.mapWith(Number) })
    .from(awardEmoji)
    .where(and(eq(awardEmoji.awardableType, 'Epic'), eq(awardEmoji.awardableId, epicId), inArray(awardEmoji.name, ['thumbsup', '+1', 'thumbsdown', '-1'])))
    .groupBy(awardEmoji.name);
  const count = (names: string[]) => rows.filter((row) => names.includes(row.name)).reduce((sum, row) => sum + row.n, 0);
  return { upvotes: count(['thumbsup', '+1']), downvotes: count(['thumbsdown', '-1']) };
}

/** Non-system notes on the epic the reader can see (`user_notes_count`). */
export async function epicUserNotesCount(db: Db, epicId: number, includeInternal: boolean): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notes)
    .where(and(eq(notes.noteableType, 'Epic'), eq(notes.noteableId, epicId), eq(notes.system, false), includeInternal ? undefined : eq(notes.internal, false)));
  return row?.n ?? 0;
}
