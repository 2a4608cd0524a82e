import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Live } from '../../plugins/live.ts';
import { insertDescriptionVersion } from '../description-versions/service.ts';
import { publishIssuableEvents, type ActivityEntry, type IssuableRef } from '../issuables/events.ts';
import { assigneesNote, reviewersNote } from '../issuables/assignees.ts';
import { deleteIssuableDependents } from '../issuables/destroy.ts';
import { issuableValidationErrors } from '../issuables/rules.ts';
import type { GroupRow } from '../groups/tables.ts';
import { labels, type LabelRow } from '../labels/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { notes } from '../notes/tables.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { projectFullPath } from '../projects/serializers.ts';
import type { ProjectRow } from '../projects/tables.ts';
import { diffBetween, type DiffOptions, type DiffResult } from '../repositories/diff.ts';
import { updateDiffDiscussionPositions } from './diffPositions.ts';
import { repositoryPath } from '../repositories/git.ts';
import { users, type UserRow } from '../users/tables.ts';
import { branchSha, commitsBetween, isAncestor, mergeBase, mergeIntoBranch, validBranchName } from './git.ts';
import { canReadMergeRequests, mergeRequestAbilities, MR_MESSAGES, type MergeRequestAbilities } from './rules.ts';
import { mergeRequestAssignees, mergeRequestDiffs, mergeRequestLabels, mergeRequestReviewers, mergeRequests, type MergeRequestDiffRow, type MergeRequestRow } from './tables.ts';

export interface MrProjectContext {
  project: ProjectRow;
  namespace: GroupRow;
  accessLevel: number;
  fullPath: string;
  abilities: MergeRequestAbilities;
}

/** The bare repository of the merge request's project under the data directory. */
export function repoOf(dataDir: string, ctx: { fullPath: string }): string {
  return repositoryPath(dataDir, ctx.fullPath);
}

export interface MergeRequestContext extends MrProjectContext {
  mr: MergeRequestRow;
  author: UserRow;
}

/** The project of merge request routes: 404 Project Not Found when hidden, 404 (no code access) otherwise. */
export async function loadMrProject(db: Db, viewer: Viewer, ref: { id: number } | { fullPath: string }): Promise<MrProjectContext> {
  const found = await findProject(db, ref);
  if (!found) throw new AppError('PROJECT_NOT_FOUND');
  const accessLevel = await viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(viewer.facts, found.project, accessLevel)) throw new AppError('PROJECT_NOT_FOUND');
  if (!canReadMergeRequests(viewer.facts, found.project, accessLevel)) throw new AppError('NOT_FOUND');
  const fullPath = projectFullPath(found.project, found.namespace);
  return {
    ...found,
    accessLevel,
    fullPath,
    abilities: mergeRequestAbilities({ viewer: viewer.facts, project: found.project, accessLevel }),
  };
}

export function mergeRequestContext(viewer: Viewer, project: MrProjectContext, mr: MergeRequestRow, author: UserRow): MergeRequestContext {
  return {
    ...project,
    mr,
    author,
    abilities: mergeRequestAbilities({ viewer: viewer.facts, project: project.project, accessLevel: project.accessLevel, authorId: mr.authorId, discussionLocked: mr.discussionLocked, targetBranch: mr.targetBranch }),
  };
}

export async function loadMergeRequestIn(db: Db, viewer: Viewer, project: MrProjectContext, iid: number): Promise<MergeRequestContext> {
  if (!Number.isSafeInteger(iid) || iid <= 0 || iid > 2_147_483_647) throw new AppError('MERGE_REQUEST_NOT_FOUND');
  const [row] = await db
    .select({ mr: mergeRequests, author: users })
    .from(mergeRequests)
    .innerJoin(users, eq(users.id, mergeRequests.authorId))
    .where(and(eq(mergeRequests.projectId, project.project.id), eq(mergeRequests.iid, iid)));
  if (!row) throw new AppError('MERGE_REQUEST_NOT_FOUND');
  return mergeRequestContext(viewer, project, row.mr, row.author);
}

export async function loadMergeRequest(db: Db, viewer: Viewer, ref: { id: number } | { fullPath: string }, iid: number): Promise<MergeRequestContext> {
  return loadMergeRequestIn(db, viewer, await loadMrProject(db, viewer, ref), iid);
}

export function mergeRequestRef(mr: Pick<MergeRequestRow, 'id' | 'iid' | 'projectId'>): IssuableRef {
  return { kind: 'MergeRequest', id: mr.id, iid: mr.iid, projectId: mr.projectId, group: null };
}

// ---- related rows ----

export async function assigneesOfMrs(db: Db, ids: readonly number[]): Promise<Map<number, UserRow[]>> {
  return usersOf(db, mergeRequestAssignees, ids);
}

export async function reviewersOfMrs(db: Db, ids: readonly number[]): Promise<Map<number, UserRow[]>> {
  return usersOf(db, mergeRequestReviewers, ids);
}

async function usersOf(db: Db, table: typeof mergeRequestAssignees | typeof mergeRequestReviewers, ids: readonly number[]): Promise<Map<number, UserRow[]>> {
  const result = new Map<number, UserRow[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ id: table.mergeRequestId, user: users })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(inArray(table.mergeRequestId, [...ids]))
    .orderBy(asc(table.createdAt), asc(users.id));
  for (const row of rows) result.set(row.id, [...(result.get(row.id) ?? []), row.user]);
  return result;
}

export async function labelsOfMrs(db: Db, ids: readonly number[]): Promise<Map<number, LabelRow[]>> {
  const result = new Map<number, LabelRow[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ id: mergeRequestLabels.mergeRequestId, label: labels })
    .from(mergeRequestLabels)
    .innerJoin(labels, eq(labels.id, mergeRequestLabels.labelId))
    .where(inArray(mergeRequestLabels.mergeRequestId, [...ids]))
    .orderBy(asc(labels.title));
  for (const row of rows) result.set(row.id, [...(result.get(row.id) ?? []), row.label]);
  return result;
}

export async function diffVersions(db: Db, mrId: number): Promise<MergeRequestDiffRow[]> {
  return db.select().from(mergeRequestDiffs).where(eq(mergeRequestDiffs.mergeRequestId, mrId)).orderBy(desc(mergeRequestDiffs.id));
}

/** Unresolved resolvable threads (GitLab's `unresolved_notes`). */
export async function unresolvedThreadsCount(db: Db, mrId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${notes.discussionId})`.mapWith(Number) })
    .from(notes)
    .where(and(eq(notes.noteableType, 'MergeRequest'), eq(notes.noteableId, mrId), eq(notes.resolvable, true), isNull(notes.resolvedAt)));
  return row?.n ?? 0;
}

// ---- diff versions ----

/**
 * Diffs by repository, commits and options: commits never change, so a diff computed once serves every
 * page of `diffs_batch.json` and every reader until it falls out (least recently used first).
 */
const DIFF_CACHE_SIZE = 32;
const diffCache = new Map<string, Promise<DiffResult>>();

/** The diff of a version, from its base to its head (or from another version's head: `startSha`). */
export async function versionDiff(repo: string, version: MergeRequestDiffRow, options: DiffOptions & { startSha?: string | null } = {}): Promise<DiffResult> {
  const from = options.startSha ?? version.baseCommitSha;
  if (!from || !version.headCommitSha) return { files: [], overflow: false, real_size: 0 };
  const key = JSON.stringify([repo, from, version.headCommitSha, options.ignoreWhitespace ?? false, options.expanded ?? false, options.paths ?? null, options.limits ?? null]);
  let found = diffCache.get(key);
  if (found) {
    diffCache.delete(key);
  } else {
    found = diffBetween(repo, from, version.headCommitSha, options);
    // A failed computation is not kept.
    found.catch(() => diffCache.delete(key));
  }
  diffCache.set(key, found);
  while (diffCache.size > DIFF_CACHE_SIZE) diffCache.delete(diffCache.keys().next().value as string);
  return found;
}

/**
 * Told of every new diff version after it is written (external status checks send their payload), with
 * who made it. Listeners run in the background: a failing one never fails the push or the request.
 */
export type DiffVersionListener = (event: { db: Db; mr: MergeRequestRow; version: MergeRequestDiffRow; actorId: number }) => Promise<void>;
const diffVersionListeners = new Map<string, DiffVersionListener>();

/** Adds a listener of new diff versions; a name registered again replaces its listener. */
export function subscribeToDiffVersions(name: string, listener: DiffVersionListener): void {
  diffVersionListeners.set(name, listener);
}

function announceDiffVersion(db: Db, mr: MergeRequestRow, version: MergeRequestDiffRow | null, actorId: number): void {
  if (!version?.headCommitSha) return;
  for (const listener of diffVersionListeners.values()) void listener({ db, mr, version, actorId }).catch(() => undefined);
}

/**
 * A new diff version (MergeRequestDiff): base = merge base of the target and source tips, start = the
 * target's tip, head = the source's tip. None when the head did not move since the latest version.
 */
export async function createDiffVersion(db: Db, repo: string, mr: MergeRequestRow): Promise<MergeRequestDiffRow | null> {
  const [head, start] = await Promise.all([branchSha(repo, mr.sourceBranch), branchSha(repo, mr.targetBranch)]);
  if (!head || !start) return null;
  const [latest] = await db.select().from(mergeRequestDiffs).where(eq(mergeRequestDiffs.mergeRequestId, mr.id)).orderBy(desc(mergeRequestDiffs.id)).limit(1);
  if (latest?.headCommitSha === head && latest.startCommitSha === start) return null;
  return insertDiffVersion(db, repo, mr, start, head);
}

/** A version of `mr` whose head is `head` against the target at `start` (the seed replays a branch's pushes with it). */
export async function insertDiffVersion(db: Db, repo: string, mr: Pick<MergeRequestRow, 'id'>, start: string, head: string): Promise<MergeRequestDiffRow | null> {
  const base = (await mergeBase(repo, start, head)) ?? start;
  const [diff, commits] = await Promise.all([diffBetween(repo, base, head), commitsBetween(repo, base, head)]);
  const [row] = await db
    .insert(mergeRequestDiffs)
    .values({
      mergeRequestId: mr.id,
      baseCommitSha: base,
      startCommitSha: start,
      headCommitSha: head,
      state: diff.real_size === 0 ? 'empty' : diff.overflow ? 'overflow' : 'collected',
      filesCount: diff.files.length,
      realSize: diff.overflow ? `${diff.files.length}+` : String(diff.real_size),
      commitsCount: commits.length,
    })
    .returning();
  return row ?? null;
}

/**
 * A push to a branch: every open merge request whose source branch it is gets a new version, with a
 * system note ("added N commits") as GitLab writes.
 */
export async function onBranchPushed(db: Db, live: Live, dataDir: string, projectId: number, branch: string, userId: number): Promise<void> {
  const open = await db
    .select()
    .from(mergeRequests)
    .where(and(eq(mergeRequests.sourceProjectId, projectId), eq(mergeRequests.sourceBranch, branch), eq(mergeRequests.state, 'opened')));
  if (open.length === 0) return;
  const found = await findProject(db, { id: projectId });
  if (!found) return;
  const repo = repositoryPath(dataDir, projectFullPath(found.project, found.namespace));
  for (const mr of open) {
    const [previous] = await db.select().from(mergeRequestDiffs).where(eq(mergeRequestDiffs.mergeRequestId, mr.id)).orderBy(desc(mergeRequestDiffs.id)).limit(1);
    const version = await createDiffVersion(db, repo, mr);
    if (!version?.headCommitSha) continue;
    announceDiffVersion(db, mr, version, userId);
    await db.update(mergeRequests).set({ updatedAt: new Date() }).where(eq(mergeRequests.id, mr.id));
    if (previous) {
      const versionIndex = (await diffVersions(db, mr.id)).length;
      await updateDiffDiscussionPositions(db, live, repo, mr, projectFullPath(found.project, found.namespace), previous, version, versionIndex, userId, { resolveOutdated: found.project.resolveOutdatedDiffDiscussions });
    }
    const added = previous?.headCommitSha ? await commitsBetween(repo, previous.headCommitSha, version.headCommitSha) : [];
    const count = added.length;
    if (count > 0) {
      const list = added
        .slice(0, 20)
        .map((c) => `* ${c.short_id} - ${c.title}`)
        .join('\n');
      const body = `added ${count} ${count === 1 ? 'commit' : 'commits'}\n\n${list}`;
      await publishIssuableEvents({ db, live }, { type: 'touched', issuable: mergeRequestRef(mr), reason: 'quick_actions', actor: { id: userId }, activity: [{ body, icon: 'commit', action: 'commit' }] });
    }
  }
}

// ---- create ----

export interface NewMergeRequest {
  title: string;
  description?: string | null | undefined;
  sourceBranch: string;
  targetBranch: string;
  assigneeIds?: number[] | undefined;
  reviewerIds?: number[] | undefined;
  labelIds?: number[] | undefined;
  milestoneId?: number | null | undefined;
  squash?: boolean | undefined;
  removeSourceBranch?: boolean | undefined;
  draft?: boolean | undefined;
}

export type CreateResult = { kind: 'ok'; mr: MergeRequestRow } | { kind: 'invalid'; errors: Record<string, string[]> | string[]; status: 409 | 422 | 400 };

/** GitLab's draft title prefixes: `Draft:`, `[Draft]`, `(Draft)`. */
const DRAFT_PREFIX = /^\s*(?:\[draft\]|\(draft\)|draft:|draft\s-\s|draft\s)\s*/i;

export function isDraftTitle(title: string): boolean {
  return DRAFT_PREFIX.test(title);
}

export function draftTitle(title: string): string {
  return isDraftTitle(title) ? title : `Draft: ${title}`;
}

export function readyTitle(title: string): string {
  return title.replace(DRAFT_PREFIX, '');
}

export async function createMergeRequest(db: Db, live: Live, dataDir: string, user: UserRow, project: MrProjectContext, input: NewMergeRequest): Promise<CreateResult> {
  const repo = repoOf(dataDir, project);
  const errors = issuableValidationErrors({ title: input.title, description: input.description });
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, status: 400 };
  if (input.sourceBranch === input.targetBranch) return { kind: 'invalid', errors: [MR_MESSAGES.sameBranch], status: 422 };
  const [source, target] = await Promise.all([branchSha(repo, input.sourceBranch), branchSha(repo, input.targetBranch)]);
  if (!validBranchName(input.sourceBranch) || !source) return { kind: 'invalid', errors: [MR_MESSAGES.sourceMissing], status: 422 };
  if (!validBranchName(input.targetBranch) || !target) return { kind: 'invalid', errors: [MR_MESSAGES.targetMissing], status: 422 };
  const [existing] = await db
    .select({ iid: mergeRequests.iid })
    .from(mergeRequests)
    .where(and(eq(mergeRequests.projectId, project.project.id), eq(mergeRequests.sourceBranch, input.sourceBranch), eq(mergeRequests.targetBranch, input.targetBranch), eq(mergeRequests.state, 'opened')));
  if (existing) return { kind: 'invalid', errors: [MR_MESSAGES.alreadyExists(existing.iid)], status: 409 };
  const title = input.draft ? draftTitle(input.title) : input.title;
  const mr = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select id from projects where id = ${project.project.id} for update`);
    const [last] = await tx.select({ iid: max(mergeRequests.iid) }).from(mergeRequests).where(eq(mergeRequests.projectId, project.project.id));
    const [row] = await tx
      .insert(mergeRequests)
      .values({
        projectId: project.project.id,
        sourceProjectId: project.project.id,
        iid: (last?.iid ?? 0) + 1,
        title,
        description: input.description ?? null,
        draft: isDraftTitle(title),
        sourceBranch: input.sourceBranch,
        targetBranch: input.targetBranch,
        authorId: user.id,
        milestoneId: project.abilities.admin ? (input.milestoneId ?? null) : null,
        squash: input.squash ?? false,
        shouldRemoveSourceBranch: input.removeSourceBranch ?? false,
      })
      .returning();
    const created = row as MergeRequestRow;
    if (project.abilities.admin) {
      const now = new Date();
      for (const userId of new Set(input.assigneeIds ?? [])) await tx.insert(mergeRequestAssignees).values({ mergeRequestId: created.id, userId, createdAt: now }).onConflictDoNothing();
      for (const userId of new Set(input.reviewerIds ?? [])) await tx.insert(mergeRequestReviewers).values({ mergeRequestId: created.id, userId, createdAt: now }).onConflictDoNothing();
      for (const labelId of new Set(input.labelIds ?? [])) await tx.insert(mergeRequestLabels).values({ mergeRequestId: created.id, labelId, createdAt: now }).onConflictDoNothing();
    }
    return created;
  });
  announceDiffVersion(db, mr, await createDiffVersion(db, repo, mr), user.id);
  await publishIssuableEvents({ db, live }, { type: 'created', issuable: mergeRequestRef(mr), actor: user });
  return { kind: 'ok', mr };
}

// ---- update ----

export interface MergeRequestChanges {
  title?: string | undefined;
  description?: string | null | undefined;
  stateEvent?: 'close' | 'reopen' | undefined;
  targetBranch?: string | undefined;
  draft?: boolean | undefined;
  discussionLocked?: boolean | undefined;
  squash?: boolean | undefined;
  removeSourceBranch?: boolean | undefined;
  milestoneId?: number | null | undefined;
  assigneeIds?: number[] | undefined;
  reviewerIds?: number[] | undefined;
  labelIds?: number[] | undefined;
  addLabelIds?: number[] | undefined;
  removeLabelIds?: number[] | undefined;
  lockVersion?: number | undefined;
}

export type UpdateResult = { kind: 'ok'; mr: MergeRequestRow } | { kind: 'conflict' } | { kind: 'invalid'; errors: Record<string, string[]> | string[] };


/**
 * MergeRequests::UpdateService: the shared fields (title, description, state events, lock), the
 * merge request's own (target branch, draft, squash), labels, assignees, reviewers and milestone for
 * admin_merge_request; one `updated` event after the commit carries the history (system notes).
 */
/** `dataDir` null: the repository is not at hand (the shared GraphQL mutations), so the target branch cannot change. */
export async function updateMergeRequest(db: Db, live: Live, dataDir: string | null, user: UserRow, ctx: MergeRequestContext, changes: MergeRequestChanges): Promise<UpdateResult> {
  const repo = dataDir === null ? null : repoOf(dataDir, ctx);
  const { mr } = ctx;
  const errors = issuableValidationErrors({ title: changes.title, description: changes.description });
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const set: Partial<MergeRequestRow> = {};
  const activity: ActivityEntry[] = [];
  const now = new Date();
  if (changes.stateEvent === 'close' && mr.state === 'opened') {
    Object.assign(set, { state: 'closed', closedAt: now, closedById: user.id });
    activity.push({ body: 'closed', icon: 'issue-close', action: 'closed' });
  }
  if (changes.stateEvent === 'reopen' && mr.state === 'closed') {
    Object.assign(set, { state: 'opened', closedAt: null, closedById: null });
    activity.push({ body: 'reopened', icon: 'reopen', action: 'opened' });
  }
  let title = changes.title ?? mr.title;
  if (changes.draft === true) title = draftTitle(title);
  if (changes.draft === false) title = readyTitle(title);
  if (title !== mr.title) {
    set.title = title;
    const draftNow = isDraftTitle(title);
    if (draftNow !== mr.draft) {
      set.draft = draftNow;
      activity.push(draftNow ? { body: 'marked this merge request as **draft**', icon: 'pencil-square', action: 'title' } : { body: 'marked this merge request as **ready**', icon: 'pencil-square', action: 'title' });
    }
    if (readyTitle(title) !== readyTitle(mr.title)) activity.push({ body: `changed title from **${mr.title}** to **${title}**`, icon: 'pencil', action: 'title' });
  }
  if (changes.description !== undefined && (changes.description ?? '') !== (mr.description ?? '')) {
    set.description = changes.description ?? null;
    activity.push({ body: 'changed the description', icon: 'pencil', action: 'description' });
  }
  if (set.title !== undefined || set.description !== undefined) Object.assign(set, { lastEditedAt: now, lastEditedById: user.id });
  if (changes.targetBranch !== undefined && changes.targetBranch !== mr.targetBranch) {
    if (changes.targetBranch === mr.sourceBranch) return { kind: 'invalid', errors: [MR_MESSAGES.sameBranch] };
    if (repo === null || !(await branchSha(repo, changes.targetBranch))) return { kind: 'invalid', errors: [MR_MESSAGES.targetMissing] };
    set.targetBranch = changes.targetBranch;
    activity.push({ body: `changed target branch from \`${mr.targetBranch}\` to \`${changes.targetBranch}\``, icon: 'fork', action: 'branch' });
  }
  if (changes.squash !== undefined && changes.squash !== mr.squash) set.squash = changes.squash;
  if (changes.removeSourceBranch !== undefined && changes.removeSourceBranch !== mr.shouldRemoveSourceBranch) set.shouldRemoveSourceBranch = changes.removeSourceBranch;
  if (ctx.abilities.admin) {
    if (changes.discussionLocked !== undefined && changes.discussionLocked !== mr.discussionLocked) {
      set.discussionLocked = changes.discussionLocked;
      activity.push(changes.discussionLocked ? { body: 'locked the discussion in this merge request', icon: 'lock', action: 'locked' } : { body: 'unlocked the discussion in this merge request', icon: 'lock-open', action: 'unlocked' });
    }
    if (changes.milestoneId !== undefined && changes.milestoneId !== mr.milestoneId) {
      set.milestoneId = changes.milestoneId;
      activity.push(changes.milestoneId === null ? { body: 'removed milestone', icon: 'clock', action: 'milestone' } : { body: `changed milestone to %${changes.milestoneId}`, icon: 'clock', action: 'milestone' });
    }
  }
  const relations: Array<(tx: Db) => Promise<void>> = [];
  if (ctx.abilities.admin) {
    for (const [table, ids, noun] of [
      [mergeRequestAssignees, changes.assigneeIds, 'assigned'],
      [mergeRequestReviewers, changes.reviewerIds, 'requested review from'],
    ] as const) {
      if (ids === undefined) continue;
      const current = (await usersOf(db, table, [mr.id])).get(mr.id) ?? [];
      const wanted = [...new Set(ids.filter((id) => id > 0))];
      const valid = wanted.length ? await db.select().from(users).where(inArray(users.id, wanted)) : [];
      const added = valid.filter((u) => !current.some((c) => c.id === u.id));
      const removed = current.filter((c) => !wanted.includes(c.id));
      if (added.length === 0 && removed.length === 0) continue;
      activity.push({ body: noun === 'assigned' ? assigneesNote(added, removed) : reviewersNote(added, removed), icon: 'user', action: noun === 'assigned' ? 'assignee' : 'reviewer' });
      relations.push(async (tx) => {
        if (removed.length) await tx.delete(table).where(and(eq(table.mergeRequestId, mr.id), inArray(table.userId, removed.map((u) => u.id))));
        for (const u of added) await tx.insert(table).values({ mergeRequestId: mr.id, userId: u.id, createdAt: now }).onConflictDoNothing();
      });
    }
    if (changes.labelIds !== undefined || changes.addLabelIds !== undefined || changes.removeLabelIds !== undefined) {
      const current = (await labelsOfMrs(db, [mr.id])).get(mr.id) ?? [];
      let wanted = new Set(changes.labelIds ?? current.map((l) => l.id));
      for (const id of changes.addLabelIds ?? []) wanted.add(id);
      for (const id of changes.removeLabelIds ?? []) wanted.delete(id);
      const candidates = wanted.size ? await db.select().from(labels).where(inArray(labels.id, [...wanted])) : [];
      wanted = new Set(candidates.filter((l) => l.projectId === ctx.project.id || l.groupId !== null).map((l) => l.id));
      const added = candidates.filter((l) => wanted.has(l.id) && !current.some((c) => c.id === l.id));
      const removed = current.filter((c) => !wanted.has(c.id));
      if (added.length || removed.length) {
        const ref = (l: LabelRow) => `~${l.id}`;
        const parts: string[] = [];
        if (added.length) parts.push(`added ${added.map(ref).join(' ')} ${added.length === 1 ? 'label' : 'labels'}`);
        if (removed.length) parts.push(`removed ${removed.map(ref).join(' ')} ${removed.length === 1 ? 'label' : 'labels'}`);
        activity.push({ body: parts.join(' and '), icon: 'label', action: 'label' });
        relations.push(async (tx) => {
          if (removed.length) await tx.delete(mergeRequestLabels).where(and(eq(mergeRequestLabels.mergeRequestId, mr.id), inArray(mergeRequestLabels.labelId, removed.map((l) => l.id))));
          for (const l of added) await tx.insert(mergeRequestLabels).values({ mergeRequestId: mr.id, labelId: l.id, createdAt: now }).onConflictDoNothing();
        });
      }
    }
  }
  if (Object.keys(set).length === 0 && relations.length === 0) return { kind: 'ok', mr };
  if (changes.lockVersion !== undefined && changes.lockVersion !== mr.lockVersion) return { kind: 'conflict' };
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(mergeRequests)
      .set({ ...set, updatedAt: now, updatedById: user.id, lockVersion: sql`${mergeRequests.lockVersion} + 1` })
      .where(and(eq(mergeRequests.id, mr.id), eq(mergeRequests.lockVersion, changes.lockVersion ?? mr.lockVersion)))
      .returning();
    if (!row) return undefined;
    for (const write of relations) await write(tx);
    const descriptionVersionId = set.description !== undefined ? await insertDescriptionVersion(tx, { type: 'MergeRequest', id: mr.id }, user.id, set.description, mr) : null;
    return { row, descriptionVersionId };
  });
  if (!result) return { kind: 'conflict' };
  const saved = result.row;
  if (set.targetBranch !== undefined && repo !== null) announceDiffVersion(db, saved, await createDiffVersion(db, repo, saved), user.id);
  await publishIssuableEvents(
    { db, live },
    { type: 'updated', issuable: mergeRequestRef(saved), actor: user, at: now, changes: Object.keys(set), delta: set.state ? { state: { from: mr.state, to: set.state } } : {}, activity, descriptionVersionId: result.descriptionVersionId },
  );
  return { kind: 'ok', mr: saved };
}

// ---- merge ----

export type MergeResult = { kind: 'ok'; mr: MergeRequestRow } | { kind: 'refused'; status: 405 | 406 | 409 | 422; message: string };

/**
 * MergeRequests::MergeService: refused when not open (405), a draft, with unresolved threads the project
 * requires resolved, or conflicts (406 "Branch cannot be merged"), a stale `sha` (409); otherwise a real
 * merge into the target branch (merge commit or fast-forward per the project's merge method), the state
 * becomes merged and the history tells it.
 */
export async function mergeMergeRequest(
  db: Db,
  live: Live,
  dataDir: string,
  user: UserRow,
  ctx: MergeRequestContext,
  options: { sha?: string | undefined; squash?: boolean | undefined; mergeCommitMessage?: string | undefined; removeSourceBranch?: boolean | undefined },
): Promise<MergeResult> {
  const { mr } = ctx;
  const repo = repoOf(dataDir, ctx);
  if (mr.state !== 'opened') return { kind: 'refused', status: 405, message: '405 Method Not Allowed' };
  if (mr.draft) return { kind: 'refused', status: 406, message: MR_MESSAGES.branchCannotBeMerged };
  if (ctx.project.onlyAllowMergeIfAllDiscussionsAreResolved && (await unresolvedThreadsCount(db, mr.id)) > 0) return { kind: 'refused', status: 406, message: MR_MESSAGES.branchCannotBeMerged };
  const [source, target] = await Promise.all([branchSha(repo, mr.sourceBranch), branchSha(repo, mr.targetBranch)]);
  if (!source || !target) return { kind: 'refused', status: 406, message: MR_MESSAGES.branchCannotBeMerged };
  if (options.sha !== undefined && options.sha !== source) return { kind: 'refused', status: 409, message: MR_MESSAGES.shaMismatch };
  // Semi-linear history and fast-forward: the source must contain the target (rebased) first.
  if (ctx.project.mergeMethod !== 'merge' && !(await isAncestor(repo, target, source))) return { kind: 'refused', status: 406, message: MR_MESSAGES.branchCannotBeMerged };
  const message =
    options.mergeCommitMessage ?? `Merge branch '${mr.sourceBranch}' into '${mr.targetBranch}'\n\n${mr.title}\n\nSee merge request ${ctx.fullPath}!${mr.iid}`;
  const outcome = await mergeIntoBranch(repo, mr.targetBranch, target, source, { fastForward: ctx.project.mergeMethod === 'ff', message, author: { name: user.name, email: user.email } });
  if (outcome.kind !== 'merged') return { kind: 'refused', status: 406, message: MR_MESSAGES.branchCannotBeMerged };
  const now = new Date();
  const [saved] = await db
    .update(mergeRequests)
    .set({ state: 'merged', mergedAt: now, mergeUserId: user.id, mergeCommitSha: outcome.sha === source ? null : outcome.sha, updatedAt: now, lockVersion: sql`${mergeRequests.lockVersion} + 1` })
    .where(and(eq(mergeRequests.id, mr.id), eq(mergeRequests.state, 'opened')))
    .returning();
  if (!saved) return { kind: 'refused', status: 405, message: '405 Method Not Allowed' };
  await publishIssuableEvents(
    { db, live },
    { type: 'updated', issuable: mergeRequestRef(saved), actor: user, at: now, changes: ['state'], delta: { state: { from: 'opened', to: 'merged' } }, activity: [{ body: `merged`, icon: 'git-merge', action: 'merged' }], descriptionVersionId: null },
  );
  return { kind: 'ok', mr: saved };
}

/** Destroys a merge request and what points at it polymorphically (notes, awards, subscriptions). */
export async function destroyMergeRequest(db: Db, live: Live, mr: MergeRequestRow): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await deleteIssuableDependents(tx, 'MergeRequest', mr.id, { owner: { projectId: mr.projectId }, description: mr.description });
    await tx.delete(mergeRequests).where(eq(mergeRequests.id, mr.id));
  });
  await publishIssuableEvents({ db, live }, { type: 'deleted', issuable: mergeRequestRef(mr) });
}
