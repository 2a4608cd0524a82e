/**
 * When the page's own content has rendered, so the navigation's widgets (deferred slots, e.g.
 * `nav.trial`) can load without their remote's entry, share registration and render running before
 * the page shows (bench/profile.mjs). The page says it is shown once per document: a page of slots
 * when each of its slots has first committed its module, its failure or "not installed"; a shell page
 * when it is rendered. Deferred slots then load at the next idle moment, and at the latest
 * `MAX_DEFER_MS` after they asked, so a page whose module never arrives does not hold them back.
 */
export const MAX_DEFER_MS = 3000;
/**
 * An idle moment is an idle period of at least this much time (the browser gives up to 50 ms when it has
 * nothing queued): a page slot's first commit may be its own loading state, and the short gaps between
 * its batches of work are not idle enough to run a widget's entry in.
 */
const QUIET_MS = 40;

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
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') {
    setTimeout(run, 0);
    return;
  }
  const wait = () =>
    window.requestIdleCallback((deadline) => {
      if (deadline.didTimeout || deadline.timeRemaining() >= QUIET_MS) run();
      else wait();
    });
  wait();
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
