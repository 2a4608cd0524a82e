import { useEffect, useState } from 'react';
import { isApiError } from 'shared-kernel/api';

export type RequestState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: { status?: number; message: string } };

/**
 * Runs `request` when `key` changes and tracks its state. Each feature's `api/getX.ts` wraps one
 * request in a hook built on this; a stale response never overwrites a newer one.
 */
export function useRequest<T>(key: string | null, request: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    request(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = isApiError(error) ? error.status : undefined;
        const message = error instanceof Error ? error.message : 'Something went wrong on our end.';
        setState({ status: 'error', error: { status, message } });
      },
    );
    return () => controller.abort();
    // `request` is recreated each render by design; `key` says when the query changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
