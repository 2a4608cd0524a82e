import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { issueAssignees, type IssueRow } from '../issues/tables.ts';
import { notes } from '../notes/tables.ts';
import { subscriptions } from './tables.ts';

/**
 * Issuable#subscribed?: an explicit choice wins; otherwise participants (the author, assignees and
 * commenters) are subscribed.
 */
export async function isSubscribedToIssue(db: Db, userId: number | null, issue: IssueRow): Promise<boolean> {
  if (userId === null) return false;
  const [explicit] = await db
    .select({ subscribed: subscriptions.subscribed })
    .from(subscriptions)
    .where(and(eq(subscriptions.subscribableType, 'Issue'), eq(subscriptions.subscribableId, issue.id), eq(subscriptions.userId, userId)));
  if (explicit) return explicit.subscribed;
  if (issue.authorId === userId) return true;
  const [assigned, commented] = await Promise.all([
    db
      .select({ id: issueAssignees.userId })
      .from(issueAssignees)
      .where(and(eq(issueAssignees.issueId, issue.id), eq(issueAssignees.userId, userId)))
      .limit(1),
    db
      .select({ id: notes.id })
      .from(notes)
      .where(and(eq(notes.noteableType, 'Issue'), eq(notes.noteableId, issue.id), eq(notes.authorId, userId), eq(notes.system, false)))
      .limit(1),
  ]);
  return assigned.length > 0 || commented.length > 0;
}

/** Subscribes or unsubscribes (an explicit choice, kept over participation). */
export async function setIssueSubscription(db: Db, userId: number, issue: IssueRow, subscribed: boolean): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, subscribableType: 'Issue', subscribableId: issue.id, projectId: issue.projectId, subscribed })
    .onConflictDoUpdate({ target: [subscriptions.subscribableType, subscriptions.subscribableId, subscriptions.userId], set: { subscribed, updatedAt: new Date() } });
}
