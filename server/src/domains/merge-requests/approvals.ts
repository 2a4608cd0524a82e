import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { publishIssuableEvents } from '../issuables/events.ts';
import { userBasicJson } from '../users/serializers.ts';
import { users, type UserRow } from '../users/tables.ts';
import { mergeRequestRef, type MergeRequestContext } from './service.ts';
import { mergeRequestApprovals, mergeRequestReviewers, type MergeRequestRow } from './tables.ts';
import { mergeRequestIdentityJson } from './serializers.ts';

/**
 * Merge request approvals as GitLab Free has them (MergeRequests::ApprovalService and
 * RemoveApprovalService): no approval rules, so none are required; every member with developer access
 * (the author too) may approve once, and revoke their own approval. Approving marks the approver's
 * reviewer row `approved`, revoking puts it back to `unreviewed`; both tell the history
 * ("approved this merge request", "unapproved this merge request").
 */

export interface Approval {
  user: UserRow;
  createdAt: Date;
}

/** Approvals of merge requests, oldest first, by merge request id. */
export async function approvalsOfMrs(db: Db, ids: readonly number[]): Promise<Map<number, Approval[]>> {
  const result = new Map<number, Approval[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ mrId: mergeRequestApprovals.mergeRequestId, user: users, createdAt: mergeRequestApprovals.createdAt })
    .from(mergeRequestApprovals)
    .innerJoin(users, eq(users.id, mergeRequestApprovals.userId))
    .where(inArray(mergeRequestApprovals.mergeRequestId, [...ids]))
    .orderBy(asc(mergeRequestApprovals.createdAt), asc(mergeRequestApprovals.id));
  for (const row of rows) result.set(row.mrId, [...(result.get(row.mrId) ?? []), { user: row.user, createdAt: row.createdAt }]);
  return result;
}

export async function approvalsOf(db: Db, mrId: number): Promise<Approval[]> {
  return (await approvalsOfMrs(db, [mrId])).get(mrId) ?? [];
}

/** MergeRequest#eligible_for_approval_by?: may approve, has not yet, and the merge request is not merged. */
export function eligibleForApproval(ctx: MergeRequestContext, approvals: readonly Approval[], user: Pick<UserRow, 'id'> | null): boolean {
  if (!user || !ctx.abilities.approve || ctx.mr.state === 'merged') return false;
  return !approvals.some((a) => a.user.id === user.id);
}

async function setReviewerState(db: Db, mr: MergeRequestRow, userId: number, state: 'approved' | 'unreviewed'): Promise<void> {
  await db
    .update(mergeRequestReviewers)
    .set({ state })
    .where(and(eq(mergeRequestReviewers.mergeRequestId, mr.id), eq(mergeRequestReviewers.userId, userId)));
}

/** ApprovalService#execute: false when the user may not approve (already approved, merged, no access). */
export async function approveMergeRequest(db: Db, live: Live, user: UserRow, ctx: MergeRequestContext): Promise<boolean> {
  if (!eligibleForApproval(ctx, await approvalsOf(db, ctx.mr.id), user)) return false;
  const inserted = await db.insert(mergeRequestApprovals).values({ mergeRequestId: ctx.mr.id, userId: user.id }).onConflictDoNothing().returning({ id: mergeRequestApprovals.id });
  if (inserted.length === 0) return false;
  await setReviewerState(db, ctx.mr, user.id, 'approved');
  await publishIssuableEvents(
    { db, live },
    { type: 'touched', issuable: mergeRequestRef(ctx.mr), reason: 'approval', actor: user, activity: [{ body: 'approved this merge request', icon: 'approval', action: 'approved' }] },
  );
  return true;
}

/** RemoveApprovalService#execute: false when the user had not approved (or the merge request is merged). */
export async function unapproveMergeRequest(db: Db, live: Live, user: UserRow, ctx: MergeRequestContext): Promise<boolean> {
  if (ctx.mr.state === 'merged') return false;
  const removed = await db
    .delete(mergeRequestApprovals)
    .where(and(eq(mergeRequestApprovals.mergeRequestId, ctx.mr.id), eq(mergeRequestApprovals.userId, user.id)))
    .returning({ id: mergeRequestApprovals.id });
  if (removed.length === 0) return false;
  await setReviewerState(db, ctx.mr, user.id, 'unreviewed');
  await publishIssuableEvents(
    { db, live },
    { type: 'touched', issuable: mergeRequestRef(ctx.mr), reason: 'approval', actor: user, activity: [{ body: 'unapproved this merge request', icon: 'unapproval', action: 'unapproved' }] },
  );
  return true;
}

/**
 * REST `approvals` (and the approve / unapprove answers): GitLab's approval state entity, whose rule
 * fields say what GitLab Free has (no rules, none required).
 */
export function approvalsJson(base: string, ctx: MergeRequestContext, approvals: readonly Approval[], viewer: UserRow | null, mergeStatus: string) {
  const { mr } = ctx;
  return {
    ...mergeRequestIdentityJson(mr),
    merge_status: mergeStatus,
    // MergeRequest#approved? in GitLab Free: someone approved.
    approved: approvals.length > 0,
    approvals_required: APPROVALS_REQUIRED,
    approvals_left: approvalsLeft(approvals),
    require_password_to_approve: false,
    approved_by: approvals.map((a) => ({ user: userBasicJson(base, a.user) })),
    suggested_approvers: [],
    approvers: [],
    approver_groups: [],
    user_has_approved: viewer !== null && approvals.some((a) => a.user.id === viewer.id),
    user_can_approve: eligibleForApproval(ctx, approvals, viewer),
    approval_rules_left: [],
    has_approval_rules: false,
    merge_request_approvers_available: false,
    multiple_approval_rules_available: false,
    invalid_approvers_rules: [],
  };
}

/** GitLab Free: no approval rules, so no approval is required. */
export const APPROVALS_REQUIRED = 0;

export function approvalsLeft(approvals: readonly Approval[]): number {
  return Math.max(0, APPROVALS_REQUIRED - approvals.length);
}

/** REST `approval_state`: the rules of the merge request (GitLab Free has none). */
export function approvalStateJson() {
  return { approval_rules_overwritten: false, rules: [] as unknown[] };
}

/** merge_request_reviewers.state by reviewer id (unreviewed, reviewed, requested_changes, approved). */
export async function reviewerStatesOf(db: Db, mrId: number): Promise<Map<number, string>> {
  const rows = await db.select({ userId: mergeRequestReviewers.userId, state: mergeRequestReviewers.state }).from(mergeRequestReviewers).where(eq(mergeRequestReviewers.mergeRequestId, mrId));
  return new Map(rows.map((r) => [r.userId, r.state]));
}

/**
 * MergeRequests::RequestReviewService (the sidebar's "Re-request review"): the reviewer's state goes back
 * to `unreviewed` and the history says "requested review from @user"; "Reviewer not found" when the
 * user is not a reviewer.
 */
export async function requestReReview(db: Db, live: Live, actor: UserRow, ctx: MergeRequestContext, reviewerId: number): Promise<{ error: string | null }> {
  const [reviewer] = await db
    .select({ user: users })
    .from(mergeRequestReviewers)
    .innerJoin(users, eq(users.id, mergeRequestReviewers.userId))
    .where(and(eq(mergeRequestReviewers.mergeRequestId, ctx.mr.id), eq(mergeRequestReviewers.userId, reviewerId)));
  if (!reviewer) return { error: 'Reviewer not found' };
  await setReviewerState(db, ctx.mr, reviewerId, 'unreviewed');
  await publishIssuableEvents(
    { db, live },
    { type: 'touched', issuable: mergeRequestRef(ctx.mr), reason: 'approval', actor, activity: [{ body: `requested review from @${reviewer.user.username}`, icon: 'user', action: 'reviewer' }] },
  );
  return { error: null };
}
