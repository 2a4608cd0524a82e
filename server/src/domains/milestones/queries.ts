import { asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { GroupRow } from '../groups/tables.ts';
import { groupAndAncestorIds } from '../labels/queries.ts';
import type { ProjectRow } from '../projects/tables.ts';
import { iterations, milestones, type IterationRow, type MilestoneRow } from './tables.ts';

/** Milestones usable in a project: its own and those of its group and ancestors. */
export async function availableMilestones(db: Db, project: ProjectRow, namespace: GroupRow, options: { state?: 'active' | 'closed' | undefined; includeAncestors?: boolean } = {}): Promise<MilestoneRow[]> {
  const owners: SQL[] = [eq(milestones.projectId, project.id)];
  if (options.includeAncestors !== false) owners.push(inArray(milestones.groupId, await groupAndAncestorIds(db, namespace)));
  const rows = await db
    .select()
    .from(milestones)
    .where(or(...owners))
    .orderBy(asc(milestones.dueDate), asc(milestones.title));
  return options.state ? rows.filter((row) => row.state === options.state) : rows;
}

export async function milestonesByIds(db: Db, ids: number[]): Promise<Map<number, MilestoneRow>> {
  const rows = ids.length ? await db.select().from(milestones).where(inArray(milestones.id, ids)) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Iterations of the project's group and its ancestors. */
export async function availableIterations(db: Db, namespace: GroupRow): Promise<IterationRow[]> {
  return db
    .select()
    .from(iterations)
    .where(inArray(iterations.groupId, await groupAndAncestorIds(db, namespace)))
    .orderBy(asc(iterations.startDate));
}

export async function iterationsByIds(db: Db, ids: number[]): Promise<Map<number, IterationRow>> {
  const rows = ids.length ? await db.select().from(iterations).where(inArray(iterations.id, ids)) : [];
  return new Map(rows.map((row) => [row.id, row]));
}
