import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../lib/pagination.ts';
import { ancestorPaths } from '../memberships/rules.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { groups, type GroupRow } from './tables.ts';

export async function findGroup(db: Db, ref: { id: number } | { fullPath: string }): Promise<GroupRow | undefined> {
  const where = 'id' in ref ? eq(groups.id, ref.id) : eq(sql`lower(${groups.fullPath})`, ref.fullPath.toLowerCase());
  const [row] = await db.select().from(groups).where(where);
  return row;
}

export async function findGroupsByIds(db: Db, ids: number[]): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(groups).where(inArray(groups.id, ids));
}

/** Groups by full path (used to name ancestors, e.g. "GitLab.org / Platform"). */
export async function findGroupsByPaths(db: Db, paths: string[]): Promise<Map<string, GroupRow>> {
  if (paths.length === 0) return new Map();
  const rows = await db.select().from(groups).where(inArray(groups.fullPath, [...new Set(paths)]));
  return new Map(rows.map((row) => [row.fullPath, row]));
}

/** "GitLab.org / Platform" for each given group; one query for all ancestors. */
export async function fullNames(db: Db, list: GroupRow[]): Promise<Map<number, string>> {
  const ancestors = await findGroupsByPaths(db, list.flatMap((group) => ancestorPaths(group.fullPath)));
  return new Map(
    list.map((group) => [
      group.id,
      [...ancestorPaths(group.fullPath).map((p) => ancestors.get(p)?.name ?? p.split('/').pop() ?? p), group.name].join(' / '),
    ]),
  );
}

/** SQL condition selecting the groups the viewer can see. */
export async function visibleGroupsCondition(viewer: Viewer): Promise<SQL | undefined> {
  if (viewer.isAdmin) return undefined;
  if (!viewer.signedIn) return eq(groups.visibility, 'public');
  const reachable = [...(await viewer.reachableGroups()).keys()];
  const options: SQL[] = [inArray(groups.visibility, ['public', 'internal'])];
  if (reachable.length) options.push(inArray(groups.id, reachable));
  return or(...options);
}

export interface GroupListFilter {
  search?: string | undefined;
  topLevelOnly?: boolean | undefined;
  minAccessLevel?: number | undefined;
  ids?: number[] | undefined;
}

export async function listVisibleGroups(db: Db, viewer: Viewer, filter: GroupListFilter, page: Page): Promise<{ rows: GroupRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [await visibleGroupsCondition(viewer)];
  if (filter.search) {
    const term = `%${filter.search}%`;
    conditions.push(or(ilike(groups.name, term), ilike(groups.path, term)));
  }
  if (filter.topLevelOnly) conditions.push(isNull(groups.parentId));
  if (filter.ids) conditions.push(filter.ids.length ? inArray(groups.id, filter.ids) : sql`false`);
  if (filter.minAccessLevel !== undefined) {
    const reachable = await viewer.reachableGroups();
    const ids = [...reachable].filter(([, level]) => level >= (filter.minAccessLevel ?? 0)).map(([id]) => id);
    conditions.push(ids.length ? inArray(groups.id, ids) : sql`false`);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db.select().from(groups).where(where).orderBy(asc(groups.fullPath)).limit(page.perPage).offset(page.offset),
    db.select({ n: count() }).from(groups).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function childGroups(db: Db, parentId: number): Promise<GroupRow[]> {
  return db.select().from(groups).where(eq(groups.parentId, parentId)).orderBy(asc(groups.name));
}

/** The group and all its descendants. */
export async function subtreeGroupIds(db: Db, group: GroupRow): Promise<number[]> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(or(eq(groups.id, group.id), sql`${groups.fullPath} like ${group.fullPath.replace(/[\\%_]/g, (c) => `\\${c}`) + '/%'}`));
  return rows.map((row) => row.id);
}
