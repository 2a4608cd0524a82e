import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getChildItems, sortChildren, type ChildItem, type ChildItemsPage, type EpicChild, type IssueChild, type PageInfo } from '../api/getChildItems';

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
  if (enabled && !started) setStarted(true);
  const { fullPath, iid } = epic;
  /**
   * The level as last committed (read by the operations below when they start, not as a render saw it),
   * and the level's reads ('Show more' and a read again) one after another: a read again waits for a
   * 'Show more' under way and keeps its rows; a 'Show more' waits for a read again and goes on from its
   * cursor. Without that, the later answer wrote over the earlier one (the loaded rows fell back to the
   * first page while the cursor stayed on the last: 'Show more' then loaded pages already counted).
   */
  const latest = useRef<ChildItemsState>(INITIAL);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The current read of this epic's level (a new epic, or unmounting, ends it: its answers are dropped).
  const session = useRef<object | null>(null);
  const reloadQueued = useRef(false);

  const commit = useCallback((update: (current: ChildItemsState) => ChildItemsState) => {
    latest.current = update(latest.current);
    setState(latest.current);
  }, []);

  /** Runs `operation` after the level's reads before it (whatever their outcome), in this session only. */
  const enqueue = useCallback((operation: (alive: () => boolean) => Promise<void>) => {
    const own = session.current;
    const alive = () => own !== null && session.current === own;
    const run = queue.current.then(() => (alive() ? operation(alive) : undefined));
    queue.current = run.catch(() => {});
    return run;
  }, []);

  useEffect(() => {
    if (!started) return undefined;
    const own = {};
    session.current = own;
    queue.current = Promise.resolve();
    reloadQueued.current = false;
    latest.current = INITIAL;
    // The level's first read (the top level's is the epic page's startup call, taken without Apollo's code).
    void enqueue(async (alive) => {
      try {
        const page = await getChildItems({ fullPath, iid });
        const read = await readOnTo(page, { fullPath, iid }, { epics: 0, issues: 0 });
        if (alive()) commit((current) => ({ ...read, status: 'ready', loadingMore: current.loadingMore, order: null }));
      } catch {
        if (alive()) commit(() => ({ ...INITIAL, status: 'error' }));
      }
    });
    return () => {
      if (session.current === own) session.current = null;
    };
  }, [started, fullPath, iid, enqueue, commit]);

  /**
   * Reads the level again (after an add or a removal, or another user's change: the counts change too),
   * as many children of each kind as are shown when the read starts: rows loaded with 'Show more' stay in
   * the tree. Reads asked while one waits its turn are that one.
   */
  const reload = useCallback(() => {
    if (reloadQueued.current || session.current === null) return;
    reloadQueued.current = true;
    void enqueue(async (alive) => {
      reloadQueued.current = false;
      const wanted = { epics: latest.current.epics.length, issues: latest.current.issues.length };
      try {
        const read = await readOnTo(await getChildItems({ fullPath, iid }), { fullPath, iid }, wanted);
        if (alive()) commit((current) => ({ ...read, status: 'ready', loadingMore: current.loadingMore, order: null }));
      } catch {
        if (alive()) commit(() => ({ ...INITIAL, status: 'error' }));
      }
    });
  }, [enqueue, commit, fullPath, iid]);

  /** The next page of `kind` after its cursor as it is when this read's turn comes; false when it failed. */
  const showMore = useCallback(
    (kind: 'Epic' | 'Issue') => {
      if (session.current === null) return Promise.resolve(false);
      commit((current) => ({ ...current, loadingMore: kind }));
      let loaded = false;
      return enqueue(async (alive) => {
        const { epicsPage, issuesPage } = latest.current;
        const pageInfo = kind === 'Epic' ? epicsPage : issuesPage;
        if (!pageInfo?.hasNextPage) {
          commit((current) => ({ ...current, loadingMore: null }));
          return;
        }
        try {
          const page = await getChildItems({ fullPath, iid }, kind === 'Epic' ? { epicEndCursor: pageInfo.endCursor ?? null, issues: false } : { issueEndCursor: pageInfo.endCursor ?? null, epics: false });
          if (!alive()) return;
          commit((current) =>
            kind === 'Epic'
              ? { ...current, epics: [...current.epics, ...(page.epics?.items ?? [])], epicsPage: page.epics?.pageInfo ?? null, loadingMore: null }
              : { ...current, issues: [...current.issues, ...(page.issues?.items ?? [])], issuesPage: page.issues?.pageInfo ?? null, loadingMore: null },
          );
          loaded = true;
        } catch {
          if (alive()) commit((current) => ({ ...current, loadingMore: null }));
        }
      }).then(() => loaded);
    },
    [enqueue, commit, fullPath, iid],
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
    commit((current) => ({ ...current, epics, issues, order: order.map(nodeKey) }));
  }, [commit]);

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
