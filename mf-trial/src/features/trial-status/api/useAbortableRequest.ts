import { useEffect, useState } from 'react';
import { isNoTrialError } from './trialGroup';

export interface RequestState<T> {
  /** True from the first render with a key until its request settles. */
  loading: boolean;
  /** `null` while loading, when disabled, on error, or when the API has nothing to show. */
  data: T | null;
}

interface Settled<T> {
  key: string;
  data: T | null;
}

/**
 * Runs `load(key, signal)` whenever `key` changes (`null`: nothing is requested), aborting the previous
 * request. A 404/403 settles as `null` silently; any other failure settles as `null` and is logged with
 * `console.warn`. `load` must be stable (a module-level function).
 */
export function useAbortableRequest<T>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<T | null>,
): RequestState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    load(key, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!isNoTrialError(error)) console.warn('[mf_trial] could not load the trial status', error);
        setSettled({ key, data: null });
      },
    );
    return () => {
      controller.abort();
      // Forget the answer: the same key later (e.g. after signing out and in again) is asked anew.
      setSettled(null);
    };
  }, [key, load]);

  if (key === null) return { loading: false, data: null };
  if (settled?.key !== key) return { loading: true, data: null };
  return { loading: false, data: settled.data };
}
