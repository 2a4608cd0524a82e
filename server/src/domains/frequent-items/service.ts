import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { fullNames } from '../groups/queries.ts';
import { canReadGroup } from '../groups/rules.ts';
import { groups } from '../groups/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { canReadProject } from '../projects/rules.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { projects } from '../projects/tables.ts';
import { byFrequency, FREQUENT_ITEM_TIMEOUT_MINUTES, FREQUENT_ITEMS_ELIGIBLE_FREQUENCY, FREQUENT_ITEMS_MAX } from './rules.ts';
import { frequentItems, type FrequentItemRow, type FrequentItemType } from './tables.ts';

/**
 * Records a visit: a new item starts at 1, a known one counts again only when its last counted visit
 * is at least 15 minutes old. In the same transaction the user's other items of this type beyond the
 * 20th (least frequent, then least recent) are evicted, so the visited item always stays.
 */
export async function recordVisit(db: Db, userId: number, type: FrequentItemType, itemId: number): Promise<FrequentItemRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const stale = sql`${frequentItems.lastAccessedOn} <= now() - make_interval(mins => ${FREQUENT_ITEM_TIMEOUT_MINUTES})`;
    const [row] = await tx
      .insert(frequentItems)
      .values({ userId, itemType: type, itemId, frequency: 1, lastAccessedOn: sql`now()` })
      .onConflictDoUpdate({
        target: [frequentItems.userId, frequentItems.itemType, frequentItems.itemId],
        set: {
          frequency: sql`CASE WHEN ${stale} THEN ${frequentItems.frequency} + 1 ELSE ${frequentItems.frequency} END`,
          lastAccessedOn: sql`CASE WHEN ${stale} THEN now() ELSE ${frequentItems.lastAccessedOn} END`,
        },
      })
      .returning();
    if (!row) throw new Error('frequent item not recorded');
    const mine = and(eq(frequentItems.userId, userId), eq(frequentItems.itemType, type));
    const evicted = tx
      .select({ itemId: frequentItems.itemId })
      .from(frequentItems)
      .where(and(mine, ne(frequentItems.itemId, itemId)))
      .orderBy(desc(frequentItems.frequency), desc(frequentItems.lastAccessedOn))
      .offset(FREQUENT_ITEMS_MAX - 1);
    await tx.delete(frequentItems).where(and(mine, inArray(frequentItems.itemId, evicted)));
    return row;
  });
}

/** GitLab's frequent item (`id, name, namespace, webUrl, avatarUrl, frequency, lastAccessedOn`), snake_cased. */
export interface FrequentItemJson {
  type: FrequentItemType;
  id: number;
  name: string;
  /** "GitLab.org / GitLab" (projects), "GitLab.org / Platform" (groups). */
  full_name: string;
  full_path: string;
  /** Path on this site: `/group/project` or `/groups/group`. */
  web_url: string;
  avatar_url: string | null;
  frequency: number;
  last_accessed_on: string;
}

/**
 * The user's frequently visited projects or groups that they may still read (deleted or hidden ones
 * drop out), visited at least 3 times, most frequent first.
 */
export async function frequentItemsOf(db: Db, viewer: Viewer, type: FrequentItemType): Promise<FrequentItemJson[]> {
  const user = viewer.user;
  if (!user) return [];
  const mine = and(eq(frequentItems.userId, user.id), eq(frequentItems.itemType, type), gte(frequentItems.frequency, FREQUENT_ITEMS_ELIGIBLE_FREQUENCY));
  const stats = (row: FrequentItemRow) => ({ frequency: row.frequency, last_accessed_on: row.lastAccessedOn.toISOString() });
  const items: Array<FrequentItemJson & { lastAccessedOn: Date }> = [];
  if (type === 'project') {
    const rows = await db
      .select({ item: frequentItems, project: projects, namespace: groups })
      .from(frequentItems)
      .innerJoin(projects, eq(projects.id, frequentItems.itemId))
      .innerJoin(groups, eq(groups.id, projects.namespaceId))
      .where(mine);
    const names = await fullNames(db, rows.map((row) => row.namespace));
    for (const { item, project, namespace } of rows) {
      if (!canReadProject(viewer.facts, project, await viewer.projectAccess(project, namespace))) continue;
      const fullPath = projectFullPath(project, namespace);
      items.push({ type, id: project.id, name: project.name, full_name: `${names.get(namespace.id) ?? namespace.name} / ${project.name}`, full_path: fullPath, web_url: `/${fullPath}`, avatar_url: null, ...stats(item), lastAccessedOn: item.lastAccessedOn });
    }
  } else {
    const rows = await db.select({ item: frequentItems, group: groups }).from(frequentItems).innerJoin(groups, eq(groups.id, frequentItems.itemId)).where(mine);
    const names = await fullNames(db, rows.map((row) => row.group));
    for (const { item, group } of rows) {
      if (!canReadGroup(viewer.facts, group, await viewer.groupAccess(group))) continue;
      items.push({ type, id: group.id, name: group.name, full_name: names.get(group.id) ?? group.name, full_path: group.fullPath, web_url: `/groups/${group.fullPath}`, avatar_url: null, ...stats(item), lastAccessedOn: item.lastAccessedOn });
    }
  }
  return items.sort((a, b) => byFrequency({ frequency: a.frequency, lastAccessedOn: a.lastAccessedOn }, { frequency: b.frequency, lastAccessedOn: b.lastAccessedOn })).map(({ lastAccessedOn: _omit, ...item }) => item);
}
