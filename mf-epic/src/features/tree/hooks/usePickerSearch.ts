import { useEffect, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** Picker searches wait this long after the last keystroke (epic spec §5). */
export const PICKER_DEBOUNCE_MS = 500;

/** The results of `search(term)` for the debounced `term`; a failure leaves `error` set. */
export function usePickerSearch<T>(term: string, search: (term: string, signal: AbortSignal) => Promise<T[]>) {
  const settled = useDebouncedValue(term, PICKER_DEBOUNCE_MS);
  const [state, setState] = useState<{ items: T[]; loading: boolean; error: boolean }>({ items: [], loading: true, error: false });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    search(settled, controller.signal).then(
      (items) => setState({ items, loading: false, error: false }),
      () => !controller.signal.aborted && setState({ items: [], loading: false, error: true }),
    );
    return () => controller.abort();
  }, [settled, search]);
  return state;
}
