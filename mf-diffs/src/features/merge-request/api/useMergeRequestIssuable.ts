import { useCallback, useMemo } from 'react';
import { getQueryClient } from 'shared-kernel/query';
import { coalesced, type IssuableData } from 'issuable-ui/react';
import { mergeRequestAsIssuable, withIssuableChanges } from '../mergeRequestAsIssuable';
import type { MergeRequestPageData, MergeRequestRef } from '../types';
import { mergeRequestQuery } from './getMergeRequest';

// The Overview's (issuable-ui's description, awards and sidebar): apart from getMergeRequest.ts, which the
// Changes tab's frame imports, so that the Changes tab does not load the issuable library.
/** The merge request as the issuable library reads it, a local updater (written back onto the JSON) and a re-fetch. */
export function useMergeRequestIssuable({ fullPath, iid }: MergeRequestRef) {
  const query = useMemo(() => mergeRequestQuery({ fullPath, iid }), [fullPath, iid]);
  const setIssue = useCallback(
    (update: (issuable: IssuableData) => IssuableData) =>
      getQueryClient().setQueryData<MergeRequestPageData>(query.queryKey, (current) => (current ? withIssuableChanges(current, update(mergeRequestAsIssuable(current))) : current)),
    [query],
  );
  const refetch = useMemo(() => coalesced(async () => mergeRequestAsIssuable(await getQueryClient().fetchQuery({ ...query, staleTime: 0 }))), [query]);
  return { setIssue, refetch };
}
