import { useLocalStorage } from 'shared-kernel/react';
import { ALL_MR_FILTERS, MR_FILTERS_STORAGE_KEY, type MrFilterValue } from '../lib/mrActivityFilters';

/** The merge request activity filters chosen, kept in local storage as GitLab keeps them (all by default). */
export function useMrActivityFilters(): [MrFilterValue[], (filters: MrFilterValue[]) => void] {
  const [stored, setStored] = useLocalStorage<MrFilterValue[]>(MR_FILTERS_STORAGE_KEY, [...ALL_MR_FILTERS]);
  const filters = Array.isArray(stored) ? stored.filter((value): value is MrFilterValue => (ALL_MR_FILTERS as readonly string[]).includes(value)) : [...ALL_MR_FILTERS];
  // Kept in GitLab's option order, so the button names the first option chosen.
  return [ALL_MR_FILTERS.filter((value) => filters.includes(value)), setStored];
}
