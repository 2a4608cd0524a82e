import { globalSlot } from '../internal/globalSlot';

/**
 * State of the page's one graphql-ws socket: `idle` before the first subscription, `connecting`
 * while (re)opening, `connected` once the server acknowledged, `closed` after it dropped (graphql-ws
 * retries on its own) or closed lazily because no subscription is left.
 */
export type GraphqlSocketStatus = 'idle' | 'connecting' | 'connected' | 'closed';

interface SocketStatusStore {
  status: GraphqlSocketStatus;
  listeners: Set<(status: GraphqlSocketStatus) => void>;
}

const SLOT = Symbol.for('shared-kernel.graphql-socket-status.v1');

function store(): SocketStatusStore {
  return globalSlot<SocketStatusStore>(SLOT, () => ({ status: 'idle', listeners: new Set() }));
}

/** The socket's current status. */
export function getGraphqlSocketStatus(): GraphqlSocketStatus {
  return store().status;
}

/**
 * Calls `listener` with the current status at once, then on every change; returns the unsubscribe.
 * A remote uses it to poll only while live events cannot arrive, and to catch up on (re)connect.
 */
export function watchGraphqlSocketStatus(listener: (status: GraphqlSocketStatus) => void): () => void {
  const { listeners, status } = store();
  const entry = (next: GraphqlSocketStatus) => listener(next);
  listeners.add(entry);
  listener(status);
  return () => {
    listeners.delete(entry);
  };
}

/** Records a status change (the Apollo Client's graphql-ws events; tests). @internal */
export function setGraphqlSocketStatus(status: GraphqlSocketStatus): void {
  const current = store();
  if (current.status === status) return;
  current.status = status;
  for (const listener of [...current.listeners]) listener(status);
}
