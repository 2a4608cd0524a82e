import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../lib/sqlLike.ts';
import type { Page } from '../../lib/pagination.ts';
import { votesOf, userNotesCounts } from '../issuables/queries.ts';
import { labels } from '../labels/tables.ts';
import { ACCESS } from '../memberships/rules.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { milestones } from '../milestones/tables.ts';
import { projectsWithAccessCondition } from '../projects/queries.ts';
import { projects } from '../projects/tables.ts';
import { users } from '../users/tables.ts';
import { usersById } from '../users/queries.ts';
import type { MrRelations } from './serializers.ts';
import { assigneesOfMrs, labelsOfMrs, reviewersOfMrs } from './service.ts';
import { mergeRequestAssignees, mergeRequestDiffs, mergeRequestLabels, mergeRequestReviewers, mergeRequests, type MergeRequestRow } from './tables.ts';

/** Projects whose merge requests the viewer may read (rules.ts canReadMergeRequests, in SQL). */
export async function readableMrProjectsCondition(viewer: Viewer): Promise<SQL | undefined> {
  if (viewer.isAdmin) return undefined;
  if (!viewer.signedIn) return eq(projects.visibility, 'public');
  return or(inArray(projects.visibility, ['public', 'internal']), await projectsWithAccessCondition(viewer, ACCESS.REPORTER));
}

export interface MrListFilters {
  projectId?: number | undefined;
  state?: 'opened' | 'closed' | 'locked' | 'merged' | 'all' | undefined;
  labels?: string[] | 'none' | 'any' | undefined;
  authorId?: number | undefined;
  authorUsername?: string | undefined;
  assigneeId?: number | 'none' | 'any' | undefined;
  reviewerId?: number | 'none' | 'any' | undefined;
  reviewerUsername?: string | undefined;
  /** A milestone's title, or `none` / `any`. */
  milestone?: string | undefined;
  createdAfter?: Date | undefined;
  createdBefore?: Date | undefined;
  updatedAfter?: Date | undefined;
  updatedBefore?: Date | undefined;
  search?: string | undefined;
  draft?: boolean | undefined;
  iids?: number[] | undefined;
  sourceBranch?: string | undefined;
  targetBranch?: string | undefined;
  orderBy: 'created_at' | 'updated_at' | 'title' | 'merged_at';
  sort: 'asc' | 'desc';
}

export async function listMergeRequests(db: Db, viewer: Viewer, filters: MrListFilters, page: Page): Promise<{ rows: MergeRequestRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [await readableMrProjectsCondition(viewer)];
  if (filters.projectId !== undefined) conditions.push(eq(mergeRequests.projectId, filters.projectId));
  if (filters.state && filters.state !== 'all') conditions.push(eq(mergeRequests.state, filters.state));
  if (filters.authorId !== undefined) conditions.push(eq(mergeRequests.authorId, filters.authorId));
  if (filters.authorUsername !== undefined) conditions.push(inArray(mergeRequests.authorId, db.select({ id: users.id }).from(users).where(eq(users.username, filters.authorUsername))));
  if (filters.draft !== undefined) conditions.push(eq(mergeRequests.draft, filters.draft));
  if (filters.iids?.length) conditions.push(inArray(mergeRequests.iid, filters.iids));
  if (filters.sourceBranch !== undefined) conditions.push(eq(mergeRequests.sourceBranch, filters.sourceBranch));
  if (filters.targetBranch !== undefined) conditions.push(eq(mergeRequests.targetBranch, filters.targetBranch));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(or(ilike(mergeRequests.title, pattern), ilike(mergeRequests.description, pattern)));
  }
  const userFilter = (table: typeof mergeRequestAssignees | typeof mergeRequestReviewers, value: number | 'none' | 'any' | undefined) => {
    if (value === undefined) return;
    const sub = (where?: SQL) => db.select({ id: table.mergeRequestId }).from(table).where(where);
    if (value === 'any') conditions.push(inArray(mergeRequests.id, sub()));
    else if (value === 'none') conditions.push(notInArray(mergeRequests.id, sub()));
    else conditions.push(inArray(mergeRequests.id, sub(eq(table.userId, value))));
  };
  userFilter(mergeRequestAssignees, filters.assigneeId);
  userFilter(mergeRequestReviewers, filters.reviewerId);
  if (filters.reviewerUsername !== undefined) {
    conditions.push(
      inArray(
        mergeRequests.id,
        db.select({ id: mergeRequestReviewers.mergeRequestId }).from(mergeRequestReviewers).innerJoin(users, eq(users.id, mergeRequestReviewers.userId)).where(eq(users.username, filters.reviewerUsername)),
      ),
    );
  }
  const milestone = filters.milestone;
  if (milestone !== undefined) {
    if (milestone.toLowerCase() === 'none') conditions.push(isNull(mergeRequests.milestoneId));
    else if (milestone.toLowerCase() === 'any') conditions.push(isNotNull(mergeRequests.milestoneId));
    else conditions.push(inArray(mergeRequests.milestoneId, db.select({ id: milestones.id }).from(milestones).where(eq(milestones.title, milestone))));
  }
  if (filters.createdAfter) conditions.push(gte(mergeRequests.createdAt, filters.createdAfter));
  if (filters.createdBefore) conditions.push(lte(mergeRequests.createdAt, filters.createdBefore));
  if (filters.updatedAfter) conditions.push(gte(mergeRequests.updatedAt, filters.updatedAfter));
  if (filters.updatedBefore) conditions.push(lte(mergeRequests.updatedAt, filters.updatedBefore));
  if (filters.labels === 'any') conditions.push(inArray(mergeRequests.id, db.select({ id: mergeRequestLabels.mergeRequestId }).from(mergeRequestLabels)));
  else if (Array.isArray(filters.labels)) {
    for (const title of filters.labels) {
      conditions.push(
        inArray(
          mergeRequests.id,
          db
            .select({ id: mergeRequestLabels.mergeRequestId })
            .from(mergeRequestLabels)
            .innerJoin(labels, eq(labels.id, mergeRequestLabels.labelId))
            .where(ilike(labels.title, escapeLike(title))),
        ),
      );
    }
  }
  const where = and(...conditions);
  const column = { created_at: mergeRequests.createdAt, updated_at: mergeRequests.updatedAt, title: mergeRequests.title, merged_at: mergeRequests.mergedAt }[filters.orderBy];
  const order = filters.sort === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ mr: mergeRequests })
      .from(mergeRequests)
      .innerJoin(projects, eq(projects.id, mergeRequests.projectId))
      .where(where)
      .orderBy(order(column), order(mergeRequests.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(mergeRequests).innerJoin(projects, eq(projects.id, mergeRequests.projectId)).where(where),
  ]);
  return { rows: rows.map((r) => r.mr), total: total?.n ?? 0 };
}

/** Everything the REST JSON of these merge requests needs, in a few queries. */
export async function mrRelations(db: Db, mrs: readonly MergeRequestRow[], conflicts: ReadonlyMap<number, boolean> = new Map(), unresolved: ReadonlyMap<number, number> = new Map()): Promise<Map<number, MrRelations>> {
  const ids = mrs.map((m) => m.id);
  const milestoneIds = [...new Set(mrs.map((m) => m.milestoneId).filter((id): id is number => id !== null))];
  const [assignees, reviewers, labelMap, people, votes, notesCounts, milestoneRows, heads] = await Promise.all([
    assigneesOfMrs(db, ids),
    reviewersOfMrs(db, ids),
    labelsOfMrs(db, ids),
    usersById(db, mrs.flatMap((m) => [m.authorId, m.mergeUserId, m.closedById])),
    votesOf(db, 'MergeRequest', ids),
    userNotesCounts(db, 'MergeRequest', ids, false),
    milestoneIds.length ? db.select().from(milestones).where(inArray(milestones.id, milestoneIds)) : Promise.resolve([]),
    ids.length
      ? db
          .selectDistinctOn([mergeRequestDiffs.mergeRequestId], { id: mergeRequestDiffs.mergeRequestId, head: mergeRequestDiffs.headCommitSha })
          .from(mergeRequestDiffs)
          .where(inArray(mergeRequestDiffs.mergeRequestId, ids))
          .orderBy(mergeRequestDiffs.mergeRequestId, desc(mergeRequestDiffs.id))
      : Promise.resolve([]),
  ]);
  const headOf = new Map(heads.map((h) => [h.id, h.head]));
  const result = new Map<number, MrRelations>();
  for (const mr of mrs) {
    const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
    result.set(mr.id, {
      author: people.get(mr.authorId) as NonNullable<ReturnType<typeof person>>,
      assignees: assignees.get(mr.id) ?? [],
      reviewers: reviewers.get(mr.id) ?? [],
      labels: labelMap.get(mr.id) ?? [],
      milestone: milestoneRows.find((m) => m.id === mr.milestoneId) ?? null,
      mergeUser: person(mr.mergeUserId),
      closedBy: person(mr.closedById),
      userNotesCount: notesCounts.get(mr.id) ?? 0,
      upvotes: votes.get(mr.id)?.upvotes ?? 0,
      downvotes: votes.get(mr.id)?.downvotes ?? 0,
      sha: headOf.get(mr.id) ?? null,
      hasConflicts: conflicts.get(mr.id) ?? false,
      blockingDiscussionsResolved: (unresolved.get(mr.id) ?? 0) === 0,
    });
  }
  return result;
}

/** API::UserCounts: open merge requests assigned to the user and those awaiting their review (`merge_requests` is the sum). */
export async function userMergeRequestCounts(db: Db, userId: number): Promise<{ assigned: number; reviewRequested: number }> {
  const countOf = async (table: typeof mergeRequestAssignees | typeof mergeRequestReviewers) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .innerJoin(mergeRequests, eq(mergeRequests.id, table.mergeRequestId))
      .where(and(eq(table.userId, userId), eq(mergeRequests.state, 'opened')));
    return row?.n ?? 0;
  };
  const [assigned, reviewRequested] = await Promise.all([countOf(mergeRequestAssignees), countOf(mergeRequestReviewers)]);
  return { assigned, reviewRequested };
}
