import { clearGlobalSlot, globalSlot, peekGlobalSlot } from '../internal/globalSlot';

/**
 * The longest secondary work waits for the first content, from the document's start (its time origin):
 * a part of the first screen that never renders (a hung request, a remote that never releases its
 * hold) does not keep the rest of the page from loading for longer than this.
 */
export const FIRST_CONTENT_MAX_WAIT_MS = 4000;

const SLOT = Symbol.for('shared-kernel.first-content.v1');

interface FirstContentState {
  holds: number;
  shown: boolean;
  /** A check after the next paint is scheduled (the holds may come back within the same frame). */
  checking: boolean;
  listeners: Set<() => void>;
  promise: Promise<void>;
  resolve: () => void;
  fallback: ReturnType<typeof setTimeout> | undefined;
}

function now(): number {
  return typeof performance !== 'undefined' && typeof performance.now === 'function' ? performance.now() : 0;
}

function show(state: FirstContentState): void {
  if (state.shown) return;
  state.shown = true;
  if (state.fallback !== undefined) clearTimeout(state.fallback);
  state.resolve();
  for (const listener of [...state.listeners]) listener();
  state.listeners.clear();
}

/**
 * Runs `callback` after the frame that paints what is rendered now: its requestAnimationFrame callbacks
 * run before the paint, a timer set there runs after it. A hidden document paints no frames (and runs
 * no rAF callbacks), so there a timer alone.
 */
function afterNextPaint(callback: () => void): void {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  if (visible && typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(callback, 0));
  else setTimeout(callback, 0);
}

function scheduleCheck(state: FirstContentState): void {
  if (state.shown || state.checking) return;
  state.checking = true;
  afterNextPaint(() => {
    state.checking = false;
    if (state.holds === 0) show(state);
  });
}

function createState(): FirstContentState {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  const state: FirstContentState = { holds: 0, shown: false, checking: false, listeners: new Set(), promise, resolve, fallback: undefined };
  state.fallback = setTimeout(() => show(state), Math.max(0, FIRST_CONTENT_MAX_WAIT_MS - now()));
  // Nothing of the first screen may have asked to be waited for (a page without holders): once the
  // code that runs now has had its frame, that is the first content.
  scheduleCheck(state);
  return state;
}

function state(): FirstContentState {
  return globalSlot(SLOT, createState);
}

/**
 * Declares a part of the first screen that is not on screen yet (a page's title, its first
 * discussions, the chunk of the page itself). Secondary work waits until every hold is released and
 * the frame after the last release is painted. Returns the release (idempotent). A hold taken once the
 * first content was shown changes nothing: the signal fires once per document.
 */
export function holdFirstContent(): () => void {
  const current = state();
  if (current.shown) return () => {};
  current.holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.holds -= 1;
    if (current.holds === 0) scheduleCheck(current);
  };
}

/** True once the page's first content is on screen (or {@link FIRST_CONTENT_MAX_WAIT_MS} has passed). */
export function isFirstContentShown(): boolean {
  return state().shown;
}

/** Resolves once the page's first content is on screen: start secondary work (counters, widgets, polling) after it. */
export function afterFirstContent(): Promise<void> {
  return state().promise;
}

/**
 * Calls `listener` once, when the first content is on screen (at once, synchronously, if it already
 * is). Returns a function that cancels the call.
 */
export function whenFirstContent(listener: () => void): () => void {
  const current = state();
  if (current.shown) {
    listener();
    return () => {};
  }
  const once = () => listener();
  current.listeners.add(once);
  return () => current.listeners.delete(once);
}

/** Marks the first content as shown now, whatever holds remain (tests, and hosts that know better). */
export function markFirstContentShown(): void {
  show(state());
}

/** Forgets the signal: the next use starts a new one (tests only). */
export function resetFirstContent(): void {
  const current = peekGlobalSlot<FirstContentState>(SLOT);
  if (current?.fallback !== undefined) clearTimeout(current.fallback);
  clearGlobalSlot(SLOT);
}
