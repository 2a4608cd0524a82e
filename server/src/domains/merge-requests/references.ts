import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { findProject } from '../projects/queries.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { mergeRequests } from './tables.ts';

/** `!iid` (and `group/project!iid`) in Markdown: the merge request's page and title, if it exists (redaction decides who sees it). */
export async function mergeRequestReferenceLookup(db: Db, fullPath: string, iid: number): Promise<{ url: string; title: string } | null> {
  if (!Number.isSafeInteger(iid) || iid <= 0 || iid > 2_147_483_647) return null;
  const found = await findProject(db, { fullPath });
  if (!found) return null;
  const [row] = await db
    .select({ title: mergeRequests.title })
    .from(mergeRequests)
    .where(and(eq(mergeRequests.projectId, found.project.id), eq(mergeRequests.iid, iid)));
  if (!row) return null;
  const path = projectFullPath(found.project, found.namespace)
    .split('/')
    .map(encodeURIComponent)
    .join('/');
  return { url: `/${path}/-/merge_requests/${iid}`, title: row.title };
}
