import { useCallback, useEffect, useMemo } from 'react';
import { restClient } from 'shared-kernel/api';
import { nextDiscussionPageSize } from 'shared-kernel/polling';
import { getQueryClient, preloadedResponse } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
import { appendDiscussions } from '../../../lib/discussionsState';
import type { Discussion, NotesFilter } from '../../../lib/types';

export interface DiscussionsPageParams {
  /** The noteable JSON's `discussions_path`. */
  path: string;
  filter: NotesFilter;
  perPage: number;
  cursor?: string;
}

export interface DiscussionsPage {
  discussions: Discussion[];
  /** From `X-Next-Page-Cursor`; absent on the last page. */
  nextCursor: string | null;
}

/**
 * One page of `GET {discussions_path}` with the filter the page shows. Reading never saves the
 * filter (`persist_filter=false`): that is {@link saveNotesFilter}'s, when the user changes it. So the
 * first page is the same address for every reader of the filter, and the page server can start it
 * from the page's head (the registry route's `data`): that answer is taken when there is one.
 */
export async function getDiscussionsPage({ path, filter, perPage, cursor }: DiscussionsPageParams, signal?: AbortSignal): Promise<DiscussionsPage> {
  // In the hint's order (registry.json): the preloaded answer is matched by its address.
  const params: Record<string, string | number> = { notes_filter: filter, persist_filter: 'false', per_page: perPage };
  if (cursor) params.cursor = cursor;
  else {
    const preloaded = await preloadedResponse(`${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`)?.catch(() => null);
    // A failed or refused preload: the REST client asks again, and its error handling applies.
    if (preloaded?.ok) {
      const next = preloaded.headers.get('x-next-page-cursor');
      return { discussions: (await preloaded.json()) as Discussion[], nextCursor: next || null };
    }
  }
  const response = await restClient().get<Discussion[]>(path, { params, signal });
  const next = response.headers['x-next-page-cursor'] as string | undefined;
  return { discussions: response.data, nextCursor: next ? String(next) : null };
}

/**
 * Remembers `filter` as the user's notes filter for this kind of noteable (GitLab's `persist_filter`,
 * the user preference the notes poll follows): sent only when the user changes the filter, apart from
 * the reads, so a page load never writes.
 */
export async function saveNotesFilter(path: string, filter: NotesFilter): Promise<void> {
  await restClient().get<Discussion[]>(path, { params: { notes_filter: filter, persist_filter: 'true', per_page: 1 } });
}

/**
 * Every page, following the cursor until it is absent; the page size starts at 20 and grows ×1.5 up
 * to 100 (`nextDiscussionPageSize`). `onPage` gets each page as it arrives.
 */
export async function getAllDiscussions(path: string, filter: NotesFilter, onPage: (page: Discussion[]) => void, signal?: AbortSignal): Promise<void> {
  let cursor: string | undefined;
  let perPage: number | undefined;
  do {
    perPage = nextDiscussionPageSize(perPage);
    const page = await getDiscussionsPage({ path, filter, perPage, cursor }, signal);
    onPage(page.discussions);
    cursor = page.nextCursor ?? undefined;
    // The first page shows before the next one is asked for, read and merged (they would share its task).
    if (cursor && perPage === nextDiscussionPageSize(undefined)) await nextFrame();
  } while (cursor);
}

/** After the next frame has been painted (at once where nothing paints). */
function nextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** What the page query cache holds for one noteable and filter. */
export interface DiscussionsData {
  discussions: Discussion[];
  /** False while later pages are still coming. */
  complete: boolean;
}

/**
 * The cache key of the discussions at `path` with `filter`. Deliberately not under the kernel's
 * `noteableQueryKey`: `note-added` invalidates that prefix, and refetching every page of a
 * 5,000-note timeline for each comment would undo what polling and live notes already merged in.
 */
export function discussionsQueryKey(path: string | null, filter: NotesFilter): readonly unknown[] {
  return ['notes', 'discussions', path, filter];
}

/**
 * The query of the discussions at `path` with `filter`: every page, each written into the cache as it
 * arrives (local changes in between are kept). A complete list is kept current by polling and live
 * notes, never stale by age; a list whose load was cancelled part way (the filter changed meanwhile)
 * is stale, so going back to its filter loads it again instead of showing half of it for good.
 */
function discussionsQuery(path: string | null, filter: NotesFilter, queryKey = discussionsQueryKey(path, filter)) {
  return {
    queryKey,
    staleTime: (query: { state: { data?: DiscussionsData } }) => (query.state.data?.complete ? Infinity : 0),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<DiscussionsData> => {
      const client = getQueryClient();
      let first = true;
      await getAllDiscussions(
        path ?? '',
        filter,
        (page) => {
          // A refetch starts over; later pages add to what is cached (local changes included).
          client.setQueryData<DiscussionsData>(queryKey, (current) => ({ discussions: first || !current ? page : appendDiscussions(current.discussions, page), complete: false }));
          first = false;
        },
        signal,
      );
      return { discussions: client.getQueryData<DiscussionsData>(queryKey)?.discussions ?? [], complete: true };
    },
  };
}

/**
 * Starts loading the discussions as soon as the noteable's JSON names their path, before the notes
 * area renders with it (rendering the header and the comment form first cost the first batch a
 * render's time on a slow machine). `useDiscussions` then finds the load under way.
 */
export function prefetchDiscussions(path: string, filter: NotesFilter): void {
  void getQueryClient().prefetchQuery(discussionsQuery(path, filter));
}

export interface DiscussionsState {
  /** `loading` until the first page; `error` when any page failed. */
  status: 'loading' | 'ready' | 'error';
  /** True while later pages are still coming (or a list shown from the cache is being read again). */
  loadingMore: boolean;
  discussions: Discussion[];
  /** The filter `discussions` were fetched with (null before the first page arrived). */
  filter: NotesFilter | null;
  /** Local changes (a new note, an edit, a poll) go through here. */
  update: (change: (discussions: Discussion[]) => Discussion[]) => void;
}

const EMPTY: Discussion[] = [];

/**
 * The discussions at `path` (the noteable JSON's `discussions_path`; null: not known yet) with
 * `filter`, through the page's query cache. Each page shows as it arrives (it is written into the
 * cache while the rest load); local changes write the cache too, so they survive the later pages.
 */
export function useDiscussions(path: string | null, filter: NotesFilter): DiscussionsState {
  const queryKey = useMemo(() => discussionsQueryKey(path, filter), [path, filter]);
  const query = useQuery<DiscussionsData, Error, DiscussionsData, readonly unknown[]>({ ...discussionsQuery(path, filter, queryKey), enabled: path !== null });
  // Polling and live notes keep only the shown list current: a list left for another filter (or a
  // `#note_` link's switch to all activity) is stale, and going back to it reads it again.
  useEffect(() => () => void getQueryClient().invalidateQueries({ queryKey, exact: true, refetchType: 'none' }), [queryKey]);

  const update = useCallback(
    (change: (discussions: Discussion[]) => Discussion[]) => {
      getQueryClient().setQueryData<DiscussionsData>(queryKey, (current) => (current ? { ...current, discussions: change(current.discussions) } : current));
    },
    [queryKey],
  );

  const data = query.data;
  const status = query.status === 'error' ? 'error' : data ? 'ready' : 'loading';
  return { status, loadingMore: data !== undefined && (!data.complete || query.isFetching) && query.status !== 'error', discussions: data?.discussions ?? EMPTY, filter: data ? filter : null, update };
}
