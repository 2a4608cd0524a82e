import { and, desc, eq } from 'drizzle-orm';
import type { AutocompleteReferenceItem, AutocompleteScope } from '../editor/sources.ts';
import { inGroupSubtrees } from '../groups/queries.ts';
import { groups } from '../groups/tables.ts';
import { projects } from '../projects/tables.ts';
import { readableMrProjectsCondition } from './queries.ts';
import { mergeRequests } from './tables.ts';

/** Capped as the issues and epics sources are (the most recently updated first). */
export const AUTOCOMPLETE_MERGE_REQUESTS_LIMIT = 1000;

/**
 * GitLab's `merge_requests` source (`AutocompleteService#merge_requests`): open merge requests of the
 * scope's project (or, for a group's text, of the group's projects and its subgroups') whose project
 * the reader may read merge requests of (rules.ts canReadMergeRequests, in SQL). The reference is `!iid`
 * in the scope's own project, `group/project!iid` elsewhere.
 */
export async function autocompleteMergeRequests({ db, viewer, project, namespace }: AutocompleteScope): Promise<AutocompleteReferenceItem[]> {
  const rows = await db
    .select({ id: mergeRequests.id, iid: mergeRequests.iid, title: mergeRequests.title, draft: mergeRequests.draft, projectPath: projects.path, namespacePath: groups.fullPath })
    .from(mergeRequests)
    .innerJoin(projects, eq(projects.id, mergeRequests.projectId))
    .innerJoin(groups, eq(groups.id, projects.namespaceId))
    .where(
      and(
        project ? eq(mergeRequests.projectId, project.id) : inGroupSubtrees(groups.fullPath, [namespace.fullPath]),
        eq(mergeRequests.state, 'opened'),
        await readableMrProjectsCondition(viewer),
      ),
    )
    .orderBy(desc(mergeRequests.updatedAt), desc(mergeRequests.id))
    .limit(AUTOCOMPLETE_MERGE_REQUESTS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    iid: row.iid,
    title: row.title,
    reference: project?.id !== undefined && `${row.namespacePath}/${row.projectPath}` === `${namespace.fullPath}/${project.path}` ? `!${row.iid}` : `${row.namespacePath}/${row.projectPath}!${row.iid}`,
    draft: row.draft,
  }));
}
