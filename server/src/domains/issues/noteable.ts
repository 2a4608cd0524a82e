import type { NoteableDescriptor } from '../issuables/noteableJson.ts';
import type { IssueRow } from './tables.ts';

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
