import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { createPoller, type Poller } from 'shared-kernel/polling';
import type { PollResponse } from 'shared-kernel/polling';
import type { IssuableData, RealtimeChanges } from '../../core';

/** GitLab's first poll of realtime_changes comes 2000 ms after load; then the `Poll-Interval` header rules. */
export const REALTIME_FIRST_POLL_DELAY_MS = 2000;

/** The page JSON with a realtime_changes answer applied. */
export function applyRealtimeChanges(issue: IssuableData, changes: RealtimeChanges): IssuableData {
  if (typeof changes?.lock_version !== 'number' || typeof changes.title_text !== 'string') return issue;
  // An answer to a request sent before a newer save (lock_version only grows): it would undo that save.
  if (typeof issue.lock_version === 'number' && changes.lock_version < issue.lock_version) return issue;
  if (changes.lock_version === issue.lock_version && changes.title_text === issue.title && changes.description_text === (issue.description ?? '')) {
    return issue;
  }
  return {
    ...issue,
    title: changes.title_text,
    title_html: changes.title,
    description: changes.description_text,
    description_html: changes.description,
    task_completion_status: changes.task_completion_status ?? issue.task_completion_status,
    lock_version: changes.lock_version,
    ...(changes.updated_at ? { last_edited_at: changes.updated_at } : {}),
  };
}

export interface RealtimeChangesOptions {
  /** Delay of the first timed poll. Default {@link REALTIME_FIRST_POLL_DELAY_MS}. */
  initialDelayMs?: number;
  /** Live events arrive (the socket is up): no timed polling, `fetchNow()` on each event instead. */
  live?: boolean;
}

/** What {@link useRealtimeChanges} returns. */
export interface RealtimeChangesControl {
  /** Suspends polling and on-demand fetches (a task-list save runs). */
  pause: () => void;
  /** Ends `pause()`: polls at once, or (live) fetches once if an event came meanwhile. */
  resume: () => void;
  /** One request now, outside the timed loop (a live event, a reconnect); folded while one runs, deferred while paused. */
  fetchNow: () => void;
}

/**
 * `realtime_changes` for the page (`request`, usually `api.realtimeChanges`; a new `request` starts a new poller): timed polls with the kernel's poller (stopped while the tab is
 * hidden) while no live events arrive, and on-demand fetches for the events when they do. Each answer
 * goes to `onChanges`.
 */
export function useRealtimeChanges(
  request: (signal?: AbortSignal) => Promise<PollResponse<RealtimeChanges>>,
  onChanges: (changes: RealtimeChanges) => void, { initialDelayMs = REALTIME_FIRST_POLL_DELAY_MS, live = false }: RealtimeChangesOptions = {}): RealtimeChangesControl {
  const latest = useRef({ onChanges, live });
  useLayoutEffect(() => {
    latest.current = { onChanges, live };
  });
  const engine = useRef<Poller | null>(null);
  const paused = useRef({ paused: false, missed: false });

  useEffect(() => {
    const poller = createPoller({
      request,
      onData: (data) => {
        // An answer that arrives during a task-list save is already stale: fetch again after it.
        if (paused.current.paused) paused.current.missed = true;
        else latest.current.onChanges(data);
      },
      onError: () => {},
      initialDelayMs,
      pauseWhenHidden: true,
    });
    engine.current = poller;
    poller.start();
    if (latest.current.live || paused.current.paused) poller.pause();
    return () => {
      poller.stop();
      engine.current = null;
    };
  }, [request, initialDelayMs]);

  useEffect(() => {
    const poller = engine.current;
    if (!poller || paused.current.paused) return;
    if (live) poller.pause();
    else poller.resume({ delayMs: 0 });
  }, [live]);

  const fetchNow = useCallback(() => {
    if (paused.current.paused) paused.current.missed = true;
    else engine.current?.fetchOnce();
  }, []);
  const pause = useCallback(() => {
    paused.current = { paused: true, missed: false };
    engine.current?.pause();
  }, []);
  const resume = useCallback(() => {
    const { missed } = paused.current;
    paused.current = { paused: false, missed: false };
    if (!latest.current.live) engine.current?.resume({ delayMs: 0 });
    else if (missed) engine.current?.fetchOnce();
  }, []);
  return { pause, resume, fetchNow };
}
