/**
 * When the page's own content has rendered, so the navigation's widgets (deferred slots, e.g.
 * `nav.trial`) can load without their remote's entry, share registration and render running before
 * the page shows (bench/profile.mjs). The page says it is shown once per document: a page of slots
 * when each of its slots has first committed its module, its failure or "not installed"; a shell page
 * when it is rendered. Deferred slots then load at the next idle moment, and at the latest
 * `MAX_DEFER_MS` after they asked, so a page whose module never arrives does not hold them back.
 */
export const MAX_DEFER_MS = 3000;
/** How long an idle callback may wait for an idle moment once the page is shown. */
const IDLE_TIMEOUT_MS = 500;

type Listener = () => void;

let shown = false;
let open = false;
let idleScheduled = false;
const listeners = new Set<Listener>();

function openGate(): void {
  if (open) return;
  open = true;
  listeners.forEach((listener) => listener());
}

function whenIdle(run: () => void): void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(run, 0);
  }
}

/** The page's own content has rendered: deferred slots load at the next idle moment. Idempotent. */
export function markPageShown(): void {
  if (shown) return;
  shown = true;
  if (idleScheduled) return;
  idleScheduled = true;
  whenIdle(openGate);
}

/** True once deferred slots may load. */
export function deferredSlotsOpen(): boolean {
  return open;
}

/**
 * Subscribes to the opening of deferred slots (for `useSyncExternalStore`). A subscriber also starts
 * the `MAX_DEFER_MS` fallback, so waiting is bounded even if the page never says it is shown.
 */
export function subscribeDeferredSlots(listener: Listener): () => void {
  listeners.add(listener);
  const fallback = open ? undefined : setTimeout(openGate, MAX_DEFER_MS);
  return () => {
    listeners.delete(listener);
    if (fallback !== undefined) clearTimeout(fallback);
  };
}

/** Test hook: a new document (the page not shown yet, deferred slots closed). */
export function resetPageShown(): void {
  shown = false;
  open = false;
  idleScheduled = false;
}
