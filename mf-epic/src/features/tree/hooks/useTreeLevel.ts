import { useMemo } from 'react';
import type { ChildItem } from '../api/getChildItems';
import type { ChildItemsState } from './useChildItems';
import type { TreeLevel } from './useTreeReorder';

/** The level (one epic's loaded children) for the reordering; null until the epic's global id is known. */
export function useTreeLevel(
  { state, items, setOrder, reload }: { state: ChildItemsState; items: ChildItem[]; setOrder: (order: ChildItem[]) => void; reload: () => void },
  ancestors: readonly string[],
): TreeLevel | null {
  const parentGid = state.page?.epicGid ?? null;
  return useMemo(() => (parentGid ? { parentGid, ancestors, items, setOrder, reload } : null), [parentGid, ancestors, items, setOrder, reload]);
}
