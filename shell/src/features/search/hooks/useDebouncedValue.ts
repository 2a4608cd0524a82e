import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delay` ms (the top bar asks the API after typing pauses). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
