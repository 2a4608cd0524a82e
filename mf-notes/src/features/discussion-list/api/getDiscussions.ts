import { useCallback, useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import { isAbortError, nextDiscussionPageSize } from 'shared-kernel/polling';
import { appendDiscussions } from '../../../lib/discussionsState';
import type { Discussion, NoteableRef, NotesFilter } from '../../../lib/types';

export interface DiscussionsPageParams {
  fullPath: string;
  iid: number;
  filter: NotesFilter;
  perPage: number;
  cursor?: string;
}

export interface DiscussionsPage {
  discussions: Discussion[];
  /** From `X-Next-Page-Cursor`; absent on the last page. */
  nextCursor: string | null;
}

/** One page of `GET /:fullPath/-/issues/:iid/discussions.json` (the filter is remembered for the user). */
export async function getDiscussionsPage({ fullPath, iid, filter, perPage, cursor }: DiscussionsPageParams, signal?: AbortSignal): Promise<DiscussionsPage> {
  const params: Record<string, string | number> = { notes_filter: filter, persist_filter: 'true', per_page: perPage };
  if (cursor) params.cursor = cursor;
  const response = await restClient().get<Discussion[]>(`/${fullPath}/-/issues/${iid}/discussions.json`, { params, signal });
  const next = response.headers['x-next-page-cursor'] as string | undefined;
  return { discussions: response.data, nextCursor: next ? String(next) : null };
}

/**
 * Every page, following the cursor until it is absent; the page size starts at 20 and grows ×1.5 up
 * to 100 (`nextDiscussionPageSize`). `onPage` gets each page as it arrives.
 */
export async function getAllDiscussions(
  ref: Pick<NoteableRef, 'fullPath' | 'iid'>,
  filter: NotesFilter,
  onPage: (page: Discussion[]) => void,
  signal?: AbortSignal,
): Promise<void> {
  let cursor: string | undefined;
  let perPage: number | undefined;
  do {
    perPage = nextDiscussionPageSize(perPage);
    const page = await getDiscussionsPage({ ...ref, filter, perPage, cursor }, signal);
    onPage(page.discussions);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

export interface DiscussionsState {
  /** `loading` until the first page; `error` when any page failed. */
  status: 'loading' | 'ready' | 'error';
  /** True while later pages are still coming. */
  loadingMore: boolean;
  discussions: Discussion[];
  /** Local changes (a new note, an edit, a poll) go through here. */
  update: (change: (discussions: Discussion[]) => Discussion[]) => void;
}

/** The discussions of an issue with `filter`, reloaded when either changes. */
export function useDiscussions(ref: Pick<NoteableRef, 'fullPath' | 'iid'> | null, filter: NotesFilter): DiscussionsState {
  const fullPath = ref?.fullPath;
  const iid = ref?.iid;
  const [state, setState] = useState<Omit<DiscussionsState, 'update'>>({ status: 'loading', loadingMore: false, discussions: [] });

  useEffect(() => {
    if (fullPath === undefined || iid === undefined) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading', loadingMore: false, discussions: [] });
    getAllDiscussions({ fullPath, iid }, filter, (page) => {
      if (!controller.signal.aborted) setState((s) => ({ status: 'ready', loadingMore: true, discussions: appendDiscussions(s.discussions, page) }));
    }, controller.signal).then(
      () => !controller.signal.aborted && setState((s) => ({ ...s, status: 'ready', loadingMore: false })),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setState((s) => ({ ...s, status: 'error', loadingMore: false }));
      },
    );
    return () => controller.abort();
  }, [fullPath, iid, filter]);

  const update = useCallback((change: (discussions: Discussion[]) => Discussion[]) => {
    setState((s) => ({ ...s, discussions: change(s.discussions) }));
  }, []);

  return { ...state, update };
}
