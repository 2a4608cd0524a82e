import { useLocalStorage } from 'shared-kernel/react';
import type { SortDirection } from '../../../lib/types';

/** The remembered sort of a noteable type (`sort_direction_Issue`), oldest first by default. */
export function useSortDirection(noteableType = 'Issue'): [SortDirection, (direction: SortDirection) => void] {
  const [stored, setStored] = useLocalStorage<SortDirection>(`sort_direction_${noteableType}`, 'asc');
  return [stored === 'desc' ? 'desc' : 'asc', setStored];
}
