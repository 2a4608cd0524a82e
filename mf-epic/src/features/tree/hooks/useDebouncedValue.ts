import { useEffect, useState } from 'react';

/** `value`, once it has not changed for `delay` ms (the pickers' 500 ms search debounce). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
