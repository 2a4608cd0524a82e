import type { Db } from '../../db/database.ts';
import { isSubscribed, setSubscription } from '../issuables/queries.ts';
import { ISSUE_ASSIGNEES } from '../issues/assignees.ts';
import type { IssueRow } from '../issues/tables.ts';

/**
 * Issuable#subscribed? for an issue (issuables/queries.ts): an explicit choice wins; otherwise
 * participants (the author, assignees and commenters) are subscribed.
 */
export function isSubscribedToIssue(db: Db, userId: number | null, issue: IssueRow): Promise<boolean> {
  return isSubscribed(db, userId, { type: 'Issue', id: issue.id, authorId: issue.authorId }, ISSUE_ASSIGNEES);
}

/** Subscribes or unsubscribes (an explicit choice, kept over participation). */
export function setIssueSubscription(db: Db, userId: number, issue: IssueRow, subscribed: boolean): Promise<void> {
  return setSubscription(db, userId, { type: 'Issue', id: issue.id, projectId: issue.projectId }, subscribed);
}
