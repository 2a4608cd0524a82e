import { subscribeLive } from '../../../lib/liveGraphql';

/** GitLab 16.2's `workItemNoteUpdated` (edits, awards, resolve, unresolve): only the id, the change is fetched from the notes endpoint. */
export const NOTE_UPDATED_SUBSCRIPTION = /* GraphQL */ `
  subscription notesWorkItemNoteUpdated($noteableId: NoteableID) {
    workItemNoteUpdated(noteableId: $noteableId) {
      id
    }
  }
`;

interface NoteUpdatedData {
  workItemNoteUpdated: { id: string } | null;
}

/** Calls `onUpdated` with the note's global id for each change to a note of `noteableId` this viewer may read. */
export function subscribeToNoteUpdated(noteableId: string, onUpdated: (noteGid: string) => void, onError: (error: unknown) => void): () => void {
  return subscribeLive<NoteUpdatedData>(NOTE_UPDATED_SUBSCRIPTION, { noteableId }, {
    next: (data) => {
      if (data.workItemNoteUpdated) onUpdated(data.workItemNoteUpdated.id);
    },
    error: onError,
  });
}
