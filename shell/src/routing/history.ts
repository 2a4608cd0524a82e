// The shell's router: the History API behind a tiny store. Every path is resolved by
// `matchPlatformPath`, so no route table is needed, and remotes need no router of their own:
// they render plain links, which `interceptLinkClicks` turns into in-page navigation.
import { useSyncExternalStore } from 'react';
import { isUploadPath } from 'shared-kernel/secrets';

type Listener = () => void;

const listeners = new Set<Listener>();

function notify() {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/** Goes to `to` (a same-origin path) without reloading the page. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify();
  if (!to.includes('#')) window.scrollTo(0, 0);
}

export interface PlatformLocation {
  pathname: string;
  search: string;
  hash: string;
}

let cachedHref = '';
let cachedLocation: PlatformLocation = { pathname: '/', search: '', hash: '' };

function getLocation(): PlatformLocation {
  if (window.location.href !== cachedHref) {
    cachedHref = window.location.href;
    cachedLocation = { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
  }
  return cachedLocation;
}

/** The current location; re-renders on navigation and on the browser's back and forward. */
export function useLocation(): PlatformLocation {
  return useSyncExternalStore(subscribe, getLocation);
}

/** Shell pages whose paths sit among the API's `/-/` addresses. */
const SHELL_PAGES_UNDER_DASH = new Set(['/-/modules']);

/** Whether a click on a link should stay in the page rather than let the browser follow it. */
export function shouldHandleClick(event: MouseEvent, anchor: HTMLAnchorElement, origin: string): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download') || anchor.getAttribute('rel')?.includes('external')) return false;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return false;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return false;
  if (SHELL_PAGES_UNDER_DASH.has(url.pathname)) return true;
  // Data and API addresses (e.g. `.json`, `/api/`, `/-/…`) are real requests, not pages.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/-/')) return false;
  // Uploaded files (`/<project>/uploads/<32 hex>/<file>`, metric images) are the API's, downloads or views.
  if (isUploadPath(url.pathname)) return false;
  return !/\.(json|atom|patch|diff)$/.test(url.pathname);
}

/** Turns clicks on same-origin links anywhere in the page (the shell's or a remote's) into navigation. */
export function interceptLinkClicks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || !shouldHandleClick(event, anchor, window.location.origin)) return;
    event.preventDefault();
    const url = new URL(anchor.href);
    navigate(url.pathname + url.search + url.hash);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
