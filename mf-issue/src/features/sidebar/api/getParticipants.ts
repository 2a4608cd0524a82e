import { useCallback, useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import type { IssueRef, IssueUser } from '../../../lib/types';

/** GitLab's largest page (`per_page`); longer lists follow `x-next-page`. */
const PER_PAGE = 100;
/** A guard against a server that never stops paging (100 pages = 10,000 participants). */
const MAX_PAGES = 100;

/** `GET /api/v4/projects/:id/issues/:iid/participants`, every page (`per_page=100`, following `x-next-page`). */
export async function getParticipants({ fullPath, iid }: IssueRef, signal?: AbortSignal): Promise<IssueUser[]> {
  const all: IssueUser[] = [];
  let page: string | undefined = '1';
  for (let count = 0; page && count < MAX_PAGES; count += 1) {
    const response: { data: IssueUser[]; headers?: Record<string, unknown> } = await restClient().get<IssueUser[]>(`/api/v4/projects/${encodeURIComponent(fullPath)}/issues/${iid}/participants`, {
      params: { per_page: PER_PAGE, page },
      signal,
    });
    if (Array.isArray(response.data)) all.push(...response.data);
    const next: unknown = response.headers?.['x-next-page'];
    page = typeof next === 'string' && next !== '' && next !== page ? next : undefined;
  }
  return all;
}

/**
 * The participants: the page JSON's list (`fromPage`; when an older server sends none, they are
 * fetched, the author standing in meanwhile). `reload()` (after a comment, `note-added`) fetches them
 * again; a newer page JSON replaces an earlier fetch.
 */
export function useParticipants(ref: IssueRef, fromPage: IssueUser[] | undefined, author: IssueUser): { participants: IssueUser[]; loading: boolean; reload: () => void } {
  const { fullPath, iid } = ref;
  const [fetched, setFetched] = useState<IssueUser[] | null>(null);
  const [basis, setBasis] = useState(fromPage);
  if (basis !== fromPage) {
    setBasis(fromPage);
    setFetched(null);
  }
  const [generation, setGeneration] = useState(fromPage ? 0 : 1);
  const [loading, setLoading] = useState(!fromPage);
  useEffect(() => {
    if (generation === 0) return undefined;
    const controller = new AbortController();
    setLoading(true);
    getParticipants({ fullPath, iid }, controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        setFetched(list);
        setLoading(false);
      },
      () => !controller.signal.aborted && setLoading(false),
    );
    return () => controller.abort();
  }, [fullPath, iid, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { participants: fetched ?? fromPage ?? [author], loading: loading && !fromPage && !fetched, reload };
}
