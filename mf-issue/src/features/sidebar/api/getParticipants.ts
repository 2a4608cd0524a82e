import { useEffect, useRef } from 'react';
import { restClient } from 'shared-kernel/api';
import { getQueryClient, noteableQueryKey } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
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
 * The participants: the page JSON's list (`fromPage`; when an older server sends none, they are fetched,
 * the author standing in meanwhile), through the page's query cache under the issue's noteable key
 * (`noteableQueryKey('Issue', id, 'participants')`): the kernel's `note-added` invalidation (a comment on
 * this issue or incident) reads every page again. A newer page JSON replaces an earlier fetch.
 */
export function useParticipants(ref: IssueRef, issueId: number, fromPage: IssueUser[] | undefined, author: IssueUser): { participants: IssueUser[]; loading: boolean } {
  const { fullPath, iid } = ref;
  const query = useQuery({
    queryKey: noteableQueryKey('Issue', issueId, 'participants'),
    queryFn: ({ signal }) => getParticipants({ fullPath, iid }, signal),
    // The page JSON's list stands until something invalidates it: no request on load.
    initialData: fromPage,
    staleTime: fromPage ? Infinity : 0,
  });
  const seen = useRef(fromPage);
  useEffect(() => {
    if (seen.current === fromPage) return;
    seen.current = fromPage;
    if (fromPage) getQueryClient().setQueryData(noteableQueryKey('Issue', issueId, 'participants'), fromPage);
  }, [fromPage, issueId]);
  return { participants: query.data ?? fromPage ?? [author], loading: query.isLoading };
}
