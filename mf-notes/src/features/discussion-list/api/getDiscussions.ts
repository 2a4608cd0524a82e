import { useCallback, useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import { isAbortError, nextDiscussionPageSize } from 'shared-kernel/polling';
import { appendDiscussions } from '../../../lib/discussionsState';
import { discussionsPath, type NoteableDescriptor } from '../../../lib/noteable';
import type { Discussion, NotesFilter } from '../../../lib/types';

export interface DiscussionsPageParams {
  noteable: NoteableDescriptor;
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
 * One page of `GET /:fullPath/-/issues/:iid/discussions.json` or
 * `GET /groups/:groupPath/-/epics/:iid/discussions.json` (the filter is remembered for the user).
 */
export async function getDiscussionsPage({ noteable, filter, perPage, cursor }: DiscussionsPageParams, signal?: AbortSignal): Promise<DiscussionsPage> {
  const params: Record<string, string | number> = { notes_filter: filter, persist_filter: 'true', per_page: perPage };
  if (cursor) params.cursor = cursor;
  const response = await restClient().get<Discussion[]>(discussionsPath(noteable), { params, signal });
  const next = response.headers['x-next-page-cursor'] as string | undefined;
  return { discussions: response.data, nextCursor: next ? String(next) : null };
}

/**
 * Every page, following the cursor until it is absent; the page size starts at 20 and grows ×1.5 up
 * to 100 (`nextDiscussionPageSize`). `onPage` gets each page as it arrives.
 */
export async function getAllDiscussions(
  noteable: NoteableDescriptor,
  filter: NotesFilter,
  onPage: (page: Discussion[]) => void,
  signal?: AbortSignal,
): Promise<void> {
  let cursor: string | undefined;
  let perPage: number | undefined;
  do {
    perPage = nextDiscussionPageSize(perPage);
    const page = await getDiscussionsPage({ noteable, filter, perPage, cursor }, signal);
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
  /** The filter `discussions` were fetched with (null before the first load starts). */
  filter: NotesFilter | null;
  /** Local changes (a new note, an edit, a poll) go through here. */
  update: (change: (discussions: Discussion[]) => Discussion[]) => void;
}

/** The discussions of a noteable (keep the descriptor stable) with `filter`, reloaded when either changes. */
export function useDiscussions(noteable: NoteableDescriptor | null, filter: NotesFilter): DiscussionsState {
  const [state, setState] = useState<Omit<DiscussionsState, 'update'>>({ status: 'loading', loadingMore: false, discussions: [], filter: null });

  useEffect(() => {
    if (!noteable) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading', loadingMore: false, discussions: [], filter });
    getAllDiscussions(noteable, filter, (page) => {
      if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'ready', loadingMore: true, discussions: appendDiscussions(s.discussions, page) }));
    }, controller.signal).then(
      () => !controller.signal.aborted && setState((s) => ({ ...s, status: 'ready', loadingMore: false })),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setState((s) => ({ ...s, status: 'error', loadingMore: false }));
      },
    );
    return () => controller.abort();
  }, [noteable, filter]);

  const update = useCallback((change: (discussions: Discussion[]) => Discussion[]) => {
    setState((s) => ({ ...s, discussions: change(s.discussions) }));
  }, []);

  return { ...state, update };
}
