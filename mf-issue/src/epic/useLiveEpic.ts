import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RealtimeChangesControl } from 'issuable-ui/react';
import { subscribeToEpicUpdates } from './api/epicUpdatedSubscriptions';

/**
 * The epic page's live updates over the page's graphql-ws socket: a title, description or labels
 * change another user makes fetches `realtime_changes` at once and reloads the epic (its labels).
 * The timed poll keeps running underneath, because no GitLab 16.2 subscription carries an epic's
 * state, confidentiality or colour; a failed subscription leaves the page on the poll alone.
 */
export function useLiveEpic(epicId: number, realtime: RealtimeChangesControl, reload: () => Promise<unknown>): void {
  const latest = useRef({ realtime, reload });
  useLayoutEffect(() => {
    latest.current = { realtime, reload };
  });
  useEffect(
    () =>
      subscribeToEpicUpdates(
        epicId,
        () => {
          latest.current.realtime.fetchNow();
          // A failed reload is left to the next event or poll.
          void latest.current.reload().catch(() => {});
        },
        () => {},
      ),
    [epicId],
  );
}
