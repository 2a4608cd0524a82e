import { useCallback } from 'react';
import { publish, type EventEnvelope, type EventPayload, type EventType } from 'shared-kernel/event-bus';

/** Publishes an event stamped with the component's source. */
export type PublishFn = <T extends EventType>(type: T, payload: EventPayload<T>) => EventEnvelope<T>;

/** A stable `publish(type, payload)` that stamps every envelope with `source` (e.g. `'mf-issue'`). */
export function usePublish(source: string): PublishFn {
  return useCallback<PublishFn>((type, payload) => publish(type, payload, { source }), [source]);
}
