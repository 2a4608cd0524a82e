import { and, countDistinct, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { GroupRow } from '../groups/tables.ts';
import { subtreeGroupIds } from '../groups/queries.ts';
import { memberships } from '../memberships/tables.ts';
import { projects } from '../projects/tables.ts';
import { gitlabSubscriptions, type GitlabSubscriptionRow } from './tables.ts';

export async function findSubscription(db: Db, namespaceId: number): Promise<GitlabSubscriptionRow | undefined> {
  const [row] = await db.select().from(gitlabSubscriptions).where(eq(gitlabSubscriptions.namespaceId, namespaceId));
  return row;
}

export async function findSubscriptions(db: Db, namespaceIds: number[]): Promise<Map<number, GitlabSubscriptionRow>> {
  if (namespaceIds.length === 0) return new Map();
  const rows = await db.select().from(gitlabSubscriptions).where(inArray(gitlabSubscriptions.namespaceId, namespaceIds));
  return new Map(rows.map((row) => [row.namespaceId, row]));
}

/** Distinct users with a membership anywhere in the group's hierarchy (GitLab's billable members). */
export async function billableMembersCount(db: Db, group: GroupRow): Promise<number> {
  const groupIds = await subtreeGroupIds(db, group);
  const projectIds = (await db.select({ id: projects.id }).from(projects).where(inArray(projects.namespaceId, groupIds))).map((row) => row.id);
  const sources = [and(eq(memberships.sourceType, 'group'), inArray(memberships.sourceId, groupIds))];
  if (projectIds.length) sources.push(and(eq(memberships.sourceType, 'project'), inArray(memberships.sourceId, projectIds)));
  const [row] = await db.select({ n: countDistinct(memberships.userId) }).from(memberships).where(or(...sources));
  return row?.n ?? 0;
}
