import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../lib/pagination.ts';
import { ancestorPaths } from '../memberships/rules.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { groups, type GroupRow } from './tables.ts';
import { escapeLike } from '../../lib/sqlLike.ts';
import { memberships } from '../memberships/tables.ts';
import { users, type UserRow } from '../users/tables.ts';

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

/**
 * "GitLab.org / Platform" for the row of `groups` in the surrounding query (which must select from
 * "groups" unaliased): the names of the group and its ancestors by full path, as fullNames(), in the
 * same query. Written out because drizzle drops table qualifiers in single-table selects.
 */
export const groupFullNameSql = sql<string>`(select string_agg(ancestor.name, ' / ' order by length(ancestor.full_path)) from groups ancestor where ancestor.full_path = "groups"."full_path" or starts_with("groups"."full_path", ancestor.full_path || '/'))`;

/** Total rows of the query before LIMIT/OFFSET, in the same query. */
export const totalRowsSql = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * Condition: `fullPath` is one of the given groups or inside one of them (inheritance follows the
 * path, as effectiveGroupAccess()).
 */
export function inGroupSubtrees(fullPath: SQLWrapper, paths: string[]): SQL {
  if (paths.length === 0) return sql`false`;
  const inside = paths.map((p) => sql` or starts_with(${fullPath}, ${`${p}/`})`);
  return sql`(${fullPath} in (${sql.join(
    paths.map((p) => sql`${p}`),
    sql`, `,
  )})${sql.join(inside)})`;
}

/** Full paths of the viewer's direct group memberships with at least `level`. */
export async function memberGroupPaths(viewer: Viewer, level: number): Promise<string[]> {
  const direct = await viewer.memberships();
  return [...direct.groupsByPath].filter(([, l]) => l >= level).map(([path]) => path);
}

/**
 * SQL condition selecting the groups the viewer can see. Reached groups are those inside a member
 * group's subtree; no query beyond the viewer's memoised memberships.
 */
export async function visibleGroupsCondition(viewer: Viewer): Promise<SQL | undefined> {
  if (viewer.isAdmin) return undefined;
  if (!viewer.signedIn) return eq(groups.visibility, 'public');
  const paths = await memberGroupPaths(viewer, 0);
  const options: SQL[] = [inArray(groups.visibility, ['public', 'internal'])];
  if (paths.length) options.push(inGroupSubtrees(groups.fullPath, paths));
  return or(...options);
}

export interface GroupListFilter {
  search?: string | undefined;
  topLevelOnly?: boolean | undefined;
  minAccessLevel?: number | undefined;
  ids?: number[] | undefined;
  /** Only the direct children of this group (`/groups/:id/subgroups`). */
  parentId?: number | undefined;
  /** Only groups the viewer's memberships reach (member groups and their descendants). */
  memberOnly?: boolean | undefined;
}

export async function listVisibleGroups(
  db: Db,
  viewer: Viewer,
  filter: GroupListFilter,
  page: Page,
): Promise<{ rows: GroupRow[]; fullNames: Map<number, string>; total: number }> {
  const conditions: (SQL | undefined)[] = [await visibleGroupsCondition(viewer)];
  if (filter.search) {
    const term = `%${filter.search}%`;
    conditions.push(or(ilike(groups.name, term), ilike(groups.path, term)));
  }
  if (filter.topLevelOnly) conditions.push(isNull(groups.parentId));
  if (filter.ids) conditions.push(filter.ids.length ? inArray(groups.id, filter.ids) : sql`false`);
  if (filter.parentId !== undefined) conditions.push(eq(groups.parentId, filter.parentId));
  if (filter.memberOnly) conditions.push(inGroupSubtrees(groups.fullPath, await memberGroupPaths(viewer, 0)));
  if (filter.minAccessLevel !== undefined) {
    // Effective access is the highest membership on the path, so level >= n means some member
    // group with level >= n contains the group.
    conditions.push(inGroupSubtrees(groups.fullPath, await memberGroupPaths(viewer, filter.minAccessLevel)));
  }
  const where = and(...conditions);
  // One query: the page, each group's full name and the total.
  const found = await db
    .select({ group: groups, fullName: groupFullNameSql, total: totalRowsSql })
    .from(groups)
    .where(where)
    .orderBy(asc(groups.fullPath))
    .limit(page.perPage)
    .offset(page.offset);
  const total = found[0]?.total ?? (page.offset > 0 ? ((await db.select({ n: count() }).from(groups).where(where))[0]?.n ?? 0) : 0);
  return { rows: found.map((row) => row.group), fullNames: new Map(found.map((row) => [row.group.id, row.fullName])), total };
}

export async function childGroups(db: Db, parentId: number): Promise<GroupRow[]> {
  return db.select().from(groups).where(eq(groups.parentId, parentId)).orderBy(asc(groups.name));
}

/** The group and all its descendants. */
export async function subtreeGroupIds(db: Db, group: GroupRow): Promise<number[]> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(or(eq(groups.id, group.id), sql`${groups.fullPath} like ${escapeLike(group.fullPath) + '/%'}`));
  return rows.map((row) => row.id);
}

export interface GroupMemberRow {
  user: UserRow;
  accessLevel: number;
  createdAt: Date;
  /** The group the membership is on (the group itself, or an ancestor for inherited members). */
  sourceFullPath: string;
}

/**
 * The group's members: direct ones, or with `inherited` also the members of its ancestors (GitLab's
 * `/members/all`), each user once with their highest level (the nearest group on ties). Ordered by
 * level (highest first), then name.
 */
export async function listGroupMembers(
  db: Db,
  group: GroupRow,
  options: { inherited: boolean; query?: string | undefined },
  page: Page,
): Promise<{ rows: GroupMemberRow[]; total: number }> {
  const paths = options.inherited ? [...ancestorPaths(group.fullPath), group.fullPath] : [group.fullPath];
  const conditions: (SQL | undefined)[] = [eq(memberships.sourceType, 'group'), inArray(groups.fullPath, paths), eq(users.userType, 'human')];
  if (options.query) {
    const term = `%${escapeLike(options.query)}%`;
    conditions.push(or(ilike(users.name, term), ilike(users.username, term)));
  }
  const found = await db
    .select({ user: users, accessLevel: memberships.accessLevel, createdAt: memberships.createdAt, sourceFullPath: groups.fullPath })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.sourceId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(...conditions));
  const best = new Map<number, GroupMemberRow>();
  for (const row of found) {
    const current = best.get(row.user.id);
    if (!current || row.accessLevel > current.accessLevel || (row.accessLevel === current.accessLevel && row.sourceFullPath.length > current.sourceFullPath.length)) best.set(row.user.id, row);
  }
  const all = [...best.values()].sort((a, b) => b.accessLevel - a.accessLevel || a.user.name.localeCompare(b.user.name) || a.user.id - b.user.id);
  return { rows: all.slice(page.offset, page.offset + page.perPage), total: all.length };
}
