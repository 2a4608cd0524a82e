import type { QueryFunctionContext, QueryKey } from '@tanstack/query-core';
// Through the package name: in a federated page this is the one shared REST client.
import { restClient } from 'shared-kernel/api';
import { issuableJsonPath, issuableJsonQueryKey, type IssuableKeyType } from './keys';
import { preloadedRead } from './preloadedRead';

/** What {@link issuableJsonQuery} returns: the key and the read, for `useQuery` or `getQueryClient().fetchQuery`. */
export interface IssuableJsonQuery<T> {
  queryKey: QueryKey;
  queryFn: (context: Pick<QueryFunctionContext, 'signal'>) => Promise<T>;
}

/**
 * The read of an issuable's page JSON through the page's query cache: `GET` {@link issuableJsonPath} under
 * {@link issuableJsonQueryKey}. Every remote that shows the issuable (its page, its notes area, …) reads it
 * with this, so the page sends one request and a local change written to the key shows everywhere.
 * `T` is the caller's view of the JSON; the cache holds the JSON as the server sent it. The first read on a
 * page takes the answer the page's server already asked for, when it did ({@link preloadedRead}).
 */
export function issuableJsonQuery<T>(type: IssuableKeyType, fullPath: string, iid: number): IssuableJsonQuery<T> {
  const path = issuableJsonPath(type, fullPath, iid);
  return {
    queryKey: issuableJsonQueryKey(type, fullPath, iid),
    queryFn: async ({ signal }) => {
      // The page's server may have started this read with the page (the route's `data`).
      const preloaded = preloadedRead<T>(path);
      if (preloaded) {
        try {
          return await preloaded;
        } catch {
          // Asked again below, where a failure gets the REST client's handling.
        }
      }
      return (await restClient().get<T>(path, { signal })).data;
    },
  };
}
