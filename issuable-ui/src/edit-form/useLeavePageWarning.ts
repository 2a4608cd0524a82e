import { useEffect, useRef, type RefObject } from 'react';
import { LOSE_CHANGES_TEXT } from './texts';

/**
 * While `dirty`, leaving the page asks first: closing or reloading the tab (browsers show their own
 * wording) and in-page navigation (the shell follows same-origin links without unloading). Returns the
 * flag's ref, so a form that has just saved can clear it before it navigates away.
 */
export function useLeavePageWarning(dirty: boolean): RefObject<boolean> {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  });

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = LOSE_CHANGES_TEXT;
      return LOSE_CHANGES_TEXT;
    };
    const onLinkClick = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || href.startsWith('#') || anchor.target === '_blank') return;
      if (!window.confirm(LOSE_CHANGES_TEXT)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onLinkClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onLinkClick, true);
    };
  }, []);

  return dirtyRef;
}
