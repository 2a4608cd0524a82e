import { Button, Flash } from '@primer/react';
import { useState } from 'react';
import { removeItem } from '../api/treeItems';
import type { ChildItem } from '../api/getChildItems';
import { RemoveItemModal } from './RemoveItemModal';
import type { ChildItemsState } from '../hooks/useChildItems';
import type { TreeLevel } from '../hooks/useTreeReorder';
import { SHOW_MORE, TREE_FETCH_ERROR } from '../texts';
import { TreeRow } from './TreeRow';

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
      <ul aria-label={label} style={{ margin: 0, padding: 0, maxHeight: items.length > 5 ? 480 : undefined, overflowY: items.length > 5 ? 'auto' : undefined }}>
        {items.map((item) => (
          <TreeRow key={`${item.type}-${item.type === 'Epic' ? item.id : item.epicIssueId}`} item={item} level={level} canAdmin={canAdmin} onRemove={() => setRemoving({ item, busy: false, error: null })} />
        ))}
      </ul>
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
