import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../lib/pagination.ts';
import { totalRowsSql } from '../groups/queries.ts';
import { groups, type GroupRow } from '../groups/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { projectsWithAccessCondition, visibleProjectsCondition } from '../projects/queries.ts';
import { projects, type ProjectRow } from '../projects/tables.ts';
import { users, type UserRow } from '../users/tables.ts';
import { ACCESS } from '../memberships/rules.ts';
import { issueAssignees, issues, type IssueRow } from './tables.ts';
import type { IssueScope } from './rules.ts';
import { assignedToUser, issueFilterConditions } from './listConditions.ts';
import type { IssueListFilters, IssueOrderBy } from './listParams.ts';

export interface IssueWithContext {
  issue: IssueRow;
  project: ProjectRow;
  namespace: GroupRow;
  author: UserRow;
}

/** Condition: issues the viewer may read (project readable, confidential rule of rules.ts in SQL). */
export async function readableIssuesCondition(viewer: Viewer): Promise<SQL | undefined> {
  if (viewer.isAdmin) return undefined;
  const projectVisible = await visibleProjectsCondition(viewer);
  const user = viewer.user;
  const confidentialAllowed = user
    ? or(
        eq(issues.authorId, user.id),
        sql`exists (select 1 from ${issueAssignees} where ${issueAssignees.issueId} = ${issues.id} and ${issueAssignees.userId} = ${user.id})`,
        await projectsWithAccessCondition(viewer, ACCESS.REPORTER),
      )
    : undefined;
  return and(
    projectVisible,
    eq(issues.hidden, false),
    confidentialAllowed ? or(eq(issues.confidential, false), confidentialAllowed) : eq(issues.confidential, false),
  );
}

export interface IssueListFilter {
  scope: IssueScope;
  state?: 'opened' | 'closed' | 'all' | undefined;
  projectId?: number | undefined;
  orderBy: IssueOrderBy;
  sort: 'asc' | 'desc';
  confidential?: boolean | undefined;
  issueType?: 'issue' | 'incident' | undefined;
  /** Projects of these groups only (a group's issues: the group and its subgroups). */
  namespaceIds?: number[] | undefined;
  /** IssuesFinder's filters (labels, milestone, people, search, dates…; listConditions.ts). */
  filters?: IssueListFilters | undefined;
  /** "Today" for due-date filters (tests pin it). */
  today?: Date | undefined;
}

/** The WHERE of an issue list: what the viewer may read, narrowed by the list's scope and filters. */
async function listWhere(viewer: Viewer, filter: Omit<IssueListFilter, 'orderBy' | 'sort'>): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [await readableIssuesCondition(viewer)];
  if (filter.scope === 'created_by_me') conditions.push(viewer.user ? eq(issues.authorId, viewer.user.id) : sql`false`);
  if (filter.scope === 'assigned_to_me') conditions.push(viewer.user ? assignedToUser(viewer.user.id) : sql`false`);
  if (filter.state && filter.state !== 'all') conditions.push(eq(issues.state, filter.state));
  if (filter.projectId !== undefined) conditions.push(eq(issues.projectId, filter.projectId));
  if (filter.confidential !== undefined) conditions.push(eq(issues.confidential, filter.confidential));
  if (filter.issueType) conditions.push(eq(issues.issueType, filter.issueType));
  if (filter.namespaceIds) conditions.push(filter.namespaceIds.length ? inArray(projects.namespaceId, filter.namespaceIds) : sql`false`);
  if (filter.filters) conditions.push(...issueFilterConditions(filter.filters, filter.today ?? new Date()));
  return and(...conditions);
}

/** ORDER BY of an issue list: GitLab sorts due dates and titles with the id as tie-break; no due date last. */
function listOrder(orderBy: IssueOrderBy, sort: 'asc' | 'desc'): SQL[] {
  const direction = sort === 'asc' ? asc : desc;
  switch (orderBy) {
    case 'created_at':
      return [direction(issues.createdAt), direction(issues.id)];
    case 'updated_at':
      return [direction(issues.updatedAt), direction(issues.id)];
    case 'title':
      return [direction(sql`lower(${issues.title})`), direction(issues.id)];
    case 'due_date':
      return [sql`${issues.dueDate} ${sql.raw(sort === 'asc' ? 'asc' : 'desc')} nulls last`, direction(issues.id)];
  }
}

export async function listIssues(db: Db, viewer: Viewer, filter: IssueListFilter, page: Page): Promise<{ rows: IssueWithContext[]; total: number }> {
  const where = await listWhere(viewer, filter);
  // One query: the page and the total.
  const found = await db
    .select({ issue: issues, project: projects, namespace: groups, author: users, total: totalRowsSql })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.projectId))
    .innerJoin(groups, eq(groups.id, projects.namespaceId))
    .innerJoin(users, eq(users.id, issues.authorId))
    .where(where)
    .orderBy(...listOrder(filter.orderBy, filter.sort))
    .limit(page.perPage)
    .offset(page.offset);
  const total =
    found[0]?.total ??
    (page.offset > 0 ? ((await db.select({ n: count() }).from(issues).innerJoin(projects, eq(projects.id, issues.projectId)).where(where))[0]?.n ?? 0) : 0);
  return { rows: found.map(({ issue, project, namespace, author }) => ({ issue, project, namespace, author })), total };
}

/** GitLab's issues_statistics: how many issues of the list (its state aside) are open and closed. */
export async function issueStatistics(db: Db, viewer: Viewer, filter: Omit<IssueListFilter, 'orderBy' | 'sort' | 'state'>): Promise<{ all: number; opened: number; closed: number }> {
  const where = await listWhere(viewer, filter);
  const rows = await db
    .select({ state: issues.state, n: count() })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.projectId))
    .where(where)
    .groupBy(issues.state);
  const of = (state: string) => rows.find((row) => row.state === state)?.n ?? 0;
  return { all: of('opened') + of('closed'), opened: of('opened'), closed: of('closed') };
}

export async function findIssueByIid(db: Db, projectId: number, iid: number): Promise<{ issue: IssueRow; author: UserRow } | undefined> {
  const [row] = await db
    .select({ issue: issues, author: users })
    .from(issues)
    .innerJoin(users, eq(users.id, issues.authorId))
    .where(and(eq(issues.projectId, projectId), eq(issues.iid, iid)));
  return row;
}

export async function findAuthors(db: Db, ids: number[]): Promise<UserRow[]> {
  return ids.length ? db.select().from(users).where(inArray(users.id, ids)) : [];
}
