import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { NoteableDescriptor } from '../issuables/noteableJson.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { IssueNoteable, ProjectRef } from '../notes/noteables.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { canReadIssue } from './rules.ts';
import { confidentialAssigneesOf } from './assignees.ts';
import { hiddenSystemNoteIds } from '../notes/visibility.ts';
import { issueWebUrl } from './paths.ts';
import { issues, type IssueRow } from './tables.ts';

/** The issue's noteable descriptor: the paths of the notes app's routes for this issue (notes/, editor/, uploads/). */
export function issueNoteable(issue: Pick<IssueRow, 'id' | 'iid' | 'issueType'>, fullPath: string, canSetMetadata: boolean): NoteableDescriptor {
  const issuePath = `/${fullPath}/-/issues/${issue.iid}`;
  return {
    type: 'Issue',
    id: issue.id,
    humanName: issue.issueType === 'incident' ? 'incident' : 'issue',
    paths: {
      createNote: `/${fullPath}/notes?target_id=${issue.id}&target_type=issue`,
      // The editor's routes take the iid as `target_id` / `type_id` (editor/routes.ts).
      previewNote: `/${fullPath}/preview_markdown?target_type=Issue&target_id=${issue.iid}`,
      notes: `/${fullPath}/noteable/issue/${issue.id}/notes`,
      discussions: `${issuePath}/discussions.json`,
      quickActions: `/${fullPath}/-/autocomplete_sources/commands?type=Issue&type_id=${issue.iid}`,
      uploads: `/${fullPath}/uploads`,
      stateEvent: `${issuePath}.json`,
    },
    // Issues have assignees: "Assign to commenting user" for those who may set metadata.
    canAssignAuthor: canSetMetadata,
  };
}

/** Loads an issue (by iid or id) in a project the viewer may read; hidden things answer 404. */
export async function readableIssueNoteable(db: Db, viewer: Viewer, projectRef: ProjectRef, issueRef: { iid: number } | { id: number }, base: string): Promise<IssueNoteable> {
  const found = await findProject(db, projectRef);
  if (!found) throw new AppError('PROJECT_NOT_FOUND');
  const accessLevel = await viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(viewer.facts, found.project, accessLevel)) throw new AppError('PROJECT_NOT_FOUND');
  const [issue] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.projectId, found.project.id), 'iid' in issueRef ? eq(issues.iid, issueRef.iid) : eq(issues.id, issueRef.id)));
  if (!issue || !canReadIssue(viewer.facts, issue, accessLevel, await confidentialAssigneesOf(db, issue))) throw new AppError('ISSUE_NOT_FOUND');
  const fullPath = projectFullPath(found.project, found.namespace);
  const knownProjects = [{ fullPath, id: found.project.id, accessLevel }];
  return {
    type: 'Issue',
    id: issue.id,
    iid: issue.iid,
    issue,
    project: found.project,
    namespace: found.namespace,
    projectFullPath: fullPath,
    access: { viewer: viewer.facts, accessLevel, noteableAuthorId: issue.authorId, discussionLocked: issue.discussionLocked, archived: found.project.archived },
    webUrl: issueWebUrl(base, issue, found.project, found.namespace),
    webPath: `/${fullPath}/-/issues/${issue.iid}`,
    notesPath: `/${fullPath}/notes`,
    resolvable: true,
    projectId: found.project.id,
    projectName: found.project.name,
    renderScope: { projectFullPath: fullPath },
    knownProjects,
    viewer,
    hiddenNoteIds: await hiddenSystemNoteIds(db, viewer, { type: 'Issue', id: issue.id }, knownProjects),
  };
}
