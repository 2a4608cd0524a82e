import { restClient } from './restClient';

/** What a frequent item is. */
export type FrequentItemType = 'project' | 'group';

/** A visited project or group, by id or (when the page knows only that) by full path. */
export type FrequentItemRef = { type: FrequentItemType; id: number } | { type: FrequentItemType; fullPath: string };

/** A frequently visited project or group (`GET /-/frequent_items`). */
export interface FrequentItem {
  type: FrequentItemType;
  id: number;
  name: string;
  /** "GitLab.org / GitLab". */
  full_name: string;
  full_path: string;
  /** Path on this site (`/group/project`, `/groups/group`). */
  web_url: string;
  avatar_url: string | null;
  frequency: number;
  last_accessed_on: string;
}

/**
 * Records a visit (`POST /-/frequent_items`) for the signed-in user; the server counts one per item
 * every 15 minutes. Never rejects: a lost visit only makes the list a little less frequent.
 */
export async function trackFrequentItem(ref: FrequentItemRef): Promise<void> {
  const body = 'id' in ref ? { type: ref.type, id: ref.id } : { type: ref.type, full_path: ref.fullPath };
  try {
    await restClient().post('/-/frequent_items', body);
  } catch (error) {
    console.warn('[shared-kernel/api] could not record a frequent item', error);
  }
}

/** The signed-in user's frequently visited projects or groups (visited 3 times or more, most frequent first). */
export async function getFrequentItems(type: FrequentItemType, signal?: AbortSignal): Promise<FrequentItem[]> {
  const { data } = await restClient().get<FrequentItem[]>('/-/frequent_items', { params: { type }, ...(signal ? { signal } : {}) });
  return data;
}
