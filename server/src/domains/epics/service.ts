import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Live } from '../../plugins/live.ts';
import { findGroup } from '../groups/queries.ts';
import type { GroupRow } from '../groups/tables.ts';
import type { IssueContext } from '../issues/service.ts';
import { issueRef } from '../issues/live.ts';
import { labelChange } from '../issuables/labels.ts';
import { issues, type IssueRow } from '../issues/tables.ts';
import { exclusiveScopedLabels } from '../labels/rules.ts';
import type { LabelRow } from '../labels/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { users, type UserRow } from '../users/tables.ts';
import { availableEpicLabels, findEpicByIid, labelsOfEpic } from './queries.ts';
import { epicColorErrors, epicValidationErrors, evaluateEpicAbilities, type EpicAbilities } from './rules.ts';
import { epicReference } from './serializers.ts';
import { epicLabels, epics, type EpicRow } from './tables.ts';
import { EPIC_CHANGES, type EpicChange } from './live.ts';
import { confidentialityProblem, TREE_MESSAGES } from './tree.ts';
import { publishIssuableEvents, type ActivityEntry, type IssuableRef } from '../issuables/events.ts';
import { updateIssuable, type IssuableSet } from '../issuables/update.ts';
import { deleteIssuableDependents } from '../issuables/destroy.ts';
import { removeUploadFiles } from '../uploads/dependents.ts';

export const ALREADY_PROMOTED = 'Issue has already been promoted to an epic.';

/** A readable epic with what the rules and serializers need. */
export interface EpicContext {
  epic: EpicRow;
  group: GroupRow;
  author: UserRow;
  accessLevel: number;
  abilities: EpicAbilities;
}

export function epicContext(viewer: Viewer, group: GroupRow, accessLevel: number, epic: EpicRow, author: UserRow): EpicContext {
  return { epic, group, author, accessLevel, abilities: evaluateEpicAbilities(viewer.facts, group, accessLevel, epic) };
}

/** An epic the viewer may read, by id (GraphQL's global ids, REST's child epic ids), else 404 `Epic Not Found`. */
export async function loadEpicById(db: Db, viewer: Viewer, id: number): Promise<EpicContext> {
  const [row] = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await db.select({ groupId: epics.groupId, iid: epics.iid }).from(epics).where(eq(epics.id, id)) : [];
  if (!row) throw new AppError('EPIC_NOT_FOUND');
  return loadEpic(db, viewer, { id: row.groupId }, row.iid);
}

/** An epic the viewer may read, by iid; a missing or hidden group or epic is 404 `Epic Not Found`. */
export async function loadEpicIn(db: Db, viewer: Viewer, group: GroupRow, iid: number): Promise<EpicContext> {
  const epic = await findEpicByIid(db, group.id, iid);
  if (!epic) throw new AppError('EPIC_NOT_FOUND');
  const accessLevel = await viewer.groupAccess(group);
  const [author] = await db.select().from(users).where(eq(users.id, epic.authorId));
  const ctx = author ? epicContext(viewer, group, accessLevel, epic, author) : null;
  if (!ctx || !ctx.abilities.readEpic) throw new AppError('EPIC_NOT_FOUND');
  return ctx;
}

export async function loadEpic(db: Db, viewer: Viewer, groupRef: { id: number } | { fullPath: string }, iid: number): Promise<EpicContext> {
  const group = await findGroup(db, groupRef);
  if (!group) throw new AppError('EPIC_NOT_FOUND');
  return loadEpicIn(db, viewer, group, iid);
}

export { epicsChannel } from './live.ts';

export interface EpicChanges {
  title?: string | null | undefined;
  description?: string | null | undefined;
  lockVersion?: number | undefined;
  stateEvent?: 'close' | 'reopen' | undefined;
  confidential?: boolean | undefined;
  color?: string | null | undefined;
  /** Label ids: replace all, add, remove (group labels of the epic's group or ancestors; others are ignored). */
  labelIds?: number[] | undefined;
  addLabelIds?: number[] | undefined;
  removeLabelIds?: number[] | undefined;
  /** Fixed dates (YYYY-MM-DD or null) and whether each date is the fixed one (else inherited). */
  startDateFixed?: string | null | undefined;
  startDateIsFixed?: boolean | undefined;
  dueDateFixed?: string | null | undefined;
  dueDateIsFixed?: boolean | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date (YYYY-MM-DD that exists), else false. */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `Mar 1, 2026`, as GitLab's epic date notes write dates. */
const noteDate = (value: string) => `${MONTHS[Number(value.slice(5, 7)) - 1]} ${Number(value.slice(8, 10))}, ${value.slice(0, 4)}`;

/**
 * The fixed-date columns an update sets and their validation errors and history lines
 * ("changed start date to Mar 1, 2026", "removed the due date"; told when the fixed date in use changes).
 */
export function fixedDateChanges(epic: EpicRow, input: EpicChanges): { set: IssuableSet; errors: Record<string, string[]>; activity: ActivityEntry[] } {
  const set: IssuableSet = {};
  const errors: Record<string, string[]> = {};
  const activity: ActivityEntry[] = [];
  const sides = [
    { name: 'start date', fixed: 'startDateFixed', isFixed: 'startDateIsFixed', column: 'start_date_fixed' },
    { name: 'due date', fixed: 'dueDateFixed', isFixed: 'dueDateIsFixed', column: 'due_date_fixed' },
  ] as const;
  for (const side of sides) {
    const value = input[side.fixed];
    if (value !== undefined && value !== null && !isCalendarDate(value)) {
      errors[side.column] = ['is not a valid date'];
      continue;
    }
    const nextFixed = value === undefined ? epic[side.fixed] : value;
    const nextIsFixed = input[side.isFixed] ?? epic[side.isFixed];
    if (nextFixed !== epic[side.fixed]) set[side.fixed] = nextFixed;
    if (nextIsFixed !== epic[side.isFixed]) set[side.isFixed] = nextIsFixed;
    const before = epic[side.isFixed] ? epic[side.fixed] : undefined;
    const after = nextIsFixed ? nextFixed : undefined;
    if (after !== undefined && after !== before) {
      activity.push(after === null ? { body: `removed the ${side.name}`, icon: 'calendar', action: 'epic_date_changed' } : { body: `changed ${side.name} to ${noteDate(after)}`, icon: 'calendar', action: 'epic_date_changed' });
    }
  }
  const start = (set.startDateFixed as string | null | undefined) !== undefined ? (set.startDateFixed as string | null) : epic.startDateFixed;
  const due = (set.dueDateFixed as string | null | undefined) !== undefined ? (set.dueDateFixed as string | null) : epic.dueDateFixed;
  if (!errors.start_date_fixed && !errors.due_date_fixed && start && due && start > due) errors.start_date_fixed = ['must be before due date'];
  return { set, errors, activity };
}

/** The epic as the core's events name it (a group-level kind: its notes render in the group). */
export const epicRef = (epic: Pick<EpicRow, 'id' | 'iid' | 'groupId'>, group: Pick<GroupRow, 'id' | 'fullPath'>): IssuableRef => ({
  kind: 'Epic',
  id: epic.id,
  iid: epic.iid,
  projectId: null,
  group: { id: group.id, fullPath: group.fullPath },
});

/** The live change names of an update that set these columns (and replaced the labels). */
function epicChangesOf(set: IssuableSet, labelsChanged: boolean): EpicChange[] {
  const changed = new Set<EpicChange>();
  if (set.title !== undefined) changed.add('title');
  if (set.description !== undefined) changed.add('description');
  if (set.state !== undefined) changed.add('state');
  if (set.confidential !== undefined) changed.add('confidential');
  if (set.color !== undefined) changed.add('color');
  if (set.startDateFixed !== undefined || set.startDateIsFixed !== undefined || set.dueDateFixed !== undefined || set.dueDateIsFixed !== undefined) changed.add('dates');
  if (labelsChanged) changed.add('labels');
  return EPIC_CHANGES.filter((change) => changed.has(change));
}

export type EpicUpdateResult = { kind: 'ok'; epic: EpicRow } | { kind: 'conflict' } | { kind: 'invalid'; errors: Record<string, string[]> };

/** The epic's labels after the change, and the "added ~a label" history line, when they change. */
async function resolveLabels(db: Db, ctx: EpicContext, input: EpicChanges): Promise<ReturnType<typeof labelChange>> {
  if (input.labelIds === undefined && input.addLabelIds === undefined && input.removeLabelIds === undefined) return null;
  const [available, current] = await Promise.all([availableEpicLabels(db, ctx.group), labelsOfEpic(db, ctx.epic.id)]);
  const pick = (ids: number[] | undefined) => (ids ?? []).map((id) => available.find((label) => label.id === id)).filter((label): label is LabelRow => label !== undefined);
  let next: LabelRow[] = input.labelIds !== undefined ? exclusiveScopedLabels(pick(input.labelIds)) : [...current];
  for (const label of pick(input.addLabelIds)) if (!next.some((l) => l.id === label.id)) next = exclusiveScopedLabels([...next, label]);
  const removing = new Set(input.removeLabelIds ?? []);
  next = next.filter((label) => !removing.has(label.id));
  return labelChange(current, next);
}

/**
 * Epics::UpdateService: the shared update (issuables/update.ts) plus the colour and the group labels.
 * The caller has checked `updateEpic` (which allows every shared field).
 */
export async function updateEpic(db: Db, live: Live, user: UserRow, ctx: EpicContext, input: EpicChanges): Promise<EpicUpdateResult> {
  const { epic } = ctx;
  let labels: Awaited<ReturnType<typeof resolveLabels>> = null;
  const result = await updateIssuable(db, live, input, {
    noun: 'epic',
    owner: { type: 'Epic', id: epic.id },
    row: epic,
    user,
    can: { close: true, reopen: true, confidential: true, discussionLock: false },
    validate: (): Record<string, string[]> => {
      const colorErrors = input.color !== undefined && input.color !== null ? epicColorErrors(input.color) : [];
      return colorErrors.length > 0 ? { color: colorErrors } : {};
    },
    extras: async (set, activity) => {
      if (input.color && input.color.toLowerCase() !== epic.color) set.color = input.color.toLowerCase();
      const dates = fixedDateChanges(epic, input);
      if (Object.keys(dates.errors).length > 0) return { errors: dates.errors };
      Object.assign(set, dates.set);
      activity.push(...dates.activity);
      // A confidential epic holds only confidential children; a child of a confidential epic stays confidential.
      if (set.confidential === true) {
        const problem = await confidentialityProblem(db, epic);
        if (problem) return { errors: { confidential: [problem] } };
      }
      if (set.confidential === false && epic.parentId !== null) {
        const [parent] = await db.select({ confidential: epics.confidential }).from(epics).where(eq(epics.id, epic.parentId));
        if (parent?.confidential) return { errors: { confidential: [TREE_MESSAGES.confidentialEpic] } };
      }
      labels = await resolveLabels(db, ctx, input);
      if (labels) activity.push(labels.note);
      return labels ? { relations: true, delta: { labels: labels.change } } : {};
    },
    write: async (tx, set, expected, now) => {
      const [updated] = await tx
        .update(epics)
        .set({ ...(set as Partial<typeof epics.$inferInsert>), updatedAt: now, updatedById: user.id, lockVersion: sql`${epics.lockVersion} + 1` })
        .where(and(eq(epics.id, epic.id), eq(epics.lockVersion, expected)))
        .returning();
      return updated;
    },
    writeRelations: async (tx) => {
      if (!labels) return;
      await tx.delete(epicLabels).where(eq(epicLabels.epicId, epic.id));
      if (labels.ids.length) await tx.insert(epicLabels).values(labels.ids.map((labelId) => ({ epicId: epic.id, labelId })));
    },
    event: (saved, set) => ({ issuable: epicRef(saved, ctx.group), changes: epicChangesOf(set, labels !== null) }),
  });
  return result.kind === 'ok' ? { kind: 'ok', epic: result.row } : result;
}

export interface NewEpic {
  title: string;
  description?: string | null | undefined;
  confidential?: boolean | undefined;
  color?: string | undefined;
  /** Label ids (group labels of the group or its ancestors; others are ignored). */
  labelIds?: number[] | undefined;
  startDateFixed?: string | null | undefined;
  startDateIsFixed?: boolean | undefined;
  dueDateFixed?: string | null | undefined;
  dueDateIsFixed?: boolean | undefined;
}

/**
 * Epics::CreateService: the next iid of the group, the author, the colour and group labels, one
 * transaction, then the `created` event. The caller has checked `createEpic` (reporter+).
 */
export async function createEpic(db: Db, live: Live, user: UserRow, group: GroupRow, input: NewEpic): Promise<{ epic: EpicRow; errors?: undefined } | { epic?: undefined; errors: Record<string, string[]> }> {
  const errors = epicValidationErrors({ title: input.title, description: input.description });
  const colorErrors = input.color !== undefined ? epicColorErrors(input.color) : [];
  if (colorErrors.length > 0) errors.color = colorErrors;
  const blank = { startDateFixed: null, startDateIsFixed: false, dueDateFixed: null, dueDateIsFixed: false } as EpicRow;
  const dates = fixedDateChanges(blank, input);
  Object.assign(errors, dates.errors);
  if (Object.keys(errors).length > 0) return { errors };
  const available = input.labelIds?.length ? await availableEpicLabels(db, group) : [];
  const chosen = exclusiveScopedLabels((input.labelIds ?? []).map((id) => available.find((label) => label.id === id)).filter((label): label is LabelRow => label !== undefined));
  const labelIds = [...new Set(chosen.map((label) => label.id))];
  const created = await db.transaction(async (tx) => {
    const [last] = await tx.select({ iid: max(epics.iid) }).from(epics).where(eq(epics.groupId, group.id));
    const [row] = await tx
      .insert(epics)
      .values({
        groupId: group.id,
        iid: (last?.iid ?? 0) + 1,
        title: input.title,
        description: input.description ?? null,
        confidential: input.confidential ?? false,
        ...(input.color !== undefined ? { color: input.color.toLowerCase() } : {}),
        ...(dates.set as Partial<typeof epics.$inferInsert>),
        authorId: user.id,
        updatedById: user.id,
      })
      .returning();
    if (row && labelIds.length) await tx.insert(epicLabels).values(labelIds.map((labelId) => ({ epicId: row.id, labelId })));
    return row;
  });
  if (!created) throw new AppError('INTERNAL');
  await publishIssuableEvents({ db, live }, { type: 'created', issuable: epicRef(created, group), actor: user });
  return { epic: created };
}

/** Epics::DestroyService: the epic and everything that points at it (issuables/destroy.ts). Caller checked `destroyEpic`. */
export async function destroyEpic(db: Db, live: Live, epic: EpicRow, group: Pick<GroupRow, 'id' | 'fullPath'>, storage: { dataDir: string }): Promise<void> {
  const { uploadFiles, parentEpicId } = await db.transaction(async (tx) => {
    const dependents = await deleteIssuableDependents(tx as unknown as Db, 'Epic', epic.id, { owner: { groupId: epic.groupId }, description: epic.description });
    const [deleted] = await tx.delete(epics).where(eq(epics.id, epic.id)).returning({ parentId: epics.parentId });
    return { ...dependents, parentEpicId: deleted?.parentId ?? null };
  });
  await removeUploadFiles(storage.dataDir, uploadFiles);
  await publishIssuableEvents({ db, live }, { type: 'deleted', issuable: epicRef(epic, group), parentEpicId });
}

/**
 * Epics::IssuePromoteService: a new epic in `group` with the issue's title, description and
 * confidentiality; the issue is closed and points at it. One transaction; system notes follow.
 */
export async function promoteIssueToEpic(db: Db, live: Live, user: UserRow, ctx: IssueContext, group: GroupRow): Promise<{ epic: EpicRow; issue: IssueRow } | { error: string }> {
  if (ctx.issue.promotedToEpicId !== null) return { error: ALREADY_PROMOTED };
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [last] = await tx.select({ iid: max(epics.iid) }).from(epics).where(eq(epics.groupId, group.id));
    const [epic] = await tx
      .insert(epics)
      .values({ groupId: group.id, iid: (last?.iid ?? 0) + 1, title: ctx.issue.title, description: ctx.issue.description, confidential: ctx.issue.confidential, authorId: user.id })
      .returning();
    if (!epic) throw new Error('epic not created');
    const wasOpen = ctx.issue.state === 'opened';
    const [issue] = await tx
      .update(issues)
      .set({
        promotedToEpicId: epic.id,
        ...(wasOpen ? { state: 'closed' as const, closedAt: now, closedById: user.id } : {}),
        updatedAt: now,
        updatedById: user.id,
      })
      .where(and(eq(issues.id, ctx.issue.id)))
      .returning();
    if (!issue) throw new Error('issue not updated');
    return { epic, issue, wasOpen };
  });
  const reference = ctx.namespace.id === group.id ? epicReference(result.epic, group) : epicReference(result.epic, group, true);
  // Committed: the issue tells where it went (and that it closed), the new epic where it came from.
  const issueActivity: ActivityEntry[] = [{ body: `promoted to epic ${reference}`, icon: 'epic', action: 'moved' }];
  if (result.wasOpen) issueActivity.push({ body: 'closed', icon: 'issue-close', action: 'closed' });
  await publishIssuableEvents(
    { db, live },
    {
      type: 'updated',
      issuable: issueRef(result.issue),
      actor: user,
      at: now,
      changes: [],
      delta: result.wasOpen ? { state: { from: 'opened', to: 'closed' } } : {},
      activity: issueActivity,
      descriptionVersionId: null,
    },
    {
      type: 'created',
      issuable: epicRef(result.epic, group),
      actor: user,
      activity: [{ body: `promoted from issue ${ctx.fullPath}#${ctx.issue.iid}`, icon: 'epic' }],
      copiedFrom: issueRef(ctx.issue),
    },
  );
  return { epic: result.epic, issue: result.issue };
}
