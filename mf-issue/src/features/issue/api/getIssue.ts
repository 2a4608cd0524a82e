import { useCallback, useEffect, useMemo, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import { issuePath, type IssuePageData, type IssueRef } from '../../../lib/types';
import { coalesced } from 'issuable-ui/react';

/** `GET {issue path}.json`: the page's issue with the viewer's permission flags. */
export async function getIssue(ref: IssueRef, signal?: AbortSignal): Promise<IssuePageData> {
  const { data } = await restClient().get<IssuePageData>(`${issuePath(ref)}.json`, { signal });
  return data;
}

export type IssueState =
  | { status: 'loading' }
  | { status: 'ready'; issue: IssuePageData }
  | { status: 'error'; error: unknown };

/** What {@link useIssue} returns: the load state, a local updater and a re-fetch. */
export interface UseIssue {
  state: IssueState;
  /** Replaces the issue locally (after a save, a poll, an event). */
  setIssue: (update: (issue: IssuePageData) => IssuePageData) => void;
  /** Loads the issue again; resolves with the fresh data (or rejects). */
  refetch: () => Promise<IssuePageData>;
}

/** The issue of `fullPath` + `iid`, loaded once per key (the previous request is aborted). */
export function useIssue({ fullPath, iid }: IssueRef): UseIssue {
  const key = `${fullPath}#${iid}`;
  const [settled, setSettled] = useState<{ key: string; state: IssueState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getIssue({ fullPath, iid }, controller.signal).then(
      (issue) => !controller.signal.aborted && setSettled({ key, state: { status: 'ready', issue } }),
      (error: unknown) => !controller.signal.aborted && setSettled({ key, state: { status: 'error', error } }),
    );
    return () => controller.abort();
  }, [fullPath, iid, key]);

  const setIssue = useCallback(
    (update: (issue: IssuePageData) => IssuePageData) =>
      setSettled((current) =>
        current?.key === key && current.state.status === 'ready' ? { key, state: { status: 'ready', issue: update(current.state.issue) } } : current,
      ),
    [key],
  );
  // Reloads asked while one runs share one follow-up request (a save's reload and the live events it causes).
  const refetch = useMemo(
    () =>
      coalesced(async () => {
        const issue = await getIssue({ fullPath, iid });
        setSettled({ key, state: { status: 'ready', issue } });
        return issue;
      }),
    [fullPath, iid, key],
  );

  return { state: settled?.key === key ? settled.state : { status: 'loading' }, setIssue, refetch };
}
