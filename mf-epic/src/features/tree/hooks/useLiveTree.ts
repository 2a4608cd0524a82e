import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAfterFirstContent } from 'shared-kernel/react';
import { watchGraphqlSocketStatus } from 'shared-kernel/live';
import { subscribeToTreeUpdates } from '../api/treeUpdates';

/** Events closer together than this are read once (a move tells two levels; a link tells its level twice). */
export const LIVE_TREE_BATCH_MS = 100;

/**
 * The tree's live updates: when another user changes the children of the page's epic or of an epic below
 * it, the levels shown for that epic and the epics above it (their rows' counts, the page's count badge)
 * are read again through `refreshLevels` (which waits for a drag or move of this page to end). Rows stay
 * mounted, so expanded epics stay expanded. When the page's epic itself is deleted, `onEpicDeleted` is called. A failed subscription leaves the tree as it is (a reload
 * shows the changes). The subscription starts after the page's first content (the socket is not the first screen);
 * each time the socket is connected (the first time, and after it was down) the page's level is read again, since
 * what changed before the subscription listened sent no event.
 */
export function useLiveTree(epicGid: string | null, refreshLevels: (parentGids: Iterable<string>) => void, onEpicDeleted: () => void = () => {}): void {
  const latest = useRef(refreshLevels);
  const deleted = useRef(onEpicDeleted);
  useLayoutEffect(() => {
    latest.current = refreshLevels;
    deleted.current = onEpicDeleted;
  });
  const started = useAfterFirstContent();
  useEffect(() => {
    if (!epicGid || !started) return undefined;
    const batch = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let gone = false;
    const readAgain = (gids: Iterable<string>) => {
      if (gone) return;
      for (const gid of gids) batch.add(gid);
      timer ??= setTimeout(() => {
        timer = null;
        const levels = [...batch];
        batch.clear();
        latest.current(levels);
      }, LIVE_TREE_BATCH_MS);
    };
    const stop = subscribeToTreeUpdates(
      epicGid,
      ({ levelGid, ancestorGids }) => readAgain([epicGid, levelGid, ...ancestorGids]),
      () => {},
      () => {
        // The page's epic is gone: nothing is read again (a read would only fail).
        gone = true;
        if (timer) clearTimeout(timer);
        timer = null;
        batch.clear();
        deleted.current();
      },
    );
    const stopStatus = watchGraphqlSocketStatus((status) => {
      if (status === 'connected') readAgain([epicGid]);
    });
    return () => {
      stop();
      stopStatus();
      if (timer) clearTimeout(timer);
    };
  }, [epicGid, started]);
}
