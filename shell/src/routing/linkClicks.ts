// Remotes render plain links; the shell turns clicks on same-origin page links anywhere in the page
// into in-page navigation through the page's navigator (react-router, see RouterNavigator).
import { navigate } from 'shared-kernel/routing';
import { isUploadPath } from 'shared-kernel/secrets';

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
