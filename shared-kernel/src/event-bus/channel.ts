// By its module path, so the page loads only what the bus uses of rxjs (see bus.ts).
import { Subject } from 'rxjs/internal/Subject';
import { clearGlobalSlot, globalSlot, peekGlobalSlot } from '../internal/globalSlot';
import { isRecord } from '../internal/isRecord';
import { validateReceived } from './validate';

/** Major version of the bus: the global slot is keyed by it, and it changes only on a breaking change. */
export const EVENT_BUS_MAJOR = 1;

/** Name of the DOM event a host page dispatches on `window` to publish into the bus. */
export const DOM_PUBLISH_EVENT = 'platform:publish';

/** Prefix of the DOM events that mirror every envelope on `window` (`platform:status-changed`, …). */
export const DOM_EVENT_PREFIX = 'platform:';

const SLOT = Symbol.for(`shared-kernel.event-bus.v${EVENT_BUS_MAJOR}`);

/**
 * What lives in the page-wide slot. Every copy of the kernel with the same major version relies on
 * this shape, so it stays minimal: a subject-like object carrying raw envelopes (each copy validates
 * on receipt) and a way to detach the DOM mirror.
 *
 * @internal
 */
export interface SharedChannel {
  readonly major: number;
  readonly subject: {
    next(envelope: unknown): void;
    subscribe(next: (envelope: unknown) => void): { unsubscribe(): void };
  };
  dispose(): void;
}

function attachDomMirror(subject: Subject<unknown>): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => {};
  // Envelopes that came in from the DOM are not mirrored back out: that would echo them to the host
  // that sent them (and loop if the host bridges `platform:*` back into `platform:publish`).
  const fromDom = new WeakSet<object>();
  const mirror = subject.subscribe((envelope) => {
    if (!isRecord(envelope) || fromDom.has(envelope) || typeof envelope['type'] !== 'string') return;
    window.dispatchEvent(new CustomEvent(`${DOM_EVENT_PREFIX}${envelope['type']}`, { detail: envelope }));
  });
  const onPublish = (event: Event): void => {
    const envelope = validateReceived('detail' in event ? event.detail : undefined, 'the DOM');
    if (!envelope) return;
    fromDom.add(envelope);
    subject.next(envelope);
  };
  window.addEventListener(DOM_PUBLISH_EVENT, onPublish);
  return () => {
    mirror.unsubscribe();
    window.removeEventListener(DOM_PUBLISH_EVENT, onPublish);
  };
}

function createChannel(): SharedChannel {
  const subject = new Subject<unknown>();
  const detachDom = attachDomMirror(subject);
  return {
    major: EVENT_BUS_MAJOR,
    subject,
    dispose() {
      detachDom();
      subject.complete();
    },
  };
}

/** The page's channel, created by whichever copy of the kernel asks first. @internal */
export function sharedChannel(): SharedChannel {
  return globalSlot(SLOT, createChannel);
}

/**
 * Disposes the page's bus: completes every subscription, detaches the DOM mirror and frees the slot so
 * the next use creates a fresh bus. For tests; a page never needs it.
 */
export function resetEventBus(): void {
  peekGlobalSlot<SharedChannel>(SLOT)?.dispose();
  clearGlobalSlot(SLOT);
}
