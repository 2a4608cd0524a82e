import { useCallback, useMemo } from 'react';
import { getQueryClient, issuableJsonQuery } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
import { coalesced, type IssuableData } from 'issuable-ui/react';
import { epicAsIssuable, withIssuableChanges } from '../epicAsIssuable';
import type { EpicPageData, EpicRef } from '../types';

/**
 * The read of `GET /groups/:group/-/epics/:iid.json` through the page's query cache, under the kernel's key
 * of the issuable's JSON: mf-notes' notes area reads the same entry, so the page sends one request for both.
 */
export function epicQuery({ groupPath, iid }: EpicRef) {
  return issuableJsonQuery<EpicPageData>('epic', groupPath, iid);
}

/** `GET /groups/:group/-/epics/:iid.json` through the page's query cache, as the issuable library reads it. */
export async function getEpic(ref: EpicRef): Promise<IssuableData> {
  return epicAsIssuable(await getQueryClient().fetchQuery({ ...epicQuery(ref), staleTime: 0 }));
}

export type EpicState = { status: 'loading' } | { status: 'ready'; epic: IssuableData } | { status: 'error'; error: unknown };

/** The epic of `groupPath` + `iid` through the page's query cache (as the issuable library reads it), a local updater and a re-fetch. */
export function useEpic({ groupPath, iid }: EpicRef) {
  const query = useMemo(() => epicQuery({ groupPath, iid }), [groupPath, iid]);
  const result = useQuery({ ...query, select: epicAsIssuable });

  // The cache holds the epic JSON: the library's change of its view is written back onto it.
  const setEpic = useCallback(
    (update: (epic: IssuableData) => IssuableData) =>
      getQueryClient().setQueryData<EpicPageData>(query.queryKey, (current) => (current ? withIssuableChanges(current, update(epicAsIssuable(current))) : current)),
    [query],
  );
  // Reloads asked while one runs share one follow-up request; a read another reader has under way is shared.
  const refetch = useMemo(() => coalesced(async () => epicAsIssuable(await getQueryClient().fetchQuery({ ...query, staleTime: 0 }))), [query]);

  const state: EpicState =
    result.data !== undefined ? { status: 'ready', epic: result.data } : result.status === 'error' ? { status: 'error', error: result.error } : { status: 'loading' };
  return { state, setEpic, refetch };
}
