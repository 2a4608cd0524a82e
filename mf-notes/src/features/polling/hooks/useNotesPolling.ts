import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { createPoller, type Poller } from 'shared-kernel/polling';
import type { Note, NotesFilter } from '../../../lib/types';
import { getNotesSince, type NotesSince } from '../api/getNotesSince';

export interface NotesPollingOptions {
  /** The noteable JSON's `notes_path` (null: nothing to poll yet). */
  notesPath: string | null;
  /** The notes filter the list shows (sent with each request; default: the one the server remembers). */
  filter?: NotesFilter;
  /** Polling runs only while true (e.g. once the discussions are loaded). */
  enabled: boolean;
  /** µs timestamp of the newest note already shown, read when polling starts. */
  since: () => number;
  onNotes: (notes: Note[]) => void;
  /** Called for each note deleted since the last answer (so a reconnecting page drops it too). */
  onDeleted?: (noteId: string) => void;
  /** Delay before the first poll. Default 3000 ms. */
  initialDelayMs?: number;
  /**
   * Live events arrive (see useLiveNotes): the timed poll is paused and changes are fetched on demand
   * with `fetchNow()`. Turning it off again polls at once, then at the server's `Poll-Interval`.
   */
  live?: boolean;
}

/**
 * Polls the notes changed since the last answer with the kernel's poller: `Poll-Interval` from the
 * server, paused while the tab is hidden, errors ignored (spec §4). `pollNow()` asks at once (e.g.
 * after a comment or another module's event); `fetchNow()` makes one request from the same
 * `last_fetched_at` without touching the timed loop (a live event, a reconnect).
 */
export function useNotesPolling({ notesPath, filter, enabled, since, onNotes, onDeleted, initialDelayMs = 3000, live = false }: NotesPollingOptions): { pollNow: () => void; fetchNow: () => void } {
  const latest = useRef({ since, onNotes, onDeleted, live });
  useLayoutEffect(() => {
    latest.current = { since, onNotes, onDeleted, live };
  });
  const engine = useRef<Poller | null>(null);

  useEffect(() => {
    const path = notesPath;
    if (!enabled || path === null) return undefined;
    let lastFetchedAt = latest.current.since();
    const apply = (data: NotesSince) => {
      // Answers may come back out of order (a poll and an on-demand fetch): never step back.
      lastFetchedAt = Math.max(lastFetchedAt, data.last_fetched_at);
      if (data.notes.length > 0) latest.current.onNotes(data.notes);
      for (const deletedId of data.deleted_note_ids ?? []) latest.current.onDeleted?.(String(deletedId));
    };
    const poller = createPoller({
      request: (signal) => getNotesSince(path, lastFetchedAt, signal, filter),
      onData: apply,
      // Polling errors are ignored silently (spec §4); the next start or visibility change retries.
      onError: () => {},
      initialDelayMs,
      pauseWhenHidden: true,
    });

    engine.current = poller;
    poller.start();
    if (latest.current.live) poller.pause();
    return () => {
      poller.stop();
      engine.current = null;
    };
  }, [enabled, notesPath, filter, initialDelayMs]);

  useEffect(() => {
    const poller = engine.current;
    if (!poller) return;
    if (live) poller.pause();
    else poller.resume({ delayMs: 0 });
  }, [live]);

  const fetchNow = useCallback(() => engine.current?.fetchOnce(), []);
  const pollNow = useCallback(() => {
    if (latest.current.live) engine.current?.fetchOnce();
    else engine.current?.restart({ initialDelayMs: 0 });
  }, []);
  return { pollNow, fetchNow };
}
