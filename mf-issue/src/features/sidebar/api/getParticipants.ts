import { useCallback, useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import type { IssueRef, IssueUser } from '../../../lib/types';

/** `GET /api/v4/projects/:id/issues/:iid/participants`. */
export async function getParticipants({ fullPath, iid }: IssueRef, signal?: AbortSignal): Promise<IssueUser[]> {
  const { data } = await restClient().get<IssueUser[]>(`/api/v4/projects/${encodeURIComponent(fullPath)}/issues/${iid}/participants`, { signal });
  return Array.isArray(data) ? data : [];
}

/** The participants, falling back to `fallback` (the page JSON's list, or the author) when the route fails. */
export function useParticipants(ref: IssueRef, fallback: IssueUser[]): { participants: IssueUser[]; loading: boolean; reload: () => void } {
  const { fullPath, iid } = ref;
  const [state, setState] = useState<{ list: IssueUser[] | null; loading: boolean }>({ list: null, loading: true });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getParticipants({ fullPath, iid }, controller.signal).then(
      (list) => !controller.signal.aborted && setState({ list, loading: false }),
      () => !controller.signal.aborted && setState((current) => ({ list: current.list, loading: false })),
    );
    return () => controller.abort();
  }, [fullPath, iid, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { participants: state.list ?? fallback, loading: state.loading && state.list === null, reload };
}
