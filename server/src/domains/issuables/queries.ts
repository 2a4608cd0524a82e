import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { DOWNVOTE_NAMES, UPVOTE_NAMES } from '../awards/rules.ts';
import { awardEmoji } from '../awards/tables.ts';
import { notes } from '../notes/tables.ts';
import { subscriptions } from '../notifications/tables.ts';
import { users, type UserRow } from '../users/tables.ts';

/**
 * What every issuable shares, written once and parameterised by the kind: its polymorphic type name
 * (`Issue`, `Epic`: the owner of its notes, awards and subscriptions) and, for kinds with assignees,
 * the join table holding them (issues now, merge requests next).
 */

/** A kind's assignee join table (`issue_assignees`): which columns name the issuable, the user and the order. */
export interface AssigneeJoin {
  table: PgTable;
  issuableId: AnyPgColumn;
  userId: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** The row assigning a user (the table's insert shape). */
  row(issuableId: number, userId: number, createdAt: Date): Record<string, unknown>;
}

/** One issuable as the shared operations name it. */
export interface IssuableOwner {
  type: 'Issue' | 'Epic' | 'MergeRequest';
  id: number;
}

/** Each issuable's assignees, in the order they were assigned. */
export async function assigneesOf(db: Db, join: AssigneeJoin, ids: readonly number[]): Promise<Map<number, UserRow[]>> {
  const result = new Map<number, UserRow[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ issuableId: sql<number>`${join.issuableId}`.mapWith(Number), user: users })
    .from(join.table)
    .innerJoin(users, eq(users.id, join.userId))
    .where(inArray(join.issuableId, [...ids]))
    .orderBy(join.createdAt, users.id);
  for (const row of rows) result.set(row.issuableId, [...(result.get(row.issuableId) ?? []), row.user]);
  return result;
}

/** Replaces an issuable's assignees (in the update's transaction); `now` orders them as given. */
export async function replaceAssignees(tx: Db, join: AssigneeJoin, issuableId: number, userIds: readonly number[], now: Date): Promise<void> {
  await tx.delete(join.table).where(eq(join.issuableId, issuableId));
  if (userIds.length === 0) return;
  await tx.insert(join.table).values(userIds.map((userId, index) => join.row(issuableId, userId, new Date(now.getTime() + index))));
}

/** Whether the user is one of the issuable's assignees. */
export async function isAssignee(db: Db, join: AssigneeJoin, issuableId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: join.userId })
    .from(join.table)
    .where(and(eq(join.issuableId, issuableId), eq(join.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Issuable#subscribed?: an explicit choice wins; otherwise participants are subscribed: the author,
 * the assignees (kinds that have them) and commenters.
 */
export async function isSubscribed(db: Db, userId: number | null, issuable: IssuableOwner & { authorId: number }, assignees?: AssigneeJoin): Promise<boolean> {
  if (userId === null) return false;
  const [explicit] = await db
    .select({ subscribed: subscriptions.subscribed })
    .from(subscriptions)
    .where(and(eq(subscriptions.subscribableType, issuable.type), eq(subscriptions.subscribableId, issuable.id), eq(subscriptions.userId, userId)));
  if (explicit) return explicit.subscribed;
  if (issuable.authorId === userId) return true;
  const [assigned, commented] = await Promise.all([
    assignees ? isAssignee(db, assignees, issuable.id, userId) : false,
    db
      .select({ id: notes.id })
      .from(notes)
      .where(and(eq(notes.noteableType, issuable.type), eq(notes.noteableId, issuable.id), eq(notes.authorId, userId), eq(notes.system, false)))
      .limit(1),
  ]);
  return assigned || commented.length > 0;
}

/** Subscribes or unsubscribes (an explicit choice, kept over participation); `projectId` of project-level kinds. */
export async function setSubscription(db: Db, userId: number, issuable: IssuableOwner & { projectId: number | null }, subscribed: boolean): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, subscribableType: issuable.type, subscribableId: issuable.id, projectId: issuable.projectId, subscribed })
    .onConflictDoUpdate({ target: [subscriptions.subscribableType, subscriptions.subscribableId, subscriptions.userId], set: { subscribed, updatedAt: new Date() } });
}

export interface Votes {
  upvotes: number;
  downvotes: number;
}

/** Thumbs up and down per issuable (`upvotes`, `downvotes`); one query for many. */
export async function votesOf(db: Db, type: IssuableOwner['type'], ids: readonly number[]): Promise<Map<number, Votes>> {
  const result = new Map<number, Votes>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ id: awardEmoji.awardableId, name: awardEmoji.name, n: count() })
    .from(awardEmoji)
    .where(and(eq(awardEmoji.awardableType, type), inArray(awardEmoji.awardableId, [...ids]), inArray(awardEmoji.name, [...UPVOTE_NAMES, ...DOWNVOTE_NAMES])))
    .groupBy(awardEmoji.awardableId, awardEmoji.name);
  for (const row of rows) {
    const entry = result.get(row.id) ?? { upvotes: 0, downvotes: 0 };
    if (UPVOTE_NAMES.includes(row.name)) entry.upvotes += row.n;
    else entry.downvotes += row.n;
    result.set(row.id, entry);
  }
  return result;
}

/** Comments (not system notes; internal ones only when asked) per issuable: GitLab's `user_notes_count`. */
export async function userNotesCounts(db: Db, type: IssuableOwner['type'], ids: readonly number[], includeInternal: boolean): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: notes.noteableId, n: count() })
    .from(notes)
    .where(and(eq(notes.noteableType, type), inArray(notes.noteableId, [...ids]), eq(notes.system, false), includeInternal ? undefined : eq(notes.internal, false)))
    .groupBy(notes.noteableId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** One issuable's votes. */
export async function votesOfOne(db: Db, issuable: IssuableOwner): Promise<Votes> {
  return (await votesOf(db, issuable.type, [issuable.id])).get(issuable.id) ?? { upvotes: 0, downvotes: 0 };
}

/** One issuable's `user_notes_count`. */
export async function userNotesCount(db: Db, issuable: IssuableOwner, includeInternal: boolean): Promise<number> {
  return (await userNotesCounts(db, issuable.type, [issuable.id], includeInternal)).get(issuable.id) ?? 0;
}
