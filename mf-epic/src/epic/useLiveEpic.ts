import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAfterFirstContent } from 'shared-kernel/react';
import type { IssuableData, RealtimeChangesControl } from 'issuable-ui/react';
import { subscribeToEpicUpdates, type EpicUpdate } from './api/epicUpdatedSubscriptions';

/** The epic with a title or description event's new values (a labels event changes nothing shown here). */
export function applyEpicUpdate<T extends IssuableData>(epic: T, update: EpicUpdate): T {
  if (update.kind === 'title') {
    if (epic.title === update.title && epic.title_html === update.titleHtml) return epic;
    return { ...epic, title: update.title, title_html: update.titleHtml };
  }
  if (update.kind === 'description') {
    if ((epic.description ?? '') === update.description && epic.description_html === update.descriptionHtml) return epic;
    return { ...epic, description: update.description, description_html: update.descriptionHtml };
  }
  return epic;
}

export interface LiveEpicOptions<T extends IssuableData> {
  /** `realtime_changes` of the page (`useRealtimeChanges`). */
  realtime: RealtimeChangesControl;
  setEpic: (update: (epic: T) => T) => void;
  /** Loads the epic again (its labels). */
  reload: () => Promise<unknown>;
}

/**
 * The epic page's live updates over the page's graphql-ws socket. A title or description change another
 * user makes carries the new values: the page shows them at once and asks `realtime_changes` for what
 * the event lacks (the lock_version the edit form saves against, the task status). A labels change
 * reloads the epic. The timed poll keeps running underneath, because no GitLab 16.2 subscription carries
 * an epic's state, confidentiality or colour; a failed subscription leaves the page on the poll alone.
 * The subscription starts after the page's first content (the socket is not the first screen).
 */
export function useLiveEpic<T extends IssuableData>(epicId: number, { realtime, setEpic, reload }: LiveEpicOptions<T>): void {
  const latest = useRef({ realtime, setEpic, reload });
  useLayoutEffect(() => {
    latest.current = { realtime, setEpic, reload };
  });
  const started = useAfterFirstContent();
  useEffect(() => {
    if (!started) return undefined;
    return subscribeToEpicUpdates(
      epicId,
      (update) => {
        if (update.kind === 'labels') {
          // A failed reload is left to the next event or poll.
          void latest.current.reload().catch(() => {});
          return;
        }
        latest.current.setEpic((epic) => applyEpicUpdate(epic, update));
        latest.current.realtime.fetchNow();
      },
      () => {},
    );
  }, [epicId, started]);
}
