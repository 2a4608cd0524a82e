import { useCallback, useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import type { IssuableData } from 'issuable-ui/react';
import { epicAsIssuable } from '../epicAsIssuable';
import type { EpicPageData, EpicRef } from '../types';
import { epicPath } from './epicPath';

/** `GET /groups/:group/-/epics/:iid.json`, as the issuable library reads it. */
export async function getEpic(ref: EpicRef, signal?: AbortSignal): Promise<IssuableData> {
  const { data } = await restClient().get<EpicPageData>(`${epicPath(ref)}.json`, { signal });
  return epicAsIssuable(data);
}

export type EpicState = { status: 'loading' } | { status: 'ready'; epic: IssuableData } | { status: 'error'; error: unknown };

/** The epic of `groupPath` + `iid` (loaded once per key, the previous request aborted), a local updater and a re-fetch. */
export function useEpic({ groupPath, iid }: EpicRef) {
  const key = `${groupPath}&${iid}`;
  const [settled, setSettled] = useState<{ key: string; state: EpicState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getEpic({ groupPath, iid }, controller.signal).then(
      (epic) => !controller.signal.aborted && setSettled({ key, state: { status: 'ready', epic } }),
      (error: unknown) => !controller.signal.aborted && setSettled({ key, state: { status: 'error', error } }),
    );
    return () => controller.abort();
  }, [groupPath, iid, key]);

  const setEpic = useCallback(
    (update: (epic: IssuableData) => IssuableData) =>
      setSettled((current) => (current?.key === key && current.state.status === 'ready' ? { key, state: { status: 'ready', epic: update(current.state.epic) } } : current)),
    [key],
  );
  const refetch = useCallback(async () => {
    const epic = await getEpic({ groupPath, iid });
    setSettled({ key, state: { status: 'ready', epic } });
    return epic;
  }, [groupPath, iid, key]);

  const state: EpicState = settled?.key === key ? settled.state : { status: 'loading' };
  return { state, setEpic, refetch };
}
