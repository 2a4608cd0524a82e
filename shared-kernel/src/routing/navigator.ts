import { globalSlot } from '../internal/globalSlot';

/** How {@link navigate} goes. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** Moves the page to a same-origin path; the shell registers one backed by its router. */
export interface Navigator {
  navigate(path: string, options: NavigateOptions): void;
}

const SLOT = Symbol.for('shared-kernel.navigator.v1');

interface NavigatorSlot {
  current: Navigator | null;
}

function slot(): NavigatorSlot {
  return globalSlot<NavigatorSlot>(SLOT, () => ({ current: null }));
}

/**
 * Makes `navigator` the page's (the shell does this with its router). The returned function removes it
 * again, unless another has been registered since.
 */
export function registerNavigator(navigator: Navigator): () => void {
  const state = slot();
  state.current = navigator;
  return () => {
    if (state.current === navigator) state.current = null;
  };
}

/** Whether a navigator is registered (the page has a router). */
export function hasNavigator(): boolean {
  return slot().current !== null;
}

/**
 * Without a registered navigator (a remote's standalone page, an integrator's page), the History API:
 * the entry is pushed or replaced and announced with `popstate`, so whatever on the page follows the
 * location re-renders; a new page starts at the top unless the address has a hash.
 */
function historyNavigate(path: string, { replace = false }: NavigateOptions): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  if (!path.includes('#')) window.scrollTo(0, 0);
}

/**
 * Goes to `to`: a path (`/gitlab-org/gitlab/-/issues/1`, e.g. from `hrefOf`) or a URL. A same-origin
 * address stays in the page (through the shell's router, or the History API without one); another
 * origin is loaded by the browser.
 */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const target = new URL(to, window.location.href);
  if (target.origin !== window.location.origin) {
    if (options.replace) window.location.replace(target.href);
    else window.location.assign(target.href);
    return;
  }
  const path = target.pathname + target.search + target.hash;
  const navigator = slot().current;
  if (navigator) navigator.navigate(path, options);
  else historyNavigate(path, options);
}
