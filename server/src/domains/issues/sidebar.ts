import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { epicReference } from '../epics/serializers.ts';
import { canReadEpic } from '../epics/rules.ts';
import { epics, type EpicRow } from '../epics/tables.ts';
import { findGroupsByIds } from '../groups/queries.ts';
import { availableLabels, groupAndAncestorIds } from '../labels/queries.ts';
import { exclusiveScopedLabels } from '../labels/rules.ts';
import { labelChange } from '../issuables/labels.ts';
import type { ActivityEntry, IssuableDelta } from '../issuables/events.ts';
import { assigneeChange, hasAssigneeInput, milestoneChange } from '../issuables/assignees.ts';
import type { LabelRow } from '../labels/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { availableIterations, availableMilestones } from '../milestones/queries.ts';
import { accessLevelsIn } from '../notes/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { formatDuration } from '../time-tracking/rules.ts';
import { users, type UserRow } from '../users/tables.ts';
import type { IssueMetadata } from './metadata.ts';
import { canReadIssue, type HealthStatus } from './rules.ts';
import { confidentialAssigneesOf } from './assignees.ts';
import type { IssueContext } from './context.ts';
import type { issues } from './tables.ts';

export { HEALTH_STATUSES, type HealthStatus } from './rules.ts';

/** The largest PostgreSQL integer: the ceiling of weights and ids (larger ones are refused, never sent to the database). */
export const PG_INTEGER_MAX = 2_147_483_647;

/** Sidebar fields GitLab offers on issues but not on incidents (supports_weight?, supports_iterations?, supports_health_status?, supports_epic?). */
export const NOT_FOR_INCIDENTS = 'is not available for incidents';

/** Sidebar changes (GitLab's metadata params); undefined leaves a field alone, null clears it. */
export interface SidebarChanges {
  labelIds?: number[] | undefined;
  addLabelIds?: number[] | undefined;
  removeLabelIds?: number[] | undefined;
  /** REST's `labels`, `add_labels`, `remove_labels`: titles of available labels. */
  labelTitles?: string[] | undefined;
  addLabelTitles?: string[] | undefined;
  removeLabelTitles?: string[] | undefined;
  assigneeIds?: number[] | undefined;
  addAssigneeIds?: number[] | undefined;
  removeAssigneeIds?: number[] | undefined;
  milestoneId?: number | null | undefined;
  epicId?: number | null | undefined;
  iterationId?: number | null | undefined;
  weight?: number | null | undefined;
  dueDate?: string | null | undefined;
  healthStatus?: HealthStatus | null | undefined;
  timeEstimate?: number | undefined;
}

/** One history line (system note) of a sidebar change. */
export type SystemNoteSpec = ActivityEntry;

export interface ResolvedSidebar {
  set: Partial<typeof issues.$inferInsert>;
  /** The issue's labels after the change (ids), when they change. */
  labelIds?: number[];
  /** The issue's assignees after the change (ids), when they change. */
  assigneeIds?: number[];
  /** Who the change assigns and unassigns, labels it adds and removes, the milestone it sets. */
  delta: IssuableDelta;
  notes: SystemNoteSpec[];
  errors: Record<string, string[]>;
}

export { labelsNote } from '../issuables/labels.ts';
export { assigneesNote, MAX_ASSIGNEES, milestoneReference } from '../issuables/assignees.ts';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const longDate = (iso: string) => LONG_DATE.format(new Date(`${iso}T00:00:00Z`));

const HEALTH_TEXT: Record<HealthStatus, string> = { on_track: 'on track', needs_attention: 'needs attention', at_risk: 'at risk' };

/** Users who may be assigned: active, and able to read the issue. */
async function assignableUsers(db: Db, ctx: IssueContext, ids: number[]): Promise<UserRow[]> {
  const unique = [...new Set(ids.filter((id) => id > 0))];
  if (unique.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, unique));
  const [levels, current] = await Promise.all([accessLevelsIn(db, unique, ctx.project, ctx.namespace), confidentialAssigneesOf(db, ctx.issue)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique
    .map((id) => byId.get(id))
    .filter((user): user is UserRow => {
      if (!user || user.state !== 'active') return false;
      const facts = { id: user.id, isAdmin: user.isAdmin };
      const level = levels.get(user.id) ?? 0;
      return canReadProject(facts, ctx.project, level) && canReadIssue(facts, ctx.issue, level, current);
    });
}

export const CONFIDENTIAL_EPIC_FOR_PUBLIC_ISSUE = 'Cannot assign a confidential epic to a non-confidential issue. Make the issue confidential and try again';

/** An epic of the project's group hierarchy the viewer may read and relate to (reporter+ in its group). */
export async function relatableEpic(db: Db, viewer: Viewer, ctx: IssueContext, epicId: number): Promise<EpicRow | null> {
  const [epic] = await db
    .select()
    .from(epics)
    .where(and(eq(epics.id, epicId), inArray(epics.groupId, await groupAndAncestorIds(db, ctx.namespace))));
  if (!epic) return null;
  const [group] = await findGroupsByIds(db, [epic.groupId]);
  if (!group) return null;
  const level = await viewer.groupAccess(group);
  if (!canReadEpic(viewer.facts, group, level, epic)) return null;
  return viewer.isAdmin || level >= 20 ? epic : null;
}

/**
 * Validates sidebar changes against what the project offers and computes the new values and their
 * system notes. The caller has checked `setIssueMetadata`. Unknown labels, milestones and iterations
 * are ignored like GitLab's finders ignore ids they cannot see.
 */
export async function resolveSidebarChanges(db: Db, viewer: Viewer, ctx: IssueContext, current: IssueMetadata, input: SidebarChanges): Promise<ResolvedSidebar> {
  const { issue } = ctx;
  const result: ResolvedSidebar = { set: {}, notes: [], errors: {}, delta: {} };
  const error = (field: string, message: string) => (result.errors[field] ??= []).push(message);

  const labelInputs = [input.labelIds, input.addLabelIds, input.removeLabelIds, input.labelTitles, input.addLabelTitles, input.removeLabelTitles];
  if (labelInputs.some((value) => value !== undefined)) {
    const availableRows = await availableLabels(db, ctx.project, ctx.namespace, { includeAncestorGroups: true });
    const available = new Map(availableRows.map((l) => [l.id, l]));
    // A project label shadows a group label of the same title.
    const byTitle = new Map([...availableRows].sort((a, b) => Number(a.projectId !== null) - Number(b.projectId !== null)).map((l) => [l.title.toLowerCase(), l]));
    const pick = (ids: number[] | undefined, titles: string[] | undefined) => [
      ...(ids ?? []).map((id) => available.get(id)),
      ...(titles ?? []).map((title) => byTitle.get(title.toLowerCase())),
    ].filter((l, index, all): l is LabelRow => l !== undefined && all.findIndex((other) => other?.id === l.id) === index);
    const replacing = input.labelIds !== undefined || input.labelTitles !== undefined;
    let next: LabelRow[] = replacing ? exclusiveScopedLabels(pick(input.labelIds, input.labelTitles)) : [...current.labels];
    const removing = new Set(pick(input.removeLabelIds, input.removeLabelTitles).map((l) => l.id));
    next = next.filter((l) => !removing.has(l.id));
    for (const label of pick(input.addLabelIds, input.addLabelTitles)) {
      if (next.some((l) => l.id === label.id)) continue;
      next = exclusiveScopedLabels([...next, label]);
    }
    const change = labelChange(current.labels, next);
    if (change) {
      result.labelIds = change.ids;
      result.delta.labels = change.change;
      result.notes.push(change.note);
    }
  }

  if (hasAssigneeInput(input)) {
    const found = await assigneeChange(current.assignees, input, (ids) => assignableUsers(db, ctx, ids));
    if (found.error) error('assignees', found.error);
    if (found.changed) {
      result.assigneeIds = found.changed.ids;
      result.delta.assignees = found.changed.change;
      result.notes.push(found.changed.note);
    }
  }

  if (input.milestoneId !== undefined) {
    const available = input.milestoneId === null || input.milestoneId === 0 ? [] : await availableMilestones(db, ctx.project, ctx.namespace);
    const found = milestoneChange({ id: issue.milestoneId, milestone: current.milestone }, input.milestoneId, available);
    if (found) {
      result.set.milestoneId = found.id;
      result.delta.milestone = found.change;
      result.notes.push(found.note);
    }
  }

  const incident = issue.issueType === 'incident';
  const issuesOnly = (field: string, value: unknown) => {
    if (!incident || value === undefined || value === null) return false;
    error(field, NOT_FOR_INCIDENTS);
    return true;
  };

  if (input.iterationId !== undefined && !issuesOnly('iteration', input.iterationId || null)) {
    const wanted = input.iterationId === null || input.iterationId === 0 ? null : input.iterationId;
    const iteration = wanted === null ? null : (await availableIterations(db, ctx.namespace)).find((i) => i.id === wanted);
    if (iteration !== undefined && (iteration?.id ?? null) !== issue.iterationId) {
      result.set.iterationId = iteration?.id ?? null;
      result.notes.push(
        iteration
          ? { body: `changed iteration to *iteration:${iteration.id}`, icon: 'iteration', action: 'iteration' }
          : { body: 'removed iteration', icon: 'iteration', action: 'iteration' },
      );
    }
  }

  if (input.epicId !== undefined && !issuesOnly('epic', input.epicId || null)) {
    const wanted = input.epicId === null || input.epicId === 0 ? null : input.epicId;
    if (wanted !== issue.epicId) {
      if (wanted === null) {
        result.set.epicId = null;
        result.set.epicRelativePosition = null;
        result.delta.epic = { from: issue.epicId, to: null };
        result.notes.push({ body: current.epic ? `removed from epic ${epicRef(current)}` : 'removed from epic', icon: 'epic', action: 'epic_issue_removed' });
      } else {
        const epic = await relatableEpic(db, viewer, ctx, wanted);
        if (!epic) error('epic', 'not found');
        // GitLab's EpicIssue validation: a confidential epic takes only confidential issues.
        else if (epic.confidential && !issue.confidential) error('base', CONFIDENTIAL_EPIC_FOR_PUBLIC_ISSUE);
        else {
          result.set.epicId = epic.id;
          // A new link has no place among the epic's children yet (the tree puts it first).
          result.set.epicRelativePosition = null;
          result.delta.epic = { from: issue.epicId, to: epic.id };
          result.notes.push({ body: `added to epic &${epic.iid}`, icon: 'epic', action: 'epic_issue_added' });
        }
      }
    }
  }

  if (input.weight !== undefined && input.weight !== issue.weight && !issuesOnly('weight', input.weight)) {
    if (input.weight !== null && (!Number.isInteger(input.weight) || input.weight < 0)) error('weight', 'must be greater than or equal to 0');
    else if (input.weight !== null && input.weight > PG_INTEGER_MAX) error('weight', `must be less than or equal to ${PG_INTEGER_MAX}`);
    else {
      result.set.weight = input.weight;
      result.notes.push(input.weight === null ? { body: 'removed the weight', icon: 'weight', action: 'weight' } : { body: `changed weight to **${input.weight}**`, icon: 'weight', action: 'weight' });
    }
  }

  if (input.dueDate !== undefined && input.dueDate !== issue.dueDate) {
    if (input.dueDate !== null && !isIsoDate(input.dueDate)) error('due_date', 'is not a valid date');
    else {
      result.set.dueDate = input.dueDate;
      result.notes.push(input.dueDate === null ? { body: 'removed due date', icon: 'calendar', action: 'due_date' } : { body: `changed due date to ${longDate(input.dueDate)}`, icon: 'calendar', action: 'due_date' });
    }
  }

  if (input.healthStatus !== undefined && input.healthStatus !== issue.healthStatus && !issuesOnly('health_status', input.healthStatus)) {
    result.set.healthStatus = input.healthStatus;
    result.notes.push(
      input.healthStatus === null
        ? { body: 'removed health status', icon: 'status-health', action: 'health_status' }
        : { body: `changed health status to **${HEALTH_TEXT[input.healthStatus]}**`, icon: 'status-health', action: 'health_status' },
    );
  }

  if (input.timeEstimate !== undefined && input.timeEstimate !== issue.timeEstimate) {
    if (!Number.isInteger(input.timeEstimate) || input.timeEstimate < 0) error('time_estimate', 'must have a valid format and be greater than or equal to zero.');
    else {
      result.set.timeEstimate = input.timeEstimate;
      result.notes.push(
        input.timeEstimate === 0
          ? { body: 'removed time estimate', icon: 'timer', action: 'time_tracking' }
          : { body: `changed time estimate to ${formatDuration(input.timeEstimate)}`, icon: 'timer', action: 'time_tracking' },
      );
    }
  }
  return result;
}

const epicRef = (current: IssueMetadata) => (current.epic ? epicReference(current.epic, current.groups.get(current.epic.groupId) ?? { fullPath: '' }) : '');

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const hasSidebarChanges = (input: SidebarChanges) => Object.values(input).some((value) => value !== undefined);
