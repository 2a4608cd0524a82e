import { useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import type { Noteable } from '../../../lib/types';

/** `GET /:fullPath/-/issues/:iid.json`: the numeric id, lock state and the viewer's note permissions. */
export async function getNoteable(fullPath: string, iid: number, signal?: AbortSignal): Promise<Noteable> {
  const { data } = await restClient().get<Noteable>(`/${fullPath}/-/issues/${iid}.json`, { signal });
  return data;
}

export type NoteableState = { status: 'loading' } | { status: 'ready'; noteable: Noteable } | { status: 'error'; error: unknown };

/** The issue of `fullPath` + `iid`, loaded once per key (the previous request is aborted). */
export function useNoteable(fullPath: string, iid: number): NoteableState {
  const key = `${fullPath}#${iid}`;
  const [settled, setSettled] = useState<{ key: string; state: NoteableState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getNoteable(fullPath, iid, controller.signal).then(
      (noteable) => !controller.signal.aborted && setSettled({ key, state: { status: 'ready', noteable } }),
      (error: unknown) => !controller.signal.aborted && setSettled({ key, state: { status: 'error', error } }),
    );
    return () => controller.abort();
  }, [fullPath, iid, key]);
  return settled?.key === key ? settled.state : { status: 'loading' };
}
