import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAfterFirstContent } from 'shared-kernel/react';
import { coalesced, type IssuableApi } from 'issuable-ui/react';
import { applyRealtimeChanges, useRealtimeChanges, type RealtimeChangesControl } from 'issuable-ui/react';
import type { IssuePageData, RealtimeChanges } from '../../../lib/types';
import { watchSocketStatus } from '../../../lib/liveGraphql';
import { subscribeToSidebarUpdates } from '../api/sidebarUpdatedSubscriptions';
import { subscribeToWorkItemUpdated, type WorkItemUpdate } from '../api/workItemUpdatedSubscription';

export interface LiveIssueOptions {
  /** `realtime_changes` (the page's `api.realtimeChanges`). */
  realtimeChanges: IssuableApi['realtimeChanges'];
  issue: IssuePageData;
  setIssue: (update: (issue: IssuePageData) => IssuePageData) => void;
  /** Loads the page JSON again (the sidebar's data, the header's state and flags). */
  reload: () => Promise<unknown>;
  /** Delay of the first timed poll (tests). */
  initialDelayMs?: number;
}

/**
 * The page's live updates. GitLab 16.2's subscriptions over the page's graphql-ws socket:
 * `workItemUpdated` (any change) fetches `realtime_changes` at once (title, description, task status)
 * and, when the state or confidentiality differs from what the page shows, the page JSON; the
 * sidebar's `issuable*Updated` reload the page JSON. While the socket is not connected (or a
 * subscription failed) the timed poll of `realtime_changes` runs as before; each connect fetches it
 * once and each reconnect also reloads the page JSON, so nothing in between is missed. The subscriptions
 * (and the socket) start once the page's first content is on screen: the first connect's fetch covers
 * what changed before. Returns the controls used around task-list saves and whether events arrive.
 */
/** A reload whose failure is left to the next event, reconnect or poll. */
const quietly = (reload: () => Promise<unknown>) => () => void reload().catch(() => {});

export function useLiveIssue({ realtimeChanges, issue, setIssue, reload, initialDelayMs }: LiveIssueOptions): RealtimeChangesControl & { live: boolean } {
  const [connected, setConnected] = useState(false);
  const [failed, setFailed] = useState(false);
  const live = connected && !failed;
  const onChanges = useCallback((changes: RealtimeChanges) => setIssue((current) => applyRealtimeChanges(current, changes)), [setIssue]);
  const realtime = useRealtimeChanges(realtimeChanges, onChanges, { live, ...(initialDelayMs === undefined ? {} : { initialDelayMs }) });
  const latest = useRef({ issue, realtime, reload: quietly(coalesced(reload)) });
  useLayoutEffect(() => {
    latest.current.issue = issue;
    latest.current.realtime = realtime;
  });
  useEffect(() => {
    latest.current.reload = quietly(coalesced(reload));
  }, [reload]);

  const id = issue.id;
  const started = useAfterFirstContent();
  useEffect(() => {
    if (!started) return undefined;
    const fail = () => setFailed(true);
    setFailed(false);
    let reconnecting = false;
    const stops = [
      subscribeToWorkItemUpdated(
        id,
        (update: WorkItemUpdate) => {
          const { issue: shown, realtime: control } = latest.current;
          control.fetchNow();
          const closed = shown.state === 'closed';
          if ((update.state === 'CLOSED') !== closed || update.confidential !== shown.confidential) latest.current.reload();
        },
        fail,
      ),
      subscribeToSidebarUpdates(id, () => latest.current.reload(), fail),
      watchSocketStatus((status) => {
        setConnected(status === 'connected');
        if (status === 'connected') {
          // What changed before the subscriptions listened (or while the socket was down) sent no event.
          latest.current.realtime.fetchNow();
          if (reconnecting) latest.current.reload();
        }
        if (status === 'closed') reconnecting = true;
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      setConnected(false);
    };
  }, [id, started]);

  return { ...realtime, live };
}
