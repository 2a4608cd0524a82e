import { and, asc, desc, eq } from 'drizzle-orm';
import type { AutocompleteReferenceItem, AutocompleteScope } from '../editor/sources.ts';
import { inGroupSubtrees } from '../groups/queries.ts';
import { groups } from '../groups/tables.ts';
import { epicReference } from './paths.ts';
import { canReadEpic } from './rules.ts';
import { epics } from './tables.ts';

/** The list is capped, as the issues source is (GitLab has no cap; a group with more gets the most recent). */
export const AUTOCOMPLETE_EPICS_LIMIT = 1000;

/**
 * GitLab's `epics` source (EE `AutocompleteService#epics`): open epics of the scope's group and its
 * subgroups that the reader may read (the epic read rule, confidential ones for reporters and up), most
 * recently updated first. The reference is `&iid` in the scope's own group, `group/path&iid` elsewhere.
 */
export async function autocompleteEpics({ db, viewer, namespace }: AutocompleteScope): Promise<AutocompleteReferenceItem[]> {
  const rows = await db
    .select({ id: epics.id, iid: epics.iid, title: epics.title, confidential: epics.confidential, groupId: epics.groupId, group: groups })
    .from(epics)
    .innerJoin(groups, eq(groups.id, epics.groupId))
    .where(and(eq(epics.state, 'opened'), inGroupSubtrees(groups.fullPath, [namespace.fullPath])))
    .orderBy(desc(epics.updatedAt), asc(epics.id))
    .limit(AUTOCOMPLETE_EPICS_LIMIT);
  const levels = new Map<number, number>();
  const readable: AutocompleteReferenceItem[] = [];
  for (const row of rows) {
    if (!levels.has(row.groupId)) levels.set(row.groupId, await viewer.groupAccess(row.group));
    if (!canReadEpic(viewer.facts, row.group, levels.get(row.groupId)!, row)) continue;
    readable.push({
      id: row.id,
      iid: row.iid,
      title: row.title,
      reference: epicReference(row, row.group, row.groupId !== namespace.id),
      group_id: row.groupId,
      confidential: row.confidential,
    });
  }
  return readable;
}
