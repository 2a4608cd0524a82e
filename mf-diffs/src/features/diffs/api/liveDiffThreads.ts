import { restClient } from 'shared-kernel/api';
import { subscribeGraphql } from 'shared-kernel/live';

/** GitLab 16.2's note subscriptions (ids only): the Changes tab re-reads the file the note is on. */
const CREATED = /* GraphQL */ `
  subscription diffsNoteCreated($noteableId: NoteableID) {
    workItemNoteCreated(noteableId: $noteableId) {
      id
      position {
        filePath
      }
    }
  }
`;
const UPDATED = /* GraphQL */ `
  subscription diffsNoteUpdated($noteableId: NoteableID) {
    workItemNoteUpdated(noteableId: $noteableId) {
      id
      position {
        filePath
      }
    }
  }
`;

type LiveNote = { id: string; position?: { filePath: string } | null };
type Payload = { workItemNoteCreated?: LiveNote | null; workItemNoteUpdated?: LiveNote | null };

/**
 * Calls `onFile(path)` when a diff note on the merge request is created or changed (resolved, edited):
 * a line or image note names its file in the event (`Note.position.filePath`), so its file is re-read at
 * once; other notes (a whole-file comment has no 16.2 DiffPosition) are read through REST
 * (`…/merge_requests/:iid/notes/:id`, the viewer's own read rule) for their position's file. Returns the
 * unsubscribe.
 */
export function subscribeToDiffThreads(mergeRequest: { id: number; iid: number; projectId: number }, onFile: (path: string) => void): () => void {
  const noteableId = `gid://gitlab/MergeRequest/${mergeRequest.id}`;
  const changed = (data: Payload) => {
    const note = data.workItemNoteCreated ?? data.workItemNoteUpdated;
    if (note?.position?.filePath) {
      onFile(note.position.filePath);
      return;
    }
    const id = note?.id.split('/').at(-1);
    if (!id) return;
    void restClient()
      .get<{ type: string | null; position?: { new_path?: string; old_path?: string } }>(`/api/v4/projects/${mergeRequest.projectId}/merge_requests/${mergeRequest.iid}/notes/${id}`)
      .then(({ data: note }) => {
        const path = note.position?.new_path || note.position?.old_path;
        if (note.type === 'DiffNote' && path) onFile(path);
      })
      .catch(() => undefined);
  };
  const handlers = { next: changed, error: () => undefined };
  const stops = [subscribeGraphql<Payload>(CREATED, { noteableId }, handlers), subscribeGraphql<Payload>(UPDATED, { noteableId }, handlers)];
  return () => stops.forEach((stop) => stop());
}
