import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getQueryClient, MutationObserver, notifyManager, type MutationObserverOptions, type MutationObserverResult } from 'shared-kernel/query';

/** Options of {@link useMutation}: `mutationFn`, `onSuccess`, `onError`, `onSettled`, … */
export type UseMutationOptions<TData, TError = Error, TVariables = void, TContext = unknown> = MutationObserverOptions<TData, TError, TVariables, TContext>;

/** What {@link useMutation} returns: `mutate`/`mutateAsync`, `status`, `data`, `error`, `reset`, … */
export type UseMutationResult<TData, TError = Error, TVariables = void, TContext = unknown> = Omit<
  MutationObserverResult<TData, TError, TVariables, TContext>,
  'mutate'
> & {
  /** Runs the mutation; failures are kept in `error` (not thrown). */
  mutate: (variables: TVariables) => void;
  /** Runs the mutation and returns its promise (rejects on failure). */
  mutateAsync: (variables: TVariables) => Promise<TData>;
};

/**
 * A write through the page's query client: its state re-renders the component, and its `onSuccess`
 * usually invalidates the keys it changed (`invalidateQueries` from `shared-kernel/query`).
 */
export function useMutation<TData, TError = Error, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const client = getQueryClient();
  const [observer] = useState(() => new MutationObserver<TData, TError, TVariables, TContext>(client, options));
  useEffect(() => {
    observer.setOptions(options);
  }, [observer, options]);
  const result = useSyncExternalStore(
    useCallback((onStoreChange: () => void) => observer.subscribe(notifyManager.batchCalls(onStoreChange)), [observer]),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  const mutateAsync = useCallback((variables: TVariables) => observer.mutate(variables), [observer]);
  const mutate = useCallback(
    (variables: TVariables) => {
      observer.mutate(variables).catch(() => undefined);
    },
    [observer],
  );
  return { ...result, mutate, mutateAsync };
}
