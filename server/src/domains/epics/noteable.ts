import type { GroupRow } from '../groups/tables.ts';
import type { NoteableDescriptor } from '../issuables/noteableJson.ts';
import type { EpicRow } from './tables.ts';

/** The epic's noteable descriptor: its notes live under the epic's path, its previews and uploads under the group's. */
export function epicNoteable(epic: Pick<EpicRow, 'id' | 'iid'>, group: Pick<GroupRow, 'fullPath'>): NoteableDescriptor {
  const groupPath = `/groups/${group.fullPath}`;
  const path = `${groupPath}/-/epics/${epic.iid}`;
  return {
    type: 'Epic',
    id: epic.id,
    humanName: 'epic',
    paths: {
      createNote: `${path}/notes`,
      previewNote: `${groupPath}/-/preview_markdown?target_type=Epic&target_id=${epic.iid}`,
      notes: `${path}/notes`,
      discussions: `${path}/discussions.json`,
      quickActions: `${groupPath}/-/autocomplete_sources/commands?type=Epic&type_id=${epic.iid}`,
      uploads: `${groupPath}/-/uploads`,
      stateEvent: `${path}.json`,
    },
    // Epics have no assignees.
    canAssignAuthor: false,
  };
}
