import { useCallback, useMemo } from 'react';
import { getQueryClient, issuableJsonQuery } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
import { coalesced } from 'issuable-ui/react';
import type { IssuePageData, IssueRef } from '../../../lib/types';

/**
 * The read of `GET {issue path}.json` (the page's issue with the viewer's permission flags) through the
 * page's query cache, under the kernel's key of the issuable's JSON: mf-notes' notes area reads the same
 * entry, so the page sends one request for both, and a `status-changed` on the bus refreshes it.
 */
export function issueQuery({ fullPath, iid }: IssueRef) {
  return issuableJsonQuery<IssuePageData>('issue', fullPath, iid);
}

/** `GET {issue path}.json`, read through the page's query cache (a read already under way is shared). */
export async function getIssue(ref: IssueRef, signal?: AbortSignal): Promise<IssuePageData> {
  const query = issueQuery(ref);
  if (signal) return query.queryFn({ signal });
  return getQueryClient().fetchQuery({ ...query, staleTime: 0 });
}

export type IssueState =
  | { status: 'loading' }
  | { status: 'ready'; issue: IssuePageData }
  | { status: 'error'; error: unknown };

/** What {@link useIssue} returns: the load state, a local updater and a re-fetch. */
export interface UseIssue {
  state: IssueState;
  /** Replaces the issue locally (after a save, a poll, an event): in the page's cache, so every reader of it sees the change. */
  setIssue: (update: (issue: IssuePageData) => IssuePageData) => void;
  /** Loads the issue again; resolves with the fresh data (or rejects). */
  refetch: () => Promise<IssuePageData>;
}

/** The issue of `fullPath` + `iid` through the page's query cache, a local updater and a re-fetch. */
export function useIssue({ fullPath, iid }: IssueRef): UseIssue {
  const query = useMemo(() => issueQuery({ fullPath, iid }), [fullPath, iid]);
  const result = useQuery(query);

  const setIssue = useCallback(
    (update: (issue: IssuePageData) => IssuePageData) => getQueryClient().setQueryData<IssuePageData>(query.queryKey, (current) => (current ? update(current) : current)),
    [query],
  );
  // Reloads asked while one runs share one follow-up request (a save's reload and the live events it causes);
  // a read another reader has under way (the kernel's refetch on status-changed, the notes area's) is shared.
  const refetch = useMemo(() => coalesced(() => getQueryClient().fetchQuery({ ...query, staleTime: 0 })), [query]);

  const state: IssueState =
    result.data !== undefined ? { status: 'ready', issue: result.data } : result.status === 'error' ? { status: 'error', error: result.error } : { status: 'loading' };
  return { state, setIssue, refetch };
}
