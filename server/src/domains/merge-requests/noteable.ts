import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { NoteableDescriptor } from '../issuables/noteableJson.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { MergeRequestNoteable, ProjectRef } from '../notes/noteables.ts';
import { hiddenSystemNoteIds } from '../notes/visibility.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { canReadMergeRequests } from './rules.ts';
import { mergeRequests, type MergeRequestRow } from './tables.ts';

/** The merge request's noteable descriptor: its notes live in its project, like an issue's. */
export function mergeRequestNoteable(mr: Pick<MergeRequestRow, 'id' | 'iid'>, fullPath: string): NoteableDescriptor {
  const path = `/${fullPath}/-/merge_requests/${mr.iid}`;
  return {
    type: 'MergeRequest',
    id: mr.id,
    humanName: 'merge request',
    paths: {
      createNote: `/${fullPath}/notes?target_id=${mr.id}&target_type=merge_request`,
      previewNote: `/${fullPath}/-/preview_markdown?target_type=MergeRequest&target_id=${mr.iid}`,
      notes: `/${fullPath}/noteable/merge_request/${mr.id}/notes`,
      discussions: `${path}/discussions.json`,
      quickActions: `/${fullPath}/-/autocomplete_sources/commands?type=MergeRequest&type_id=${mr.iid}`,
      uploads: `/${fullPath}/uploads`,
      stateEvent: `${path}.json`,
      drafts: `${path}/drafts`,
    },
    canAssignAuthor: true,
  };
}

/**
 * A merge request (by iid or id) of a project whose merge requests the viewer may read; a hidden one
 * answers 404 like a missing one.
 */
export async function readableMergeRequestNoteable(db: Db, viewer: Viewer, projectRef: ProjectRef, mrRef: { iid: number } | { id: number }, base: string): Promise<MergeRequestNoteable> {
  const found = await findProject(db, projectRef);
  if (!found) throw new AppError('PROJECT_NOT_FOUND');
  const accessLevel = await viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(viewer.facts, found.project, accessLevel)) throw new AppError('PROJECT_NOT_FOUND');
  const [mr] = canReadMergeRequests(viewer.facts, found.project, accessLevel)
    ? await db
        .select()
        .from(mergeRequests)
        .where(and(eq(mergeRequests.projectId, found.project.id), 'iid' in mrRef ? eq(mergeRequests.iid, mrRef.iid) : eq(mergeRequests.id, mrRef.id)))
    : [];
  if (!mr) throw new AppError('MERGE_REQUEST_NOT_FOUND');
  const fullPath = projectFullPath(found.project, found.namespace);
  const knownProjects = [{ fullPath, id: found.project.id, accessLevel }];
  const webPath = `/${fullPath}/-/merge_requests/${mr.iid}`;
  return {
    type: 'MergeRequest',
    id: mr.id,
    iid: mr.iid,
    mergeRequest: mr,
    project: found.project,
    namespace: found.namespace,
    projectFullPath: fullPath,
    access: { viewer: viewer.facts, accessLevel, noteableAuthorId: mr.authorId, discussionLocked: mr.discussionLocked, archived: found.project.archived },
    webUrl: `${base}${webPath}`,
    webPath,
    notesPath: `/${fullPath}/notes`,
    resolvable: true,
    projectId: found.project.id,
    projectName: found.project.name,
    renderScope: { projectFullPath: fullPath },
    knownProjects,
    viewer,
    hiddenNoteIds: await hiddenSystemNoteIds(db, viewer, { type: 'MergeRequest', id: mr.id }, knownProjects),
  };
}
