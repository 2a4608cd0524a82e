// rxjs is a shared package, and a shared module cannot be tree-shaken: importing the `rxjs` index would
// put all of rxjs (17 KB gzip) on every page. Each module path is shared on its own (the `rxjs/` key of
// the shared map), so the page loads just these four and what they use (about 5 KB).
import { Observable } from 'rxjs/internal/Observable';
import { filter } from 'rxjs/internal/operators/filter';
import { share } from 'rxjs/internal/operators/share';
import { EVENT_VERSIONS, type AnyEventEnvelope, type EventEnvelope, type EventPayload, type EventType } from './catalogue';
import { sharedChannel, type SharedChannel } from './channel';
import { validateForPublish, validateReceived } from './validate';

/** Options of {@link EventBus.publish}. */
export interface PublishOptions {
  /** Who publishes: the remote or host name (e.g. `'mf-issue'`), for tracing. */
  source: string;
}

/** Called with each valid envelope of the subscribed type. */
export type EventHandler<T extends EventType> = (envelope: EventEnvelope<T>) => void;

/** The page's event bus as seen by this copy of the kernel. */
export interface EventBus {
  /**
   * Builds, validates and publishes an envelope; returns it (frozen).
   * @throws InvalidEventError when the payload does not match the catalogue.
   */
  publish<T extends EventType>(type: T, payload: EventPayload<T>, options: PublishOptions): EventEnvelope<T>;
  /** Calls `handler` with every valid envelope of `type`; returns the unsubscribe function. */
  subscribe<T extends EventType>(type: T, handler: EventHandler<T>): () => void;
  /** Valid envelopes of every type. */
  events$(): Observable<AnyEventEnvelope>;
  /** Valid envelopes of one type. */
  events$<T extends EventType>(type: T): Observable<EventEnvelope<T>>;
}

function createBus(channel: SharedChannel): EventBus {
  const valid$ = new Observable<AnyEventEnvelope>((subscriber) => {
    const subscription = channel.subject.subscribe((raw) => {
      const envelope = validateReceived(raw, 'the bus');
      if (envelope) subscriber.next(envelope);
    });
    return () => subscription.unsubscribe();
  }).pipe(share());

  function events$<T extends EventType>(type?: T): Observable<EventEnvelope<T>> {
    return valid$.pipe(filter((envelope): envelope is EventEnvelope<T> => type === undefined || envelope.type === type));
  }

  return {
    publish(type, payload, { source }) {
      const envelope = validateForPublish({ type, version: EVENT_VERSIONS[type], source, payload, at: new Date().toISOString() });
      channel.subject.next(envelope);
      return envelope as EventEnvelope<typeof type>;
    },
    subscribe(type, handler) {
      const subscription = events$(type).subscribe(handler);
      return () => subscription.unsubscribe();
    },
    events$,
  };
}

const buses = new WeakMap<SharedChannel, EventBus>();

/** Returns the page's one event bus, shared with every other copy of the kernel of the same major version. */
export function getEventBus(): EventBus {
  const channel = sharedChannel();
  let bus = buses.get(channel);
  if (!bus) {
    bus = createBus(channel);
    buses.set(channel, bus);
  }
  return bus;
}

/** Publishes on the page's bus. See {@link EventBus.publish}. */
export function publish<T extends EventType>(type: T, payload: EventPayload<T>, options: PublishOptions): EventEnvelope<T> {
  return getEventBus().publish(type, payload, options);
}

/** Subscribes on the page's bus; returns the unsubscribe function. See {@link EventBus.subscribe}. */
export function subscribe<T extends EventType>(type: T, handler: EventHandler<T>): () => void {
  return getEventBus().subscribe(type, handler);
}

/** Valid envelopes on the page's bus, of one type or of all. */
export function events$(): Observable<AnyEventEnvelope>;
export function events$<T extends EventType>(type: T): Observable<EventEnvelope<T>>;
export function events$<T extends EventType>(type?: T): Observable<AnyEventEnvelope> {
  const bus = getEventBus();
  return type === undefined ? bus.events$() : bus.events$(type);
}
