import { restClient } from 'shared-kernel/api';
import { useQuery, type UseQueryResult } from 'shared-kernel/react';
import type { NoteableLocator } from '../../../lib/noteable';
import type { Noteable } from '../../../lib/types';

/** `GET {jsonPath}` (`/:fullPath/-/issues/:iid.json`, `/groups/:groupPath/-/epics/:iid.json`, …): the noteable's page JSON. */
export async function getNoteable(jsonPath: string, signal?: AbortSignal): Promise<Noteable> {
  const { data } = await restClient().get<Noteable>(jsonPath, { signal });
  return data;
}

/**
 * The noteable's JSON through the page's query cache (under the issuable's key: a `status-changed`
 * on the bus refreshes it). Local changes (state, confidentiality, assignees) write the cache.
 * `onLoaded` runs with each answer as it arrives.
 */
export function useNoteable(locator: NoteableLocator, { onLoaded }: { onLoaded?: (noteable: Noteable) => void } = {}): UseQueryResult<Noteable> {
  return useQuery({
    queryKey: locator.queryKey,
    queryFn: async ({ signal }) => {
      const noteable = await getNoteable(locator.jsonPath, signal);
      // Before React renders with it: the page starts what the JSON makes possible (its discussions).
      onLoaded?.(noteable);
      return noteable;
    },
  });
}
