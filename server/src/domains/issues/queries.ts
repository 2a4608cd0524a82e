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
import type { IssueListFilters } from './listParams.ts';

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
  orderBy: 'created_at' | 'updated_at';
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

export async function listIssues(db: Db, viewer: Viewer, filter: IssueListFilter, page: Page): Promise<{ rows: IssueWithContext[]; total: number }> {
  const conditions: (SQL | undefined)[] = [await readableIssuesCondition(viewer)];
  if (filter.scope === 'created_by_me') conditions.push(viewer.user ? eq(issues.authorId, viewer.user.id) : sql`false`);
  if (filter.scope === 'assigned_to_me') conditions.push(viewer.user ? assignedToUser(viewer.user.id) : sql`false`);
  if (filter.state && filter.state !== 'all') conditions.push(eq(issues.state, filter.state));
  if (filter.projectId !== undefined) conditions.push(eq(issues.projectId, filter.projectId));
  if (filter.confidential !== undefined) conditions.push(eq(issues.confidential, filter.confidential));
  if (filter.issueType) conditions.push(eq(issues.issueType, filter.issueType));
  if (filter.namespaceIds) conditions.push(filter.namespaceIds.length ? inArray(projects.namespaceId, filter.namespaceIds) : sql`false`);
  if (filter.filters) conditions.push(...issueFilterConditions(filter.filters, filter.today ?? new Date()));
  const where = and(...conditions);
  const column = filter.orderBy === 'created_at' ? issues.createdAt : issues.updatedAt;
  const direction = filter.sort === 'asc' ? asc : desc;
  // One query: the page and the total.
  const found = await db
    .select({ issue: issues, project: projects, namespace: groups, author: users, total: totalRowsSql })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.projectId))
    .innerJoin(groups, eq(groups.id, projects.namespaceId))
    .innerJoin(users, eq(users.id, issues.authorId))
    .where(where)
    .orderBy(direction(column), direction(issues.id))
    .limit(page.perPage)
    .offset(page.offset);
  const total =
    found[0]?.total ??
    (page.offset > 0 ? ((await db.select({ n: count() }).from(issues).innerJoin(projects, eq(projects.id, issues.projectId)).where(where))[0]?.n ?? 0) : 0);
  return { rows: found.map(({ issue, project, namespace, author }) => ({ issue, project, namespace, author })), total };
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
