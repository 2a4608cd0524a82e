import { subscribeLive } from '../../../lib/liveGraphql';

/** GitLab 16.2's `workItemNoteCreated`: only the id, the change itself is fetched from the notes endpoint. */
export const NOTE_CREATED_SUBSCRIPTION = /* GraphQL */ `
  subscription notesWorkItemNoteCreated($noteableId: NoteableID) {
    workItemNoteCreated(noteableId: $noteableId) {
      id
    }
  }
`;

interface NoteCreatedData {
  workItemNoteCreated: { id: string } | null;
}

/** Calls `onCreated` with the note's global id for each note created on `noteableId` (`gid://gitlab/Issue/<id>` or `gid://gitlab/Epic/<id>`) this viewer may read. */
export function subscribeToNoteCreated(noteableId: string, onCreated: (noteGid: string) => void, onError: (error: unknown) => void): () => void {
  return subscribeLive<NoteCreatedData>(NOTE_CREATED_SUBSCRIPTION, { noteableId }, {
    next: (data) => {
      if (data.workItemNoteCreated) onCreated(data.workItemNoteCreated.id);
    },
    error: onError,
  });
}
