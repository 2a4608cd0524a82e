import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAfterFirstContent } from 'shared-kernel/react';
import { subscribeToNoteCreated } from '../api/noteCreatedSubscription';
import { subscribeToNoteDeleted } from '../api/noteDeletedSubscription';
import { subscribeToNoteUpdated } from '../api/noteUpdatedSubscription';
import { watchSocketStatus } from '../../../lib/liveGraphql';
import { useNotesPolling, type NotesPollingOptions } from './useNotesPolling';

export interface LiveNotesOptions extends Omit<NotesPollingOptions, 'live'> {
  /** The noteable JSON's `noteable_gid` (`gid://gitlab/Issue/12`): the subscriptions' `noteableId`. */
  noteableGid: string | null;
  /** A note was deleted (by anyone): the poll cannot report it. `noteId` is the web id (`"42"`). */
  onDeleted: (noteId: string) => void;
}

/** `gid://gitlab/Note/42` → `"42"`. */
export function noteIdOf(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1);
}

/**
 * Live notes: GitLab 16.2's `workItemNoteCreated` / `Updated` / `Deleted` over the page's graphql-ws
 * socket. A created or updated note fetches the notes endpoint at once from `last_fetched_at` (the
 * server answers exactly what changed, in the web shape, redacted for this reader); a deletion removes
 * the note directly. While the socket is not connected (or a subscription failed) the timed poll runs
 * as before; each (re)connect runs one catch-up fetch so nothing in between is missed. The subscriptions
 * (and the socket) start once the page's first content is on screen; the first connect's catch-up fetch
 * covers what changed before.
 */
export function useLiveNotes({ onDeleted, noteableGid, ...polling }: LiveNotesOptions): { pollNow: () => void; live: boolean } {
  const [connected, setConnected] = useState(false);
  const [failed, setFailed] = useState(false);
  const live = connected && !failed;
  const { pollNow, fetchNow } = useNotesPolling({ ...polling, onDeleted, live });
  const latest = useRef({ fetchNow, onDeleted });
  useLayoutEffect(() => {
    latest.current = { fetchNow, onDeleted };
  });
  const noteableId = noteableGid ?? undefined;
  const started = useAfterFirstContent();

  useEffect(() => {
    if (noteableId === undefined || !started) return undefined;
    const changed = () => latest.current.fetchNow();
    const fail = () => setFailed(true);
    setFailed(false);
    const stops = [
      subscribeToNoteCreated(noteableId, changed, fail),
      subscribeToNoteUpdated(noteableId, changed, fail),
      subscribeToNoteDeleted(noteableId, (deleted) => latest.current.onDeleted(noteIdOf(deleted.id)), fail),
      watchSocketStatus((status) => {
        setConnected(status === 'connected');
        // Catch up on what happened while the socket was down (or before it was up).
        if (status === 'connected') latest.current.fetchNow();
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      setConnected(false);
    };
  }, [noteableId, started]);

  return { pollNow, live };
}
