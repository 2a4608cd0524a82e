import { Button, Flash } from '@primer/react';
import { sortChildren } from '../api/getChildItems';
import type { ChildItemsState } from '../hooks/useChildItems';
import { SHOW_MORE, TREE_FETCH_ERROR } from '../texts';
import { TreeRow } from './TreeRow';

/** One level of the tree: its rows in the tree's order, and 'Show more' for each kind with another page. */
export function ChildList({ state, onShowMore, label }: { state: ChildItemsState; onShowMore: (kind: 'Epic' | 'Issue') => Promise<boolean>; label: string }) {
  if (state.status === 'loading') return <p role="status">Loading child issues and epics…</p>;
  if (state.status === 'error') {
    return (
      <Flash variant="danger" role="alert">
        {TREE_FETCH_ERROR}
      </Flash>
    );
  }
  const items = sortChildren([...state.epics, ...state.issues]);
  return (
    <>
      <ul aria-label={label} style={{ margin: 0, padding: 0, maxHeight: items.length > 5 ? 480 : undefined, overflowY: items.length > 5 ? 'auto' : undefined }}>
        {items.map((item) => (
          <TreeRow key={`${item.type}-${item.type === 'Epic' ? item.id : item.epicIssueId}`} item={item} />
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
    </>
  );
}
