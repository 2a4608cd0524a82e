import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Page } from '../../lib/pagination.ts';
import { groupFullNameSql, inGroupSubtrees, memberGroupPaths, totalRowsSql } from '../groups/queries.ts';
import { groups, type GroupRow } from '../groups/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { projects, type ProjectRow } from './tables.ts';

export interface ProjectWithNamespace {
  project: ProjectRow;
  namespace: GroupRow;
}

export async function findProject(db: Db, ref: { id: number } | { fullPath: string }): Promise<ProjectWithNamespace | undefined> {
  let where: SQL | undefined;
  if ('id' in ref) {
    where = eq(projects.id, ref.id);
  } else {
    const slash = ref.fullPath.lastIndexOf('/');
    if (slash <= 0) return undefined;
    where = and(
      eq(sql`lower(${groups.fullPath})`, ref.fullPath.slice(0, slash).toLowerCase()),
      eq(sql`lower(${projects.path})`, ref.fullPath.slice(slash + 1).toLowerCase()),
    );
  }
  const [row] = await db.select({ project: projects, namespace: groups }).from(projects).innerJoin(groups, eq(groups.id, projects.namespaceId)).where(where);
  return row;
}

/**
 * Condition: projects where the viewer's effective access is at least `level` (a direct project
 * membership, or a member group on the namespace's path), from the viewer's memoised memberships.
 */
export async function projectsWithAccessCondition(viewer: Viewer, level: number): Promise<SQL> {
  const direct = await viewer.memberships();
  const projectIds = [...direct.projects].filter(([, l]) => l >= level).map(([id]) => id);
  const groupPaths = await memberGroupPaths(viewer, level);
  const options: SQL[] = [];
  if (projectIds.length) options.push(inArray(projects.id, projectIds));
  if (groupPaths.length) {
    // Explicit alias: drizzle drops table qualifiers in single-table selects.
    options.push(inArray(projects.namespaceId, sql`(select reached.id from groups reached where ${inGroupSubtrees(sql.raw('reached.full_path'), groupPaths)})`));
  }
  return options.length ? (or(...options) as SQL) : sql`false`;
}

/** Condition selecting the projects the viewer can read (visibility rules of rules.ts, in SQL). */
export async function visibleProjectsCondition(viewer: Viewer): Promise<SQL | undefined> {
  if (viewer.isAdmin) return undefined;
  if (!viewer.signedIn) return eq(projects.visibility, 'public');
  return or(inArray(projects.visibility, ['public', 'internal']), await projectsWithAccessCondition(viewer, 10));
}

export interface ProjectListFilter {
  membership?: boolean | undefined;
  search?: string | undefined;
  visibility?: 'public' | 'internal' | 'private' | undefined;
  namespaceIds?: number[] | undefined;
  /** These projects only. */
  ids?: number[] | undefined;
  archived?: boolean | undefined;
  orderBy: 'id' | 'name' | 'path' | 'created_at' | 'last_activity_at';
  sort: 'asc' | 'desc';
}

const ORDER_COLUMNS = {
  id: projects.id,
  name: projects.name,
  path: projects.path,
  created_at: projects.createdAt,
  last_activity_at: projects.lastActivityAt,
} as const;

export async function listVisibleProjects(
  db: Db,
  viewer: Viewer,
  filter: ProjectListFilter,
  page: Page,
): Promise<{ rows: (ProjectWithNamespace & { namespaceFullName: string })[]; total: number }> {
  const conditions: (SQL | undefined)[] = [await visibleProjectsCondition(viewer)];
  if (filter.membership) conditions.push(viewer.signedIn ? await projectsWithAccessCondition(viewer, 10) : sql`false`);
  if (filter.search) {
    const term = `%${filter.search}%`;
    conditions.push(or(ilike(projects.name, term), ilike(projects.path, term), ilike(projects.description, term)));
  }
  if (filter.visibility) conditions.push(eq(projects.visibility, filter.visibility));
  if (filter.archived !== undefined) conditions.push(eq(projects.archived, filter.archived));
  if (filter.namespaceIds) conditions.push(filter.namespaceIds.length ? inArray(projects.namespaceId, filter.namespaceIds) : sql`false`);
  if (filter.ids) conditions.push(filter.ids.length ? inArray(projects.id, filter.ids) : sql`false`);
  const where = and(...conditions);
  const column = ORDER_COLUMNS[filter.orderBy];
  const direction = filter.sort === 'asc' ? asc : desc;
  // One query: the page, the namespaces' full names and the total.
  const rows = await db
    .select({ project: projects, namespace: groups, namespaceFullName: groupFullNameSql, total: totalRowsSql })
    .from(projects)
    .innerJoin(groups, eq(groups.id, projects.namespaceId))
    .where(where)
    .orderBy(direction(column), direction(projects.id))
    .limit(page.perPage)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset > 0 ? ((await db.select({ n: count() }).from(projects).where(where))[0]?.n ?? 0) : 0);
  return { rows, total };
}

export async function projectPathTaken(db: Db, namespaceId: number, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.namespaceId, namespaceId), eq(sql`lower(${projects.path})`, path.toLowerCase())));
  return Boolean(row);
}

export async function projectNameTaken(db: Db, namespaceId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.namespaceId, namespaceId), eq(sql`lower(${projects.name})`, name.toLowerCase())));
  return Boolean(row);
}

export async function insertProject(
  db: Db,
  values: { name: string; path: string; namespaceId: number; visibility: 'public' | 'internal' | 'private'; description: string | null },
): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Changes a project's settings (Projects::UpdateService's columns this server has). */
export async function updateProjectSettings(db: Db, id: number, values: Partial<Pick<ProjectRow, 'resolveOutdatedDiffDiscussions' | 'suggestionCommitMessage'>>): Promise<ProjectRow> {
  const [row] = Object.keys(values).length > 0 ? await db.update(projects).set(values).where(eq(projects.id, id)).returning() : await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
  return row;
}
