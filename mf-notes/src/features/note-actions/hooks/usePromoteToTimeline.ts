import { useState } from 'react';
import { hasIncidentTimeline } from '../../../lib/noteable';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Note } from '../../../lib/types';
import { PROMOTE_GENERIC_ERROR, PROMOTE_SUCCESS, PromoteError, promoteToTimeline } from '../api/promoteToTimeline';

/**
 * "Add comment to incident timeline" (spec §6: incidents only, with the viewer's
 * `can_add_timeline_events`, never on system notes). Success and failure texts go to the callbacks.
 */
export function usePromoteToTimeline(note: Note, callbacks: { onError?: (message: string) => void; onSuccess?: (message: string) => void }) {
  const { noteable, pollNow } = useNotesContext();
  const [promoting, setPromoting] = useState(false);
  const available = hasIncidentTimeline(noteable) && Boolean(noteable.current_user.can_add_timeline_events) && !note.system;

  async function promote() {
    if (!available || promoting) return;
    setPromoting(true);
    try {
      await promoteToTimeline(note.id);
      callbacks.onSuccess?.(PROMOTE_SUCCESS);
      // The server adds "added an incident timeline event" to the history.
      pollNow();
    } catch (error) {
      callbacks.onError?.(error instanceof PromoteError ? error.message : PROMOTE_GENERIC_ERROR);
    } finally {
      setPromoting(false);
    }
  }

  return { available, promoting, promote };
}
