import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getQueryClient, notifyManager, QueryObserver, type QueryKey, type QueryObserverOptions, type QueryObserverResult } from 'shared-kernel/query';

/** Options of {@link useQuery}: TanStack Query's observer options (`queryKey`, `queryFn`, `enabled`, `staleTime`, `select`, …). */
export type UseQueryOptions<TQueryFnData, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey> = QueryObserverOptions<
  TQueryFnData,
  TError,
  TData,
  TQueryFnData,
  TQueryKey
>;

/** What {@link useQuery} returns: `status` (`pending`, `error`, `success`), `data`, `error`, `isFetching`, `refetch`, … */
export type UseQueryResult<TData, TError = Error> = QueryObserverResult<TData, TError>;

/**
 * A read through the page's shared query cache (`shared-kernel/query`): the first component to ask
 * for a key fetches it, every other one (in any remote) gets the same answer, and an invalidation of
 * the key (a save, a bus or live event) refetches it. `queryFn` receives an `AbortSignal`.
 */
export function useQuery<TQueryFnData, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const client = getQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // Render with the result the options will produce (a new key starts pending at once, not one render later).
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  useSyncExternalStore(
    useCallback(
      (onStoreChange: () => void) => {
        const unsubscribe = observer.subscribe(notifyManager.batchCalls(onStoreChange));
        observer.updateResult();
        return unsubscribe;
      },
      [observer],
    ),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  return result;
}
