import { useCallback, useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import { issuePath, type IssueRef } from '../../../lib/types';
import type { LinkedItem } from '../linkTypes';

/** `GET {issue path}/links`: the issue's linked items with their link types. */
export async function getLinkedItems(ref: IssueRef, signal?: AbortSignal): Promise<LinkedItem[]> {
  const { data } = await restClient().get<LinkedItem[]>(`${issuePath(ref)}/links`, { signal });
  return Array.isArray(data) ? data : [];
}

export type LinkedItemsState = { status: 'loading' } | { status: 'ready'; items: LinkedItem[] } | { status: 'error' };

export function useLinkedItems(ref: IssueRef): { state: LinkedItemsState; reload: () => void; replace: (items: LinkedItem[]) => void } {
  const { fullPath, iid } = ref;
  const [state, setState] = useState<LinkedItemsState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getLinkedItems({ fullPath, iid }, controller.signal).then(
      (items) => !controller.signal.aborted && setState({ status: 'ready', items }),
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [fullPath, iid, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const replace = useCallback((items: LinkedItem[]) => setState({ status: 'ready', items }), []);
  return { state, reload, replace };
}
