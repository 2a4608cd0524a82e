import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPoller, type Poller } from 'shared-kernel/polling';
import type { IssuePageData, IssueRef, RealtimeChanges } from '../../../lib/types';
import { getRealtimeChanges } from '../api/getRealtimeChanges';

/** GitLab's first poll of realtime_changes comes 2000 ms after load; then the `Poll-Interval` header rules. */
export const REALTIME_FIRST_POLL_DELAY_MS = 2000;

/** The page JSON with a realtime_changes answer applied. */
export function applyRealtimeChanges(issue: IssuePageData, changes: RealtimeChanges): IssuePageData {
  if (typeof changes?.lock_version !== 'number' || typeof changes.title_text !== 'string') return issue;
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

/**
 * Polls `realtime_changes` with the kernel's poller (stopped while the tab is hidden) and applies each
 * answer. Returns the poller's `pause` / `resume`, used around task-list updates.
 */
export function useRealtimeChanges(ref: IssueRef, onChanges: (changes: RealtimeChanges) => void, initialDelayMs = REALTIME_FIRST_POLL_DELAY_MS) {
  const latest = useRef(onChanges);
  useLayoutEffect(() => {
    latest.current = onChanges;
  });
  const poller = useRef<Poller | null>(null);
  const { fullPath, iid } = ref;
  useEffect(() => {
    const instance = createPoller({
      request: (signal) => getRealtimeChanges({ fullPath, iid }, signal),
      onData: (data) => latest.current(data),
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
  }, [fullPath, iid, initialDelayMs]);
  return {
    pause: () => poller.current?.pause(),
    resume: () => poller.current?.resume({ delayMs: 0 }),
    pollNow: () => poller.current?.restart({ initialDelayMs: 0 }),
  };
}
