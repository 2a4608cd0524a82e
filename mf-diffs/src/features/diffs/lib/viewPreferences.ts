// The diff view (inline or side-by-side) and the whitespace choice are remembered as GitLab does: the
// `diff_view` cookie (`inline` | `parallel`), mirrored in local storage for pages on another origin
// (a standalone or integrator page), and the `w=1` parameter for hidden whitespace.

export type DiffViewType = 'inline' | 'parallel';

export const DIFF_VIEW_COOKIE = 'diff_view';
export const HIDE_WHITESPACE_STORAGE_KEY = 'mr_diffs_hide_whitespace';

function cookieValue(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

const asView = (value: string | null): DiffViewType | null => (value === 'inline' || value === 'parallel' ? value : null);

/** `?view=parallel` in the address wins, then the cookie, then local storage; inline by default. */
export function readDiffView(search = typeof location === 'undefined' ? '' : location.search): DiffViewType {
  const fromUrl = asView(new URLSearchParams(search).get('view'));
  if (fromUrl) return fromUrl;
  return asView(cookieValue(DIFF_VIEW_COOKIE)) ?? asView(storedValue(DIFF_VIEW_COOKIE)) ?? 'inline';
}

function storedValue(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeDiffView(view: DiffViewType): void {
  // A year, site-wide, as GitLab's cookie.
  document.cookie = `${DIFF_VIEW_COOKIE}=${view}; path=/; max-age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(DIFF_VIEW_COOKIE, view);
  } catch {
    // The cookie remembers it.
  }
}

/** `?w=1` in the address wins, then local storage. */
export function readHideWhitespace(search = typeof location === 'undefined' ? '' : location.search): boolean {
  const fromUrl = new URLSearchParams(search).get('w');
  if (fromUrl !== null) return fromUrl === '1';
  try {
    return localStorage.getItem(HIDE_WHITESPACE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeHideWhitespace(hide: boolean): void {
  try {
    localStorage.setItem(HIDE_WHITESPACE_STORAGE_KEY, String(hide));
  } catch {
    // Kept for this page only.
  }
}
