import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { timelogs } from './tables.ts';

/** Total seconds spent per issue. */
export async function totalTimeSpent(db: Db, issueIds: number[]): Promise<Map<number, number>> {
  if (issueIds.length === 0) return new Map();
  const rows = await db
    .select({ issueId: timelogs.issueId, total: sql<number>`coalesce(sum(${timelogs.timeSpent}), 0)`.mapWith(Number) })
    .from(timelogs)
    .where(inArray(timelogs.issueId, issueIds))
    .groupBy(timelogs.issueId);
  return new Map(rows.map((row) => [row.issueId, row.total]));
}
