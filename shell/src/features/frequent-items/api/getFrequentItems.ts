import { getFrequentItems, type FrequentItem, type FrequentItemType } from 'shared-kernel/api';
import { useRequest } from '../../../lib/useRequest';

/** How many frequent items a dashboard list shows (GitLab's desktop list count). */
export const FREQUENT_ITEMS_SHOWN = 5;

/** `GET /-/frequent_items?type=`: the signed-in user's most visited projects or groups, top 5. */
export async function getTopFrequentItems(type: FrequentItemType, signal?: AbortSignal): Promise<FrequentItem[]> {
  return (await getFrequentItems(type, signal)).slice(0, FREQUENT_ITEMS_SHOWN);
}

export function useFrequentItems(type: FrequentItemType) {
  return useRequest(`frequent-items:${type}`, (signal) => getTopFrequentItems(type, signal));
}
