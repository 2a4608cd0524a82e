import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getChildItems, sortChildren, takePrefetchedChildItems, type ChildItem, type ChildItemsPage, type EpicChild, type IssueChild, type PageInfo } from '../api/getChildItems';

export interface ChildItemsState {
  status: 'loading' | 'ready' | 'error';
  page: ChildItemsPage | null;
  epics: EpicChild[];
  issues: IssueChild[];
  epicsPage: PageInfo | null;
  issuesPage: PageInfo | null;
  loadingMore: 'Epic' | 'Issue' | null;
  /**
   * The order shown after a drag or keyboard move (the children's node ids), until the level is read again;
   * children loaded later follow in the tree's sort. The children themselves are kept as they are, so rows
   * that did not move are not drawn again.
   */
  order: readonly string[] | null;
}

const INITIAL: ChildItemsState = { status: 'loading', page: null, epics: [], issues: [], epicsPage: null, issuesPage: null, loadingMore: null, order: null };

/** The key a child has in the tree's order (its epic or epic-issue id). */
const nodeKey = (item: ChildItem) => (item.type === 'Epic' ? item.id : item.epicIssueId);

/**
 * The children of one epic (`fullPath&iid`), loaded when `enabled` first holds (an expanded row), with
 * 'Show more' per kind: the next page of epics or of issues after that kind's cursor.
 */
export function useChildItems(epic: { fullPath: string; iid: string | number }, enabled = true) {
  const [state, setState] = useState<ChildItemsState>(INITIAL);
  const [started, setStarted] = useState(enabled);
  const [generation, setGeneration] = useState(0);
  if (enabled && !started) setStarted(true);
  const { fullPath, iid } = epic;
  // How many children of each kind were shown when the level was last read again ('Show more' pages).
  const shown = useRef({ epics: 0, issues: 0 });
  shown.current = { epics: state.epics.length, issues: state.issues.length };
  const wanted = useRef({ epics: 0, issues: 0 });

  useEffect(() => {
    if (!started) return;
    let live = true;
    // The page's first read of this level when it started one (the top level), else a read now; a
    // prefetched read that failed is asked again.
    const first = generation === 0 ? takePrefetchedChildItems({ fullPath, iid }) : null;
    (first ? first.catch(() => getChildItems({ fullPath, iid })) : getChildItems({ fullPath, iid }))
      .then((page) => readOnTo(page, { fullPath, iid }, wanted.current))
      .then(
        ({ page, epics, issues, epicsPage, issuesPage }) => {
          if (!live) return;
          setState({ status: 'ready', page, epics, issues, epicsPage, issuesPage, loadingMore: null, order: null });
        },
        () => live && setState({ ...INITIAL, status: 'error' }),
      );
    return () => {
      live = false;
    };
  }, [started, fullPath, iid, generation]);

  /**
   * Reads the level again (after an add or a removal, or another user's change: the counts change too),
   * as many children of each kind as are shown: rows loaded with 'Show more' stay in the tree.
   */
  const reload = useCallback(() => {
    wanted.current = shown.current;
    setGeneration((value) => value + 1);
  }, []);

  const showMore = useCallback(
    async (kind: 'Epic' | 'Issue') => {
      const cursor = kind === 'Epic' ? state.epicsPage?.endCursor : state.issuesPage?.endCursor;
      setState((current) => ({ ...current, loadingMore: kind }));
      try {
        const page = await getChildItems({ fullPath, iid }, kind === 'Epic' ? { epicEndCursor: cursor ?? null, issues: false } : { issueEndCursor: cursor ?? null, epics: false });
        setState((current) =>
          kind === 'Epic'
            ? { ...current, epics: [...current.epics, ...(page.epics?.items ?? [])], epicsPage: page.epics?.pageInfo ?? null, loadingMore: null }
            : { ...current, issues: [...current.issues, ...(page.issues?.items ?? [])], issuesPage: page.issues?.pageInfo ?? null, loadingMore: null },
        );
        return true;
      } catch {
        setState((current) => ({ ...current, loadingMore: null }));
        return false;
      }
    },
    [fullPath, iid, state.epicsPage, state.issuesPage],
  );

  /**
   * Shows the level's children in `order` at once (a drag or keyboard move, or its revert): the order is
   * kept beside the children (the same objects, so only the rows that moved are drawn again).
   */
  const setOrder = useCallback((order: ChildItem[]) => {
    const epics: EpicChild[] = [];
    const issues: IssueChild[] = [];
    for (const item of order) {
      if (item.type === 'Epic') epics.push(item);
      else issues.push(item);
    }
    setState((current) => ({ ...current, epics, issues, order: order.map(nodeKey) }));
  }, []);

  const order = state.order;
  const items = useMemo(() => {
    const sorted = sortChildren([...state.epics, ...state.issues]);
    if (!order) return sorted;
    const rank = new Map(order.map((id, index) => [id, index]));
    // A stable sort: children loaded after the move keep the tree's order, after the moved ones.
    return sorted.sort((a, b) => (rank.get(nodeKey(a)) ?? order.length) - (rank.get(nodeKey(b)) ?? order.length));
  }, [state.epics, state.issues, order]);

  return { state, items, showMore, reload, setOrder };
}

/**
 * The level's first page, followed by further pages of each kind until as many children as `wanted` are
 * read (or the kind has no more): a level read again keeps the rows its reader had loaded.
 */
export async function readOnTo(page: ChildItemsPage, epic: { fullPath: string; iid: string | number }, wanted: { epics: number; issues: number }) {
  const epics = [...(page.epics?.items ?? [])];
  const issues = [...(page.issues?.items ?? [])];
  let epicsPage = page.epics?.pageInfo ?? null;
  let issuesPage = page.issues?.pageInfo ?? null;
  while (epicsPage?.hasNextPage && epics.length < wanted.epics) {
    const next = await getChildItems(epic, { epicEndCursor: epicsPage.endCursor ?? null, issues: false });
    epics.push(...(next.epics?.items ?? []));
    epicsPage = next.epics?.pageInfo ?? null;
  }
  while (issuesPage?.hasNextPage && issues.length < wanted.issues) {
    const next = await getChildItems(epic, { issueEndCursor: issuesPage.endCursor ?? null, epics: false });
    issues.push(...(next.issues?.items ?? []));
    issuesPage = next.issues?.pageInfo ?? null;
  }
  return { page, epics, issues, epicsPage, issuesPage };
}
