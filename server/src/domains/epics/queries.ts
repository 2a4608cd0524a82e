import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { issuableParticipants } from '../issuables/participants.ts';
import type { GroupRow } from '../groups/tables.ts';
import { groupAndAncestorIds } from '../labels/queries.ts';
import { labels, type LabelRow } from '../labels/tables.ts';
import type { UserRow } from '../users/tables.ts';
import { epicLabels, epics, type EpicRow } from './tables.ts';

export async function findEpicByIid(db: Db, groupId: number, iid: number): Promise<EpicRow | undefined> {
  if (!Number.isSafeInteger(iid) || iid <= 0 || iid > 2_147_483_647) return undefined;
  const [row] = await db
    .select()
    .from(epics)
    .where(and(eq(epics.groupId, groupId), eq(epics.iid, iid)));
  return row;
}

/** The epic's labels, by title. */
export async function labelsOfEpic(db: Db, epicId: number): Promise<LabelRow[]> {
  const rows = await db
    .select({ label: labels })
    .from(epicLabels)
    .innerJoin(labels, eq(labels.id, epicLabels.labelId))
    .where(eq(epicLabels.epicId, epicId))
    .orderBy(asc(labels.title), asc(labels.id));
  return rows.map((row) => row.label);
}

/** The labels of several epics, by epic id. */
export async function labelsOfEpics(db: Db, epicIds: number[]): Promise<Map<number, LabelRow[]>> {
  const byEpic = new Map<number, LabelRow[]>();
  if (!epicIds.length) return byEpic;
  const rows = await db
    .select({ epicId: epicLabels.epicId, label: labels })
    .from(epicLabels)
    .innerJoin(labels, eq(labels.id, epicLabels.labelId))
    .where(inArray(epicLabels.epicId, epicIds))
    .orderBy(asc(labels.title), asc(labels.id));
  for (const row of rows) byEpic.set(row.epicId, [...(byEpic.get(row.epicId) ?? []), row.label]);
  return byEpic;
}

/** Labels an epic may carry: those of its group and the group's ancestors (epics have no project labels). */
export async function availableEpicLabels(db: Db, group: GroupRow): Promise<LabelRow[]> {
  const groupIds = await groupAndAncestorIds(db, group);
  return db.select().from(labels).where(inArray(labels.groupId, groupIds)).orderBy(asc(labels.title), asc(labels.id));
}

/**
 * Participants as GitLab's Participable lists them for the page (issuables/participants.ts): the
 * author, then everyone who commented (internal notes only count for readers of internal notes), in
 * order of first appearance.
 */
export function epicParticipants(db: Db, epic: EpicRow, includeInternal: boolean): Promise<UserRow[]> {
  return issuableParticipants(db, { type: 'Epic', id: epic.id, authorId: epic.authorId, description: epic.description, includeInternal, mentions: false });
}
