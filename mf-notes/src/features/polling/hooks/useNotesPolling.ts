import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { createPoller, type Poller } from 'shared-kernel/polling';
import type { Note, NoteableRef } from '../../../lib/types';
import { getNotesSince } from '../api/getNotesSince';

export interface NotesPollingOptions {
  ref: Pick<NoteableRef, 'fullPath' | 'id'> | null;
  /** Polling runs only while true (e.g. once the discussions are loaded). */
  enabled: boolean;
  /** µs timestamp of the newest note already shown, read when polling starts. */
  since: () => number;
  onNotes: (notes: Note[]) => void;
  /** Delay before the first poll. Default 3000 ms. */
  initialDelayMs?: number;
}

/**
 * Polls the notes changed since the last answer with the kernel's poller: `Poll-Interval` from the
 * server, paused while the tab is hidden, errors ignored (spec §4). `pollNow()` asks at once (e.g.
 * after a comment or another module's event).
 */
export function useNotesPolling({ ref, enabled, since, onNotes, initialDelayMs = 3000 }: NotesPollingOptions): { pollNow: () => void } {
  const latest = useRef({ since, onNotes });
  useLayoutEffect(() => {
    latest.current = { since, onNotes };
  });
  const poller = useRef<Poller | null>(null);
  const fullPath = ref?.fullPath;
  const id = ref?.id;

  useEffect(() => {
    if (!enabled || fullPath === undefined || id === undefined) return undefined;
    let lastFetchedAt = latest.current.since();
    const instance = createPoller({
      request: (signal) => getNotesSince({ fullPath, id }, lastFetchedAt, signal),
      onData: (data) => {
        lastFetchedAt = data.last_fetched_at;
        if (data.notes.length > 0) latest.current.onNotes(data.notes);
      },
      // Polling errors are ignored silently (spec §4); the next start or visibility change retries.
      onError: () => {},
      initialDelayMs,
      pauseWhenHidden: true,
    });
    poller.current = instance;
    instance.start();
    return () => {
      instance.stop();
      poller.current = null;
    };
  }, [enabled, fullPath, id, initialDelayMs]);

  const pollNow = useCallback(() => poller.current?.restart({ initialDelayMs: 0 }), []);
  return { pollNow };
}
