import { useEffect, useRef } from 'react';
import { getQueryClient, issuableJsonQuery } from 'shared-kernel/query';
import { useQuery, type UseQueryResult } from 'shared-kernel/react';
import type { NoteableLocator } from '../../../lib/noteable';
import type { Noteable } from '../../../lib/types';

/** The read of the noteable's page JSON (`/:fullPath/-/issues/:iid.json`, `/groups/:groupPath/-/epics/:iid.json`, …). */
export function noteableQuery(locator: NoteableLocator) {
  return issuableJsonQuery<Noteable>(locator.kind, locator.namespacePath, locator.iid);
}

/**
 * How long an answer another reader of the page just got counts as fresh for this one: the issuable's
 * page reads the JSON first (often from the page head's preload) and the notes area mounts after it has
 * answered; asking again then only repeats the page's first request while its first discussions load.
 * Later changes reach the entry through the bus, live events and polling (an invalidation refetches).
 */
export const NOTEABLE_SHARED_READ_MS = 5_000;

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The noteable's JSON through the page's query cache, under the kernel's key of the issuable's JSON: the
 * issuable's page reads the same entry, so one request serves both, and a `status-changed` on the bus
 * refreshes it. Local changes (state, confidentiality, assignees) write the cache. `onLoaded` runs with
 * each answer from the server as it arrives, whichever reader asked for it, before React renders with it.
 */
export function useNoteable(locator: NoteableLocator, { onLoaded }: { onLoaded?: (noteable: Noteable) => void } = {}): UseQueryResult<Noteable> {
  const latest = useRef(onLoaded);
  useEffect(() => {
    latest.current = onLoaded;
  });
  const { queryKey } = locator;
  useEffect(
    () =>
      getQueryClient()
        .getQueryCache()
        .subscribe((event) => {
          if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
          if (!sameKey(event.query.queryKey, queryKey)) return;
          latest.current?.(event.query.state.data as Noteable);
        }),
    [queryKey],
  );
  return useQuery({ ...noteableQuery(locator), staleTime: NOTEABLE_SHARED_READ_MS });
}
