import { Button, Flash } from 'shared-kernel/primer';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { removeItem } from '../api/treeItems';
import type { ChildItem } from '../api/getChildItems';
import { treeNodeId } from '../api/reorderTreeItem';
import { RemoveItemModal } from './RemoveItemModal';
import type { ChildItemsState } from '../hooks/useChildItems';
import { useTreeDragging, useTreeReorderContext, type TreeLevel } from '../hooks/useTreeReorder';
import { DROP_INTO_EMPTY, SHOW_MORE, TREE_FETCH_ERROR } from '../texts';
import { TreeRow, type TreeLevelPath } from './TreeRow';

/** A level with this many loaded children draws only the rows in (and near) its scrolled view. */
export const WINDOW_FROM = 30;
/** A row's height before it is measured (one line of fields). */
const ROW_ESTIMATE = 41;
/** Rows drawn beyond each edge of the view (a keyboard move or a short scroll finds its row drawn). */
const OVERSCAN = 8;
/** A level of more than this many rows scrolls inside the tree. */
const SCROLL_FROM = 6;
const LIST_MAX_HEIGHT = 480;

const rowKey = (item: ChildItem) => `${item.type}-${treeNodeId(item)}`;

/**
 * The level's view before it is measured: a windowed level always fills its scroll box (`LIST_MAX_HEIGHT`),
 * as wide as the window at most. The first render draws the rows in view; the measurement only corrects it.
 */
function initialViewRect() {
  return { width: typeof window === 'undefined' ? 0 : window.innerWidth, height: LIST_MAX_HEIGHT };
}

/**
 * The rows of one level. From `WINDOW_FROM` children on, the level is windowed: only the rows in its scrolled
 * view (and `OVERSCAN` around it) are in the document, placed in a list as tall as every row, each measured
 * as it is drawn (an expanded child epic grows its row). Each row says its place and the level's loaded size.
 */
export function LevelRows({ items, label, level, path, canAdmin, onRemove }: {
  items: readonly ChildItem[];
  label: string;
  level: () => TreeLevel | null;
  path: TreeLevelPath | null;
  canAdmin: boolean;
  onRemove: (item: ChildItem) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const windowed = items.length >= WINDOW_FROM;
  const getItemKey = useCallback((index: number) => (items[index] ? rowKey(items[index]) : index), [items]);
  const estimateSize = useCallback(() => ROW_ESTIMATE, []);
  const getScrollElement = useCallback(() => scroller.current, []);
  const virtualizer = useVirtualizer({
    count: windowed ? items.length : 0,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    initialRect: initialViewRect(),
    // Measuring a row must not render again synchronously inside the commit that drew it.
    useFlushSync: false,
  });
  // Rows coming into view mount in a deferred, time-sliced render: a fast scroll never blocks the page for
  // a whole batch of rows in one task. Rows are keyed by their child (not the window's key of an index), so
  // a move shows at once with the window of the last render.
  const rows = useDeferredValue(virtualizer.getVirtualItems());
  const scrolls = items.length >= SCROLL_FROM;
  const size = items.length;
  return (
    <div ref={scroller} style={{ maxHeight: scrolls ? LIST_MAX_HEIGHT : undefined, overflowY: scrolls ? 'auto' : undefined }}>
      <ul aria-label={label} style={{ margin: 0, padding: 0, ...(windowed ? { position: 'relative', height: virtualizer.getTotalSize() } : {}) }}>
        {windowed
          ? rows.map((row) => {
              const item = items[row.index];
              if (!item) return null;
              return <TreeRow key={rowKey(item)} item={item} level={level} path={path} canAdmin={canAdmin} onRemove={onRemove} posinset={row.index + 1} setsize={size} windowStart={row.start} measure={virtualizer.measureElement} />;
            })
          : items.map((item, index) => <TreeRow key={rowKey(item)} item={item} level={level} path={path} canAdmin={canAdmin} onRemove={onRemove} posinset={index + 1} setsize={size} />)}
      </ul>
    </div>
  );
}

/** While a child is dragged, an expanded epic with no children shown takes it as its first child. */
function EmptyLevelDrop({ level }: { level: () => TreeLevel | null }) {
  const reorder = useTreeReorderContext();
  const dragging = useTreeDragging();
  const [over, setOver] = useState(false);
  const target = level();
  if (!dragging || !target || !reorder.accepts(target)) return null;
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  return (
    <div
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const into = level();
        if (into) reorder.dropInto(into);
      }}
      style={{ padding: 8, border: `1px dashed ${over ? 'var(--borderColor-accent-emphasis, #0969da)' : 'var(--borderColor-default, #d0d7de)'}`, borderRadius: 6, color: 'var(--fgColor-muted)', fontSize: 12 }}
    >
      {DROP_INTO_EMPTY}
    </div>
  );
}

/**
 * One level of the tree: its rows in the tree's order, and 'Show more' for each kind with another page. With
 * `canAdmin`, each row's remove button asks in the `item-remove-confirmation` modal, then the level is read again.
 */
export function ChildList({ state, items, level, onShowMore, label, canAdmin = false, onChanged }: {
  state: ChildItemsState;
  items: readonly ChildItem[];
  /** The level as the reordering sees it (null until its parent is known). */
  level: TreeLevel | null;
  onShowMore: (kind: 'Epic' | 'Issue') => Promise<boolean>;
  label: string;
  canAdmin?: boolean;
  onChanged?: () => void;
}) {
  const [removing, setRemoving] = useState<{ item: ChildItem; busy: boolean; error: string | null } | null>(null);
  // Rows read the level when an event needs it: a move changes the level, not the rows that stayed.
  const levelRef = useRef(level);
  useLayoutEffect(() => {
    levelRef.current = level;
  });
  const currentLevel = useCallback(() => levelRef.current, []);
  const parentGid = level?.parentGid ?? null;
  const ancestors = level?.ancestors ?? null;
  const path = useMemo(() => (parentGid && ancestors ? { parentGid, ancestors } : null), [parentGid, ancestors]);
  const askRemove = useCallback((item: ChildItem) => setRemoving({ item, busy: false, error: null }), []);
  if (state.status === 'loading') return <p role="status">Loading child issues and epics…</p>;
  if (state.status === 'error') {
    return (
      <Flash variant="danger" role="alert">
        {TREE_FETCH_ERROR}
      </Flash>
    );
  }

  async function confirmRemove() {
    if (!removing?.item.relationPath) return;
    setRemoving({ ...removing, busy: true });
    try {
      await removeItem(removing.item.relationPath, removing.item.type);
      setRemoving(null);
      onChanged?.();
    } catch (failure) {
      setRemoving({ ...removing, busy: false, error: (failure as Error).message });
    }
  }

  return (
    <>
      {removing?.error ? (
        <Flash variant="danger" role="alert">
          {removing.error}
        </Flash>
      ) : null}
      <LevelRows items={items} label={label} level={currentLevel} path={path} canAdmin={canAdmin} onRemove={askRemove} />
      {items.length === 0 && path ? <EmptyLevelDrop level={currentLevel} /> : null}
      <div style={{ display: 'flex', gap: 8, marginTop: 4 }}>
        {state.epicsPage?.hasNextPage ? (
          <Button size="small" disabled={state.loadingMore !== null} onClick={() => void onShowMore('Epic')} aria-label={`${SHOW_MORE} epics`}>
            {SHOW_MORE}
          </Button>
        ) : null}
        {state.issuesPage?.hasNextPage ? (
          <Button size="small" disabled={state.loadingMore !== null} onClick={() => void onShowMore('Issue')} aria-label={`${SHOW_MORE} issues`}>
            {SHOW_MORE}
          </Button>
        ) : null}
      </div>
      {removing && !removing.error ? <RemoveItemModal item={removing.item} busy={removing.busy} onConfirm={() => void confirmRemove()} onCancel={() => setRemoving(null)} /> : null}
    </>
  );
}
