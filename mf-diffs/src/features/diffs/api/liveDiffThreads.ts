import { restClient } from 'shared-kernel/api';
import { subscribeGraphql } from 'shared-kernel/live';

/** GitLab 16.2's note subscriptions (ids only): the Changes tab re-reads the file the note is on. */
const CREATED = /* GraphQL */ `
  subscription diffsNoteCreated($noteableId: NoteableID) {
    workItemNoteCreated(noteableId: $noteableId) {
      id
    }
  }
`;
const UPDATED = /* GraphQL */ `
  subscription diffsNoteUpdated($noteableId: NoteableID) {
    workItemNoteUpdated(noteableId: $noteableId) {
      id
    }
  }
`;

type Payload = { workItemNoteCreated?: { id: string } | null; workItemNoteUpdated?: { id: string } | null };

/**
 * Calls `onFile(path)` when a diff note on the merge request is created or changed (resolved, edited):
 * the note is read through REST (`…/merge_requests/:iid/notes/:id`, the viewer's own read rule) for its
 * position's file. Returns the unsubscribe.
 */
export function subscribeToDiffThreads(mergeRequest: { id: number; iid: number; projectId: number }, onFile: (path: string) => void): () => void {
  const noteableId = `gid://gitlab/MergeRequest/${mergeRequest.id}`;
  const changed = (data: Payload) => {
    const gid = data.workItemNoteCreated?.id ?? data.workItemNoteUpdated?.id;
    const id = gid?.split('/').at(-1);
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
