import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import type { IssuableEventSubscriber } from '../issuables/events.ts';
import { issues } from '../issues/tables.ts';
import { epics } from './tables.ts';
import { ancestorEpics } from './tree.ts';

/**
 * Live channel of an epic's tree (`epic_tree:<id>`): every change of the children of the epic or of one
 * of its descendant epics. The `epicTreeUpdated` subscription listens on it.
 */
export const epicTreeChannel = (epicId: number) => `epic_tree:${epicId}`;

/** A child of a tree level, as an event names it. */
export interface TreeChildRef {
  type: 'Epic' | 'Issue';
  id: number;
}

/**
 * What a tree event carries (ids only: every subscriber re-reads with its own access checks). `level_id`
 * is the epic whose children changed; `confidential_changed` when the child's confidentiality flipped
 * (who could read it before may read it no more, and is told so the row goes away). A deleted child is
 * not named (null): its row is gone, so no one could be checked against it, and the event tells only
 * that the level changed, to every reader of the level.
 */
export interface EpicTreePayload {
  level_id: number;
  child_type: TreeChildRef['type'] | null;
  child_id: number | null;
  confidential_changed: boolean;
  /** The level's epic itself was deleted (sent on its own channel only: the page showing it). */
  epic_deleted?: true;
}

/**
 * Tells every page showing the level `levelId` that its child `child` was added, removed, moved or
 * changed (`null`: a child was deleted, unnamed): on the level's channel and those of its ancestors (a
 * page subscribes on its own epic and shows the levels below it; the ancestors' counts change too).
 * Call after the change committed.
 */
export async function publishEpicTreeEvent(db: Db, live: Live, levelId: number, child: TreeChildRef | null, options: { confidentialChanged?: boolean } = {}): Promise<void> {
  const [level] = await db.select({ parentId: epics.parentId }).from(epics).where(eq(epics.id, levelId));
  if (!level) return;
  const payload: EpicTreePayload = { level_id: levelId, child_type: child?.type ?? null, child_id: child?.id ?? null, confidential_changed: child ? (options.confidentialChanged ?? false) : false };
  const ancestors = await ancestorEpics(db, level);
  for (const epicId of [levelId, ...ancestors.map((row) => row.id)]) await live.publish(epicTreeChannel(epicId), { ...payload });
}

/**
 * Tells the page of epic `epicId` that its epic was deleted (on the epic's own channel: pages of the
 * epics above hear of it as a deleted child of its parent's level). Call after the deletion committed.
 */
export async function publishEpicDeletedEvent(live: Live, epicId: number): Promise<void> {
  const payload: EpicTreePayload = { level_id: epicId, child_type: null, child_id: null, confidential_changed: false, epic_deleted: true };
  await live.publish(epicTreeChannel(epicId), { ...payload });
}

/** The same event for each distinct, existing level of `levelIds` (a move: the old and the new parent). */
export async function publishEpicTreeEvents(db: Db, live: Live, levelIds: readonly (number | null | undefined)[], child: TreeChildRef): Promise<void> {
  const distinct = [...new Set(levelIds.filter((id): id is number => typeof id === 'number'))];
  for (const levelId of distinct) await publishEpicTreeEvent(db, live, levelId, child);
}

/** Issue changes a tree row shows (state, title, confidentiality, the row's fields) or the counts and roll-ups count. */
const ISSUE_ROW_CHANGES = new Set(['title', 'state', 'confidential', 'labels', 'assignees', 'milestone', 'dates', 'health_status', 'weight']);
/** Epic changes a tree row shows (a child epic's state, title, confidentiality, labels, dates, colour). */
const EPIC_ROW_CHANGES = new Set(['title', 'state', 'confidential', 'labels', 'dates', 'color']);

/**
 * The core's events as tree events, after commit: an issue that changed epic (the sidebar, `/epic`, the
 * tree) is told on both levels; a change of a child a row shows is told on its parent's level; a deleted
 * child on its parent's level, unnamed, and a deleted epic to its own page. The tree's own writes (links, reorders, moves) publish theirs
 * once the positions are written (treeService).
 */
export const publishEpicTreeLive: IssuableEventSubscriber = async (event, { db, live }) => {
  if (event.type === 'deleted') {
    if ((event.issuable.kind === 'Issue' || event.issuable.kind === 'Epic') && event.parentEpicId != null) await publishEpicTreeEvent(db, live, event.parentEpicId, null);
    if (event.issuable.kind === 'Epic') await publishEpicDeletedEvent(live, event.issuable.id);
    return;
  }
  if (event.type !== 'updated') return;
  const { issuable } = event;
  const confidentialChanged = event.changes.includes('confidential');
  if (issuable.kind === 'Issue') {
    const child: TreeChildRef = { type: 'Issue', id: issuable.id };
    if (event.delta.epic) await publishEpicTreeEvents(db, live, [event.delta.epic.from, event.delta.epic.to], child);
    if (!event.changes.some((change) => ISSUE_ROW_CHANGES.has(change))) return;
    const [row] = await db.select({ epicId: issues.epicId }).from(issues).where(eq(issues.id, issuable.id));
    // A new parent was told above already.
    if (row?.epicId != null && row.epicId !== event.delta.epic?.to) await publishEpicTreeEvent(db, live, row.epicId, child, { confidentialChanged });
  } else if (issuable.kind === 'Epic') {
    if (!event.changes.some((change) => EPIC_ROW_CHANGES.has(change))) return;
    const [row] = await db.select({ parentId: epics.parentId }).from(epics).where(eq(epics.id, issuable.id));
    if (row?.parentId != null) await publishEpicTreeEvent(db, live, row.parentId, { type: 'Epic', id: issuable.id }, { confidentialChanged });
  }
};
