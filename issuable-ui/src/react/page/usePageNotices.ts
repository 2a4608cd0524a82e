import { useCallback, useRef, useState } from 'react';
import type { Notice } from './IssuableContext';
import { navigate as navigateTo } from 'shared-kernel/routing';

/**
 * How long a success notice raised just before the page leaves stays on screen first ("…promoted to an
 * epic. Redirecting to epic..."): GitLab's alert stays while the next page loads; here the shell swaps
 * pages at once, which would take the notice with it unseen.
 */
export const NOTICE_BEFORE_LEAVING_MS = 800;

/**
 * The page's notice (`notify`, shown by `NoticeRegion`) and its `navigate`, which lets a success notice
 * raised just before leaving be read first. Navigation goes through the kernel's `navigate` (the shell's router).
 */
export function usePageNotices() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const successAt = useRef(Number.NEGATIVE_INFINITY);
  const notify = useCallback((next: Notice) => {
    if (next.variant === 'success') successAt.current = Date.now();
    setNotice(next);
  }, []);
  const dismiss = useCallback(() => setNotice(null), []);
  const navigate = useCallback((url: string) => {
    const wait = NOTICE_BEFORE_LEAVING_MS - (Date.now() - successAt.current);
    if (wait > 0) window.setTimeout(() => navigateTo(url), wait);
    else navigateTo(url);
  }, []);
  return { notice, notify, dismiss, navigate };
}
