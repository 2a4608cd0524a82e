import { useLayoutEffect, useSyncExternalStore } from 'react';
import { holdFirstContent, isFirstContentShown, whenFirstContent } from 'shared-kernel/first-content';

/**
 * Holds the page's first-content signal while `loading` is true (a part of the first screen that is
 * not rendered yet). Taken in a layout effect, so a part that mounts in the same commit as the one
 * releasing keeps the signal held without a gap; released when `loading` turns false or on unmount.
 */
export function useFirstContentHold(loading: boolean): void {
  useLayoutEffect(() => (loading ? holdFirstContent() : undefined), [loading]);
}

const subscribe = (onChange: () => void) => whenFirstContent(onChange);

/** False until the page's first content is on screen, then true: gate secondary reads and widgets on it. */
export function useAfterFirstContent(): boolean {
  return useSyncExternalStore(subscribe, isFirstContentShown, isFirstContentShown);
}
