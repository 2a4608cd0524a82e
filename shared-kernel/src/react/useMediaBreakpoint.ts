import { useMemo, useSyncExternalStore } from 'react';
import { breakpointForWidth, type Breakpoint } from './breakpoints';

const SERVER_BREAKPOINT: Breakpoint = 'lg';

function currentBreakpoint(): Breakpoint {
  return typeof window === 'undefined' ? SERVER_BREAKPOINT : breakpointForWidth(window.innerWidth);
}

/** A store of the viewport's breakpoint, updated `debounceMs` after the last resize. */
function createBreakpointStore(debounceMs: number) {
  let snapshot = currentBreakpoint();
  let subscribers = 0;
  return {
    subscribe(notify: () => void): () => void {
      if (subscribers++ === 0) snapshot = currentBreakpoint();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onResize = (): void => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          const next = currentBreakpoint();
          if (next === snapshot) return;
          snapshot = next;
          notify();
        }, debounceMs);
      };
      window.addEventListener('resize', onResize);
      return () => {
        subscribers -= 1;
        clearTimeout(timer);
        window.removeEventListener('resize', onResize);
      };
    },
    getSnapshot: (): Breakpoint => snapshot,
  };
}

/**
 * The viewport's GitLab breakpoint (`'xs' | 'sm' | 'md' | 'lg' | 'xl'`), re-evaluated `debounceMs`
 * after the last resize (the trial widget uses 150). Renders `'lg'` on the server.
 */
export function useMediaBreakpoint(debounceMs = 0): Breakpoint {
  const store = useMemo(() => createBreakpointStore(debounceMs), [debounceMs]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_BREAKPOINT);
}
