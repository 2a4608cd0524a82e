import { useCallback, useMemo } from 'react';
import { getQueryClient, issuableQueryKey } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
import { restClient } from 'shared-kernel/api';
import { issuePath, type IssueRef } from '../../../lib/types';
import type { LinkedItem } from '../linkTypes';

/** `GET {issue path}/links`: the issue's linked items with their link types. */
export async function getLinkedItems(ref: IssueRef, signal?: AbortSignal): Promise<LinkedItem[]> {
  const { data } = await restClient().get<LinkedItem[]>(`${issuePath(ref)}/links`, { signal });
  return Array.isArray(data) ? data : [];
}

export type LinkedItemsState = { status: 'loading' } | { status: 'ready'; items: LinkedItem[] } | { status: 'error' };

/** The issue's linked items through the page's query cache (under the issue's key), a reload and a local replace. */
export function useLinkedItems(ref: IssueRef): { state: LinkedItemsState; reload: () => void; replace: (items: LinkedItem[]) => void } {
  const { fullPath, iid } = ref;
  const queryKey = useMemo(() => issuableQueryKey('issue', fullPath, iid, 'links'), [fullPath, iid]);
  const query = useQuery({ queryKey, queryFn: ({ signal }) => getLinkedItems({ fullPath, iid }, signal) });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback((items: LinkedItem[]) => getQueryClient().setQueryData<LinkedItem[]>(queryKey, items), [queryKey]);
  const state: LinkedItemsState = query.status === 'error' ? { status: 'error' } : query.data ? { status: 'ready', items: query.data } : { status: 'loading' };
  return { state, reload, replace };
}
