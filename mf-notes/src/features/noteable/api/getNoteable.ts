import { useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import { noteableJsonPath, type NoteableDescriptor } from '../../../lib/noteable';
import type { Noteable } from '../../../lib/types';

/**
 * `GET /:fullPath/-/issues/:iid.json` or `GET /groups/:groupPath/-/epics/:iid.json`: the numeric id,
 * lock state and the viewer's note permissions.
 */
export async function getNoteable(descriptor: NoteableDescriptor, signal?: AbortSignal): Promise<Noteable> {
  const { data } = await restClient().get<Noteable>(noteableJsonPath(descriptor), { signal });
  return data;
}

export type NoteableState = { status: 'loading' } | { status: 'ready'; noteable: Noteable } | { status: 'error'; error: unknown };

/** The noteable of `descriptor` (keep it stable, e.g. memoised), loaded once per path (the previous request is aborted). */
export function useNoteable(descriptor: NoteableDescriptor): NoteableState {
  const key = noteableJsonPath(descriptor);
  const [settled, setSettled] = useState<{ key: string; state: NoteableState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getNoteable(descriptor, controller.signal).then(
      (noteable) => !controller.signal.aborted && setSettled({ key, state: { status: 'ready', noteable } }),
      (error: unknown) => !controller.signal.aborted && setSettled({ key, state: { status: 'error', error } }),
    );
    return () => controller.abort();
  }, [descriptor, key]);
  return settled?.key === key ? settled.state : { status: 'loading' };
}
