import { useEffect } from 'react';
import { useQuery } from 'shared-kernel/react';
import { isNoTrialError } from './trialGroup';

export interface RequestState<T> {
  /** True from the first render with a key until its first answer (or failure). */
  loading: boolean;
  /** `null` while loading, when disabled, on error, or when the API has nothing to show. */
  data: T | null;
}

/**
 * Reads `load(key)` through the page's query cache under `['trial', scope, key]` (`key` `null`: nothing
 * is requested). A 404/403 settles as `null` silently; any other failure settles as `null` and is
 * logged with `console.warn`.
 */
export function useTrialQuery<T>(scope: string, key: string | null, load: (key: string, signal: AbortSignal) => Promise<T | null>): RequestState<T> {
  const query = useQuery({
    queryKey: ['trial', scope, key],
    queryFn: ({ signal }) => load(key ?? '', signal),
    enabled: key !== null,
  });
  const { error } = query;
  useEffect(() => {
    if (error && !isNoTrialError(error)) console.warn('[mf_trial] could not load the trial status', error);
  }, [error]);
  if (key === null) return { loading: false, data: null };
  return { loading: query.status === 'pending', data: query.status === 'success' ? query.data : null };
}
