/** A same-origin absolute URL as a path (the server's `web_url`s carry the shell's origin); another origin's as is. */
export function toPagePath(url: string): string {
  const target = new URL(url, window.location.href);
  return target.origin === window.location.origin ? target.pathname + target.search + target.hash : target.href;
}
