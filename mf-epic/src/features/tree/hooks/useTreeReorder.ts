import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ChildItem } from '../api/getChildItems';
import { MOVE_ERROR, REORDER_ERROR, reorderTreeItem, treeNodeId } from '../api/reorderTreeItem';

/** One level of the tree (the children of one epic) as the reordering sees it. */
export interface TreeLevel {
  /** The parent epic's global id. */
  parentGid: string;
  /** The global ids of the epics above this level, the root first (an epic cannot move below itself). */
  ancestors: readonly string[];
  /** The level's children in the tree's order. */
  items: readonly ChildItem[];
  /** Shows the level in another order at once. */
  setOrder: (order: ChildItem[]) => void;
  /** Reads the level again. */
  reload: () => void;
}

/** The child being dragged, and the level it comes from. */
export type TreeDrag = { item: ChildItem; from: TreeLevel } | null;

/** What rows do with the reordering: every function keeps its identity for the life of the tree. */
export interface TreeReorderActions {
  /** The drag under way now (read when an event needs it, without drawing rows again). */
  currentDrag: () => TreeDrag;
  startDrag: (item: ChildItem, from: TreeLevel) => void;
  /** Ends a drag without a drop (Escape, or dropped outside the tree). */
  endDrag: () => void;
  /** Drops the dragged child next to `target` in `level` (the same level reorders, another one moves). */
  dropOn: (level: TreeLevel, target: ChildItem, position: 'before' | 'after') => void;
  /** Drops the dragged child into `level` as its last child (an expanded epic with no children shown). */
  dropInto: (level: TreeLevel) => void;
  /** Whether the dragged child may go to `level` (not below itself). */
  accepts: (level: TreeLevel) => boolean;
  /** Keyboard reordering: one place up (-1) or down (1) within its level. */
  moveBy: (level: TreeLevel, item: ChildItem, delta: -1 | 1) => void;
  /** Keyboard move into the epic just above the item (as its last child). */
  moveIntoPrevious: (level: TreeLevel, item: ChildItem) => void;
  /** Keyboard move out of its parent epic, to just after that epic. */
  moveOut: (level: TreeLevel, item: ChildItem) => void;
  /** Whether the row of `item` should take the focus (once): it was moved by keyboard to another level. */
  takeFocus: (item: ChildItem) => boolean;
  /** Makes a loaded level known (for moves between levels); returns the unregistering. */
  register: (level: TreeLevel) => () => void;
}

export interface TreeReorder extends TreeReorderActions {
  /**
   * Reads these levels (parent epic global ids) again, those shown: at once, or, while a drag or a move
   * of this page is under way, when it ends (a live update must not undo what the user is doing).
   */
  refreshLevels: (parentGids: Iterable<string>) => void;
  dragging: TreeDrag;
  /** The same functions in one object that never changes (the rows' context). */
  actions: TreeReorderActions;
  /** The last failure, reverted ('Something went wrong while ordering item.' / '… moving item.'). */
  error: string | null;
  /** What the last move did, for screen readers. */
  announcement: string;
}

const key = (item: ChildItem) => treeNodeId(item);

/** `order` with `item` taken out and put before or after `target` (none: at the end). */
export function placeNextTo(order: readonly ChildItem[], item: ChildItem, target: ChildItem | null, position: 'before' | 'after'): ChildItem[] {
  const rest = order.filter((other) => key(other) !== key(item));
  const index = target ? rest.findIndex((other) => key(other) === key(target)) : -1;
  rest.splice(index < 0 ? rest.length : position === 'before' ? index : index + 1, 0, item);
  return rest;
}

const noop = () => undefined;
const NONE: TreeReorderActions = { currentDrag: () => null, startDrag: noop, endDrag: noop, dropOn: noop, dropInto: noop, accepts: () => false, moveBy: noop, moveIntoPrevious: noop, moveOut: noop, takeFocus: () => false, register: () => noop };

/**
 * The tree's reordering, for every level below the provider; without one, rows cannot be moved. Its value
 * never changes, so memoised rows are not drawn again by a move, a failure or an announcement.
 */
export const TreeReorderContext = createContext<TreeReorderActions>(NONE);

/** The drag under way (rows show drop markers and hover-expand only while there is one). */
export const TreeDraggingContext = createContext<TreeDrag>(null);

export function useTreeReorderContext(): TreeReorderActions {
  return useContext(TreeReorderContext);
}

export function useTreeDragging(): TreeDrag {
  return useContext(TreeDraggingContext);
}

/**
 * Drag and drop and keyboard reordering of the tree's children through `epicTreeReorder`: the change shows
 * at once and is reverted, with the spec's text, when the server refuses it or the request fails. A move to
 * another parent reads both levels again once it took effect (counts, relation paths).
 */
export function useTreeReorder(): TreeReorder {
  const [dragging, setDragging] = useState<TreeDrag>(null);
  const draggingRef = useRef<TreeDrag>(null);
  const currentDrag = useCallback(() => draggingRef.current, []);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const levels = useRef(new Map<string, TreeLevel>());
  const focusKey = useRef<string | null>(null);
  const takeFocus = useCallback((item: ChildItem) => {
    if (focusKey.current !== key(item)) return false;
    focusKey.current = null;
    return true;
  }, []);

  // Live updates wait for the page's own drag or move to end (the moves under way now, the levels to read).
  const moving = useRef(0);
  const pending = useRef(new Set<string>());
  const flushPending = useCallback(() => {
    if (draggingRef.current || moving.current > 0 || pending.current.size === 0) return;
    const gids = [...pending.current];
    pending.current.clear();
    for (const gid of gids) levels.current.get(gid)?.reload();
  }, []);
  const refreshLevels = useCallback(
    (parentGids: Iterable<string>) => {
      for (const gid of parentGids) pending.current.add(gid);
      flushPending();
    },
    [flushPending],
  );

  const register = useCallback((level: TreeLevel) => {
    levels.current.set(level.parentGid, level);
    return () => {
      if (levels.current.get(level.parentGid) === level) levels.current.delete(level.parentGid);
    };
  }, []);

  const startDrag = useCallback((item: ChildItem, from: TreeLevel) => {
    draggingRef.current = { item, from };
    setDragging(draggingRef.current);
  }, []);
  const endDrag = useCallback(() => {
    draggingRef.current = null;
    setDragging(null);
    // After a drop's move has started (dropOn ends the drag, then moves): the reads wait for that move.
    queueMicrotask(flushPending);
  }, [flushPending]);

  const move = useCallback(async (item: ChildItem, from: TreeLevel, to: TreeLevel, target: ChildItem | null, position: 'before' | 'after') => {
    if (target && key(item) === key(target)) return;
    const same = from.parentGid === to.parentGid;
    if (!same && item.type === 'Epic' && (to.parentGid === item.id || to.ancestors.includes(item.id))) return;
    const before = { from: [...from.items], to: [...to.items] };
    if (same) {
      const next = placeNextTo(from.items, item, target, position);
      if (next.every((other, index) => key(other) === key(before.from[index] as ChildItem))) return;
      from.setOrder(next);
    } else {
      from.setOrder(from.items.filter((other) => key(other) !== key(item)));
      to.setOrder(placeNextTo(to.items, item, target, position));
    }
    setError(null);
    const failure = same ? REORDER_ERROR : MOVE_ERROR;
    moving.current += 1;
    try {
      const errors = await reorderTreeItem({ baseEpicId: from.parentGid, item, adjacent: target, relativePosition: position, ...(same ? {} : { newParentId: to.parentGid }) });
      if (errors.length) throw new Error(errors.join(', '));
      setAnnouncement(target ? `${item.title} moved ${position} ${target.title}` : `${item.title} moved`);
      if (!same) {
        from.reload();
        to.reload();
      }
    } catch {
      from.setOrder(before.from);
      if (!same) to.setOrder(before.to);
      setError(failure);
    } finally {
      // A row moved into a collapsed epic is not shown: nothing is left to take the focus later.
      focusKey.current = null;
      moving.current -= 1;
      flushPending();
    }
  }, [flushPending]);

  const dropOn = useCallback(
    (level: TreeLevel, target: ChildItem, position: 'before' | 'after') => {
      const current = draggingRef.current;
      endDrag();
      if (current) void move(current.item, current.from.parentGid === level.parentGid ? level : current.from, level, target, position);
    },
    [endDrag, move],
  );

  const dropInto = useCallback(
    (level: TreeLevel) => {
      const current = draggingRef.current;
      endDrag();
      if (current) void move(current.item, current.from, level, null, 'after');
    },
    [endDrag, move],
  );

  const accepts = useCallback((level: TreeLevel) => {
    const current = draggingRef.current;
    if (!current) return false;
    return current.item.type !== 'Epic' || (level.parentGid !== current.item.id && !level.ancestors.includes(current.item.id));
  }, []);

  const moveBy = useCallback(
    (level: TreeLevel, item: ChildItem, delta: -1 | 1) => {
      const index = level.items.findIndex((other) => key(other) === key(item));
      const neighbour = level.items[index + delta];
      if (index < 0 || !neighbour) return;
      void move(item, level, level, neighbour, delta < 0 ? 'before' : 'after');
    },
    [move],
  );

  const moveIntoPrevious = useCallback(
    (level: TreeLevel, item: ChildItem) => {
      const index = level.items.findIndex((other) => key(other) === key(item));
      const previous = level.items[index - 1];
      if (index < 1 || previous?.type !== 'Epic') return;
      // The epic's children, when shown; otherwise it is read again when expanded.
      const into = levels.current.get(previous.id) ?? { parentGid: previous.id, ancestors: [...level.ancestors, level.parentGid], items: [], setOrder: noop, reload: noop };
      focusKey.current = key(item);
      void move(item, level, into, null, 'after');
    },
    [move],
  );

  const moveOut = useCallback(
    (level: TreeLevel, item: ChildItem) => {
      const above = levels.current.get(level.ancestors.at(-1) ?? '');
      const parent = above?.items.find((other) => other.type === 'Epic' && other.id === level.parentGid);
      if (!above || !parent) return;
      focusKey.current = key(item);
      void move(item, level, above, parent, 'after');
    },
    [move],
  );

  const actions = useMemo<TreeReorderActions>(
    () => ({ currentDrag, startDrag, endDrag, dropOn, dropInto, accepts, moveBy, moveIntoPrevious, moveOut, takeFocus, register }),
    [currentDrag, startDrag, endDrag, dropOn, dropInto, accepts, moveBy, moveIntoPrevious, moveOut, takeFocus, register],
  );
  return useMemo(() => ({ ...actions, actions, refreshLevels, dragging, error, announcement }), [actions, refreshLevels, dragging, error, announcement]);
}
