import { useEffect, useLayoutEffect, useRef } from 'react';
import { subscribe, type EventHandler, type EventType } from 'shared-kernel/event-bus';

/**
 * Calls `handler` with every valid envelope of `type` while the component is mounted. The latest
 * `handler` is always used, so it need not be memoised; the subscription changes only with `type`.
 */
export function useEvent<T extends EventType>(type: T, handler: EventHandler<T>): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(type, (envelope) => latest.current(envelope)), [type]);
}
