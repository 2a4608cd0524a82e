import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` (a search waits for a pause in typing); `immediate`
 * values (an emptied search box) apply at once.
 */
export function useSettledValue<T>(value: T, delayMs: number, immediate: (value: T) => boolean = () => false): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = window.setTimeout(() => setSettled(value), immediate(value) ? 0 : delayMs);
    return () => window.clearTimeout(timer);
  }, [value, settled, delayMs, immediate]);
  return settled;
}
