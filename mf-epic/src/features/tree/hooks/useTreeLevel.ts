import { useEffect, useMemo } from 'react';
import type { ChildItem } from '../api/getChildItems';
import type { ChildItemsState } from './useChildItems';
import type { TreeLevel } from './useTreeReorder';

/** The level (one epic's loaded children) for the reordering, registered with it; null until the epic's global id is known. */
export function useTreeLevel(
  { state, items, setOrder, reload }: { state: ChildItemsState; items: ChildItem[]; setOrder: (order: ChildItem[]) => void; reload: () => void },
  ancestors: readonly string[],
  register?: (level: TreeLevel) => () => void,
): TreeLevel | null {
  const parentGid = state.page?.epicGid ?? null;
  const level = useMemo(() => (parentGid ? { parentGid, ancestors, items, setOrder, reload } : null), [parentGid, ancestors, items, setOrder, reload]);
  // Known to the reordering while shown, so keyboard moves between levels update both at once.
  useEffect(() => (level && register ? register(level) : undefined), [level, register]);
  return level;
}
