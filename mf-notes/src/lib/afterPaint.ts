import { useEffect, useState } from 'react';

/**
 * False until `ready` has been true for one painted frame, then true for good: work a page does not
 * show yet (a form below a long list) mounts after what it does show has been painted, not in the
 * same task.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame that paints what `ready` rendered runs its rAF callbacks first; the timer runs after it.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0))) : undefined;
    if (frame === undefined) timer = setTimeout(() => setPainted(true), 0);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
