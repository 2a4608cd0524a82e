import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { findGroupsByIds } from '../groups/queries.ts';
import type { GroupRow } from '../groups/tables.ts';
import { publishIssuableEvents, type ActivityEntry, type IssuableEvent } from '../issuables/events.ts';
import type { IssueContext } from '../issues/context.ts';
import { updateIssue } from '../issues/service.ts';
import { issues } from '../issues/tables.ts';
import type { UserRow } from '../users/tables.ts';
import { epicReference } from './paths.ts';
import { epicRef } from './service.ts';
import { epics, type EpicRow } from './tables.ts';
import { ancestorEpics, descendantEpics, heightOf, MAX_HIERARCHY_DEPTH, TREE_MESSAGES } from './tree.ts';
import { publishEpicTreeEvent, publishEpicTreeEvents } from './treeLive.ts';

export { TREE_MESSAGES };

const inSubtree = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Epic#valid_parent?: why `child` may not go under `parent`, or null. `groups` maps both groups by id. */
export async function parentProblem(db: Db, child: EpicRow, parent: EpicRow, groups: Map<number, GroupRow>): Promise<string | null> {
  if (child.id === parent.id) return TREE_MESSAGES.self;
  if (child.parentId === parent.id) return TREE_MESSAGES.alreadyChild;
  const ancestors = await ancestorEpics(db, parent);
  if (ancestors.some((row) => row.id === child.id)) return TREE_MESSAGES.ancestor;
  const childGroup = groups.get(child.groupId);
  const parentGroup = groups.get(parent.groupId);
  if (!childGroup || !parentGroup || !inSubtree(childGroup.fullPath, parentGroup.fullPath)) return TREE_MESSAGES.group;
  // Levels: the parent's ancestors, the parent, the child and the levels below the child.
  const height = heightOf(child.id, await descendantEpics(db, child.id));
  if (ancestors.length + 2 + height > MAX_HIERARCHY_DEPTH) return TREE_MESSAGES.depth;
  if (parent.confidential && !child.confidential) return TREE_MESSAGES.confidentialEpic;
  return null;
}

/** GitLab's RelativePositioning gap. */
const GAP = 1000;
const MIN_POSITION = -2_147_483_648;
const MAX_POSITION = 2_147_483_647;

export type TreeNodeRef = { kind: 'epic'; id: number } | { kind: 'issue'; id: number };
interface Sibling {
  kind: 'epic' | 'issue';
  id: number;
  position: number | null;
}

/** Child epics and issues of an epic in one ordering (GitLab positions both in one space). */
async function siblingsOf(db: Db, parentId: number): Promise<Sibling[]> {
  const [childEpics, childIssues] = await Promise.all([
    db.select({ id: epics.id, position: epics.relativePosition }).from(epics).where(eq(epics.parentId, parentId)),
    db.select({ id: issues.id, position: issues.epicRelativePosition }).from(issues).where(eq(issues.epicId, parentId)),
  ]);
  const all: Sibling[] = [...childEpics.map((row) => ({ kind: 'epic' as const, ...row })), ...childIssues.map((row) => ({ kind: 'issue' as const, ...row }))];
  return all.sort((a, b) => (a.position ?? MAX_POSITION) - (b.position ?? MAX_POSITION) || (a.kind === b.kind ? a.id - b.id : a.kind === 'epic' ? -1 : 1));
}

async function writePosition(db: Db, node: Pick<Sibling, 'kind' | 'id'>, position: number): Promise<void> {
  if (node.kind === 'epic') await db.update(epics).set({ relativePosition: position }).where(eq(epics.id, node.id));
  else await db.update(issues).set({ epicRelativePosition: position }).where(eq(issues.id, node.id));
}

/**
 * Puts `moving` among `parentId`'s children: before `before`, after `after`, or at the start (neither).
 * A midpoint when the neighbours leave room, else the siblings are spread out again (RelativePositioning).
 */
export async function placeInTree(db: Db, parentId: number, moving: TreeNodeRef, target: { before?: TreeNodeRef; after?: TreeNodeRef }): Promise<void> {
  const siblings = (await siblingsOf(db, parentId)).filter((row) => !(row.kind === moving.kind && row.id === moving.id));
  const indexOf = (ref: TreeNodeRef) => siblings.findIndex((row) => row.kind === ref.kind && row.id === ref.id);
  let index = 0;
  if (target.before) index = Math.max(0, indexOf(target.before));
  else if (target.after) index = indexOf(target.after) + 1;
  const previous = siblings[index - 1];
  const next = siblings[index];
  const low = previous ? previous.position : null;
  const high = next ? next.position : null;
  let position: number | null = null;
  if (!previous && !next) position = 0;
  else if (!previous && high !== null && high - GAP > MIN_POSITION) position = high - GAP;
  else if (!next && low !== null && low + GAP < MAX_POSITION) position = low + GAP;
  else if (low !== null && high !== null && high - low >= 2) position = Math.floor((low + high) / 2);
  if (position !== null) {
    await writePosition(db, moving, position);
    return;
  }
  const ordered = [...siblings.slice(0, index), { ...moving, position: null }, ...siblings.slice(index)];
  const start = -Math.floor((ordered.length * GAP) / 2);
  for (const [i, row] of ordered.entries()) await writePosition(db, row, start + i * GAP);
}

function linkEvents(actor: UserRow, entries: { issuable: ReturnType<typeof epicRef>; body: string; action: string }[]): IssuableEvent[] {
  return entries.map(({ issuable, body, action }) => ({ type: 'touched', issuable, reason: 'link', actor, activity: [{ body, icon: 'epic', action } satisfies ActivityEntry] }));
}

/**
 * EpicLinks: `child` goes under `parent` (null: to the top), at the start of the parent's children
 * unless a place is given. The caller has checked permissions and `parentProblem`. History lines on
 * the epics involved ("added epic &2 as child epic", "added epic &1 as parent epic", …).
 */
export async function setEpicParent(db: Db, live: Live, user: UserRow, child: EpicRow, parent: EpicRow | null, place: { before?: TreeNodeRef; after?: TreeNodeRef } = {}): Promise<EpicRow> {
  const previousParentId = child.parentId;
  const involved = [child.groupId, parent?.groupId, previousParentId !== null ? (await db.select({ groupId: epics.groupId }).from(epics).where(eq(epics.id, previousParentId)))[0]?.groupId : undefined].filter(
    (id): id is number => id !== undefined,
  );
  const groups = new Map((await findGroupsByIds(db, [...new Set(involved)])).map((group) => [group.id, group]));
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(epics)
      .set({ parentId: parent?.id ?? null, relativePosition: null })
      .where(eq(epics.id, child.id))
      .returning();
    if (parent) await placeInTree(tx as unknown as Db, parent.id, { kind: 'epic', id: child.id }, place);
    return row;
  });
  if (!updated) throw new Error('epic not updated');
  const [previous] = previousParentId !== null && previousParentId !== parent?.id ? await db.select().from(epics).where(eq(epics.id, previousParentId)) : [];
  const childGroup = groups.get(child.groupId) as GroupRow;
  const ref = (epic: EpicRow, from: EpicRow) => {
    const group = groups.get(epic.groupId) as GroupRow;
    return epicReference(epic, group, epic.groupId !== from.groupId);
  };
  const entries: { issuable: ReturnType<typeof epicRef>; body: string; action: string }[] = [];
  if (previous) {
    const previousGroup = groups.get(previous.groupId) as GroupRow;
    entries.push({ issuable: epicRef(previous, previousGroup), body: `removed child epic ${ref(child, previous)}`, action: 'relate_epic' });
    if (!parent) entries.push({ issuable: epicRef(child, childGroup), body: `removed parent epic ${ref(previous, child)}`, action: 'relate_epic' });
  }
  if (parent) {
    const parentGroup = groups.get(parent.groupId) as GroupRow;
    entries.push({ issuable: epicRef(parent, parentGroup), body: `added epic ${ref(child, parent)} as child epic`, action: 'relate_epic' });
    entries.push({ issuable: epicRef(child, childGroup), body: `added epic ${ref(parent, child)} as parent epic`, action: 'relate_epic' });
  }
  await publishIssuableEvents({ db, live }, ...linkEvents(user, entries));
  // The pages showing either level (and the levels above them) read them again.
  await publishEpicTreeEvents(db, live, [previousParentId, parent?.id], { type: 'Epic', id: child.id });
  const [fresh] = await db.select().from(epics).where(eq(epics.id, child.id));
  return fresh ?? updated;
}

export type LinkIssueResult = { kind: 'ok' } | { kind: 'error'; message: string; status: 404 | 409 | 422 };

/**
 * EpicIssues::CreateService for one issue: the caller has loaded the issue as the user may read it and
 * checked the user may relate issues to `epic` (reporter+ in its group). The issue's project must be in
 * the epic's group or a subgroup; a confidential epic takes only confidential issues. The issue leaves
 * its previous epic. Through the issue's update (history "added to epic &1", live `epic` change) plus a
 * line on the epic ("added issue group/project#1").
 */
export async function linkIssueToEpic(db: Db, live: Live, user: UserRow, epic: EpicRow, group: GroupRow, ctx: IssueContext, place: { before?: TreeNodeRef; after?: TreeNodeRef } = {}): Promise<LinkIssueResult> {
  if (!inSubtree(ctx.namespace.fullPath, group.fullPath) || !ctx.abilities.issue.setIssueMetadata) return { kind: 'error', message: TREE_MESSAGES.noIssue, status: 404 };
  if (ctx.issue.epicId === epic.id) return { kind: 'error', message: TREE_MESSAGES.issueAlreadyAssigned, status: 409 };
  if (epic.confidential && !ctx.issue.confidential) return { kind: 'error', message: TREE_MESSAGES.confidentialIssue, status: 422 };
  const previousEpicId = ctx.issue.epicId;
  const result = await updateIssue(db, live, user, ctx, { epicId: epic.id });
  if (result.kind === 'conflict') return { kind: 'error', message: TREE_MESSAGES.noIssue, status: 409 };
  if (result.kind === 'invalid') return { kind: 'error', message: TREE_MESSAGES.noIssue, status: 404 };
  await db.transaction(async (tx) => {
    await tx.update(issues).set({ epicRelativePosition: null }).where(eq(issues.id, ctx.issue.id));
    await placeInTree(tx as unknown as Db, epic.id, { kind: 'issue', id: ctx.issue.id }, place);
  });
  const entries = [{ issuable: epicRef(epic, group), body: `added issue ${ctx.fullPath}#${ctx.issue.iid}`, action: 'epic_issue_added' }];
  if (previousEpicId !== null) {
    const [previous] = await db.select().from(epics).where(eq(epics.id, previousEpicId));
    const [previousGroup] = previous ? await findGroupsByIds(db, [previous.groupId]) : [];
    if (previous && previousGroup) entries.push({ issuable: epicRef(previous, previousGroup), body: `removed issue ${ctx.fullPath}#${ctx.issue.iid}`, action: 'epic_issue_removed' });
  }
  await publishIssuableEvents({ db, live }, ...linkEvents(user, entries));
  // The issue's update told both levels already; the new level again, now that the issue has its place.
  await publishEpicTreeEvent(db, live, epic.id, { type: 'Issue', id: ctx.issue.id });
  return { kind: 'ok' };
}

/**
 * A child moved among its siblings (epicTreeReorder, the REST reorder): its new place, then the tree's
 * live event for the level.
 */
export async function reorderInTree(db: Db, live: Live, parentId: number, moving: TreeNodeRef, target: { before?: TreeNodeRef; after?: TreeNodeRef }): Promise<void> {
  await db.transaction(async (tx) => placeInTree(tx as unknown as Db, parentId, moving, target));
  await publishEpicTreeEvent(db, live, parentId, { type: moving.kind === 'epic' ? 'Epic' : 'Issue', id: moving.id });
}

/** EpicIssues::DestroyService: the issue leaves `epic` (history on both). The caller checked permissions. */
export async function unlinkIssueFromEpic(db: Db, live: Live, user: UserRow, epic: EpicRow, group: GroupRow, ctx: IssueContext): Promise<void> {
  const result = await updateIssue(db, live, user, ctx, { epicId: null });
  if (result.kind !== 'ok') throw new Error('issue not unlinked');
  await db.update(issues).set({ epicRelativePosition: null }).where(eq(issues.id, ctx.issue.id));
  await publishIssuableEvents({ db, live }, ...linkEvents(user, [{ issuable: epicRef(epic, group), body: `removed issue ${ctx.fullPath}#${ctx.issue.iid}`, action: 'epic_issue_removed' }]));
}

/** The issues of an epic in tree order, unfiltered (callers filter by the issue read rule). */
export function epicIssueOrder() {
  return [sql`${issues.epicRelativePosition} asc nulls last`, asc(issues.id)] as const;
}
