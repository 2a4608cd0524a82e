import { getFrequentItems, type FrequentItem, type FrequentItemType } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';

/** How many frequent items a dashboard list shows (GitLab's desktop list count). */
export const FREQUENT_ITEMS_SHOWN = 5;

/** `GET /-/frequent_items?type=`: the signed-in user's most visited projects or groups, top 5. */
export async function getTopFrequentItems(type: FrequentItemType, signal?: AbortSignal): Promise<FrequentItem[]> {
  return (await getFrequentItems(type, signal)).slice(0, FREQUENT_ITEMS_SHOWN);
}

export function useFrequentItems(type: FrequentItemType) {
  return useQuery({ queryKey: ['shell', 'frequent-items', type], queryFn: ({ signal }) => getTopFrequentItems(type, signal) });
}
