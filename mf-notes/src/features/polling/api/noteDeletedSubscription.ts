import { subscribeLive } from '../../../lib/liveGraphql';

/** GitLab 16.2's `workItemNoteDeleted`: the notes endpoint cannot report deletions, so the event carries what is needed. */
export const NOTE_DELETED_SUBSCRIPTION = /* GraphQL */ `
  subscription notesWorkItemNoteDeleted($noteableId: NoteableID) {
    workItemNoteDeleted(noteableId: $noteableId) {
      id
      discussionId
      lastDiscussionNote
    }
  }
`;

export interface DeletedNote {
  /** `gid://gitlab/Note/<id>`. */
  id: string;
  discussionId: string | null;
  lastDiscussionNote: boolean | null;
}

interface NoteDeletedData {
  workItemNoteDeleted: DeletedNote | null;
}

/** Calls `onDeleted` for each note of `noteableId` deleted that this viewer could read. */
export function subscribeToNoteDeleted(noteableId: string, onDeleted: (deleted: DeletedNote) => void, onError: (error: unknown) => void): () => void {
  return subscribeLive<NoteDeletedData>(NOTE_DELETED_SUBSCRIPTION, { noteableId }, {
    next: (data) => {
      if (data.workItemNoteDeleted) onDeleted(data.workItemNoteDeleted);
    },
    error: onError,
  });
}
