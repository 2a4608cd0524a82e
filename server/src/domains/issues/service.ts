import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Live } from '../../plugins/live.ts';
import { ACCESS } from '../memberships/rules.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { type UserRow } from '../users/tables.ts';
import { canReadIssue, evaluateProjectAbilities, issueValidationErrors } from './rules.ts';
import { confidentialAssigneesOf } from './assignees.ts';
import { issues, type IssueRow } from './tables.ts';
import { ISSUE_ASSIGNEES } from './assignees.ts';
import { replaceAssignees } from '../issuables/queries.ts';
import { issueLabels } from './tables.ts';
import { Viewer } from '../memberships/viewer.ts';
import { loadOneIssueMetadata } from './metadata.ts';
import { changesOf, issueRef } from './live.ts';
import { publishIssuableEvents } from '../issuables/events.ts';
import { updateIssuable } from '../issuables/update.ts';
import { deleteIssuableDependents } from '../issuables/destroy.ts';
import { removeUploadFiles } from '../uploads/dependents.ts';
import { toggleTaskAtSource, updatedTasks, type TaskUpdate } from '../../markdown/index.ts';
import { hasSidebarChanges, resolveSidebarChanges, type ResolvedSidebar, type SidebarChanges } from './sidebar.ts';

export { issueContext, loadIssue, loadIssueIn, loadProject, type IssueContext, type ProjectContext } from './context.ts';
import { type IssueContext, type ProjectContext } from './context.ts';

export { issuesChannel, type IssueEvent } from './live.ts';

export interface IssueChanges extends SidebarChanges {
  title?: string | undefined;
  description?: string | null | undefined;
  lockVersion?: number | undefined;
  issueType?: 'issue' | 'incident' | undefined;
  stateEvent?: 'close' | 'reopen' | undefined;
  confidential?: boolean | undefined;
  discussionLocked?: boolean | undefined;
  /**
   * The web form's `update_task`: toggle one task against the description as it is now (the
   * description and lock_version sent along are ignored, like GitLab's handle_task_changes).
   */
  updateTask?: TaskUpdate | undefined;
}

export type UpdateResult = { kind: 'ok'; issue: IssueRow } | { kind: 'conflict' } | { kind: 'invalid'; errors: Record<string, string[]> };

const SIDEBAR_KEYS = [
  'labelIds',
  'addLabelIds',
  'removeLabelIds',
  'labelTitles',
  'addLabelTitles',
  'removeLabelTitles',
  'assigneeIds',
  'addAssigneeIds',
  'removeAssigneeIds',
  'milestoneId',
  'epicId',
  'iterationId',
  'weight',
  'dueDate',
  'healthStatus',
  'timeEstimate',
] as const satisfies readonly (keyof SidebarChanges)[];

/**
 * Issues::UpdateService: the shared update (issuables/update.ts) with the issue's rules and extras. The
 * caller has checked `updateIssue`; parameters the user may not set are dropped like GitLab's
 * filter_params (reopen: `reopenIssue`; confidential and lock: `adminIssue`; turning into an incident:
 * `createIncident`; labels, assignees, milestone and the other sidebar fields: `setIssueMetadata`).
 */
export async function updateIssue(db: Db, live: Live, user: UserRow, ctx: IssueContext, changes: IssueChanges): Promise<UpdateResult> {
  const { issue } = ctx;
  let input = changes;
  if (input.updateTask) {
    const toggled = toggleTaskAtSource(issue.description ?? '', input.updateTask);
    // The line moved or changed since the client rendered it: a conflict, like a stale lock_version.
    if (toggled === null) return { kind: 'conflict' };
    input = { ...input, description: toggled, lockVersion: issue.lockVersion };
  }
  const can = ctx.abilities.issue;
  let sidebar: ResolvedSidebar | undefined;
  const result = await updateIssuable(db, live, input, {
    noun: 'issue',
    owner: { type: 'Issue', id: issue.id },
    row: issue,
    user,
    can: { close: can.updateIssue, reopen: can.reopenIssue, confidential: can.adminIssue, discussionLock: can.adminIssue },
    // Toggled checkboxes are told one by one instead of "changed the description" (CommonSystemNotesService).
    descriptionActivity: (before, after) =>
      updatedTasks(before, after).map((task) => ({ body: `marked the checklist item **${task.text}** as ${task.checked ? 'completed' : 'incomplete'}`, icon: 'task-done', action: 'task' })),
    textExtras: (set, activity) => {
      if (input.issueType !== undefined && input.issueType !== issue.issueType && (input.issueType === 'issue' || ctx.abilities.project.createIncident)) {
        set.issueType = input.issueType;
        activity.push({ body: `changed type from ${issue.issueType} to ${input.issueType}`, icon: 'pencil-square', action: 'issue_type' });
      }
    },
    extras: async (set, activity) => {
      const sidebarInput: SidebarChanges = {};
      for (const key of SIDEBAR_KEYS) if (input[key] !== undefined) (sidebarInput as Record<string, unknown>)[key] = input[key];
      if (!hasSidebarChanges(sidebarInput) || !can.setIssueMetadata) return {};
      const current = await loadOneIssueMetadata(db, issue);
      sidebar = await resolveSidebarChanges(db, new Viewer(db, user), ctx, current, sidebarInput);
      if (Object.keys(sidebar.errors).length > 0) return { errors: sidebar.errors };
      Object.assign(set, sidebar.set);
      activity.push(...sidebar.notes);
      return { relations: sidebar.labelIds !== undefined || sidebar.assigneeIds !== undefined, delta: sidebar.delta };
    },
    write: async (tx, set, expected, now) => {
      const [updated] = await tx
        .update(issues)
        .set({ ...(set as Partial<typeof issues.$inferInsert>), updatedAt: now, updatedById: user.id, lockVersion: sql`${issues.lockVersion} + 1` })
        .where(and(eq(issues.id, issue.id), eq(issues.lockVersion, expected)))
        .returning();
      return updated;
    },
    writeRelations: async (tx, now) => {
      if (sidebar?.labelIds !== undefined) {
        await tx.delete(issueLabels).where(eq(issueLabels.issueId, issue.id));
        if (sidebar.labelIds.length) await tx.insert(issueLabels).values(sidebar.labelIds.map((labelId) => ({ issueId: issue.id, labelId })));
      }
      if (sidebar?.assigneeIds !== undefined) await replaceAssignees(tx, ISSUE_ASSIGNEES, issue.id, sidebar.assigneeIds, now);
    },
    event: (saved, set) => ({
      issuable: issueRef(saved),
      changes: changesOf(Object.keys(set), { labels: sidebar?.labelIds !== undefined, assignees: sidebar?.assigneeIds !== undefined }),
    }),
  });
  return result.kind === 'ok' ? { kind: 'ok', issue: result.row } : result;
}

export interface NewIssue {
  title: string;
  description?: string | null | undefined;
  confidential?: boolean | undefined;
  issueType?: 'issue' | 'incident' | undefined;
}

export interface CreateIssueOptions {
  /**
   * Runs inside the creating transaction with the new row (e.g. the "relates to" link of the new-issue
   * form's add_related_issue): what it writes commits with the issue, a throw rolls the issue back too.
   */
  inTransaction?: (tx: Db, issue: IssueRow) => Promise<void>;
}

/** Issues::CreateService: the caller has checked `createIssue`. Returns the row or validation errors. */
export async function createIssue(
  db: Db,
  live: Live,
  user: UserRow,
  project: ProjectContext,
  input: NewIssue,
  options: CreateIssueOptions = {},
): Promise<{ issue: IssueRow; errors?: undefined } | { issue?: undefined; errors: Record<string, string[]> }> {
  const errors = issueValidationErrors({ title: input.title, description: input.description });
  if (Object.keys(errors).length > 0) return { errors };
  const abilities = evaluateProjectAbilities({ id: user.id, isAdmin: user.isAdmin }, project.project, project.accessLevel);
  const issueType = input.issueType === 'incident' && abilities.createIncident ? 'incident' : 'issue';
  const projectId = project.project.id;
  const created = await db.transaction(async (tx) => {
    const [last] = await tx.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, projectId));
    const [previous] = await tx
      .select({ id: issues.id })
      .from(issues)
      .where(and(eq(issues.projectId, projectId), eq(issues.authorId, user.id)))
      .limit(1);
    const [row] = await tx
      .insert(issues)
      .values({
        projectId,
        iid: (last?.iid ?? 0) + 1,
        title: input.title,
        description: input.description ?? null,
        confidential: input.confidential ?? false,
        issueType,
        authorId: user.id,
        updatedById: user.id,
        firstContribution: !previous && project.accessLevel <= ACCESS.GUEST && !user.isAdmin,
      })
      .returning();
    if (row && options.inTransaction) await options.inTransaction(tx as unknown as Db, row);
    return row;
  });
  if (!created) throw new AppError('INTERNAL');
  await publishIssuableEvents({ db, live }, { type: 'created', issuable: issueRef(created), actor: user });
  return { issue: created };
}

/** Issuable::DestroyService: the issue and everything that points at it (issuables/destroy.ts). Caller checked `destroyIssue`. */
export async function destroyIssue(db: Db, live: Live, issue: IssueRow, storage: { dataDir: string }): Promise<void> {
  const { uploadFiles, parentEpicId } = await db.transaction(async (tx) => {
    const dependents = await deleteIssuableDependents(tx as unknown as Db, 'Issue', issue.id, { owner: { projectId: issue.projectId }, description: issue.description });
    const [deleted] = await tx.delete(issues).where(eq(issues.id, issue.id)).returning({ epicId: issues.epicId });
    return { ...dependents, parentEpicId: deleted?.epicId ?? null };
  });
  await removeUploadFiles(storage.dataDir, uploadFiles);
  await publishIssuableEvents({ db, live }, { type: 'deleted', issuable: issueRef(issue), parentEpicId });
}

/** Web URL of a related issue (moved to, duplicate of) when the viewer may read it, else null. */
export async function relatedIssueUrl(db: Db, viewer: Viewer, base: string, issueId: number | null): Promise<string | null> {
  if (issueId === null) return null;
  const [row] = await db.select({ issue: issues }).from(issues).where(eq(issues.id, issueId));
  if (!row) return null;
  const found = await findProject(db, { id: row.issue.projectId });
  if (!found) return null;
  const level = await viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(viewer.facts, found.project, level) || !canReadIssue(viewer.facts, row.issue, level, await confidentialAssigneesOf(db, row.issue))) return null;
  const kind = row.issue.issueType === 'incident' ? 'issues/incident' : 'issues';
  return `${base}/${projectFullPath(found.project, found.namespace)}/-/${kind}/${row.issue.iid}`;
}
