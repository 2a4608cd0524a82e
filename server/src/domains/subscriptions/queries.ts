import { and, countDistinct, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { GroupRow } from '../groups/tables.ts';
import { inGroupSubtrees } from '../groups/queries.ts';
import { memberships } from '../memberships/tables.ts';
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

/** Distinct users with a membership anywhere in the group's hierarchy (GitLab's billable members); one query. */
export async function billableMembersCount(db: Db, group: GroupRow): Promise<number> {
  // Explicit aliases: drizzle drops table qualifiers in single-table selects.
  const subtree = sql`(select subtree.id from groups subtree where ${inGroupSubtrees(sql.raw('subtree.full_path'), [group.fullPath])})`;
  const [row] = await db
    .select({ n: countDistinct(memberships.userId) })
    .from(memberships)
    .where(
      or(
        and(eq(memberships.sourceType, 'group'), inArray(memberships.sourceId, subtree)),
        and(eq(memberships.sourceType, 'project'), inArray(memberships.sourceId, sql`(select subtree_project.id from projects subtree_project where subtree_project.namespace_id in ${subtree})`)),
      ),
    );
  return row?.n ?? 0;
}
