/**
 * Goes to `url`. Same-origin pages are pushed onto the history and announced with `popstate`, which the
 * shell's router follows without a reload; other origins (or a page without the shell) load normally.
 */
export function navigateTo(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) {
    window.history.pushState(null, '', target.pathname + target.search + target.hash);
    window.dispatchEvent(new PopStateEvent('popstate'));
    if (!target.hash) window.scrollTo(0, 0);
    return;
  }
  window.location.assign(target.href);
}

/** A same-origin absolute URL as a path (the server's `web_url`s carry the shell's origin). */
export function toPagePath(url: string): string {
  const target = new URL(url, window.location.href);
  return target.origin === window.location.origin ? target.pathname + target.search + target.hash : target.href;
}
