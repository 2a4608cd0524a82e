// Test double of `shared-kernel/graphql` and `shared-kernel/live` (installed for every test in setup.ts): no client, no socket;
// tests drive the subscriptions and the socket status through `liveGraphql`.
import type { GraphqlSocketStatus, GraphqlSubscriptionHandlers } from 'shared-kernel/graphql';

interface FakeSubscription {
  operation: string;
  variables: Record<string, unknown>;
  handlers: GraphqlSubscriptionHandlers<unknown>;
  active: boolean;
}

let subscriptions: FakeSubscription[] = [];
let status: GraphqlSocketStatus = 'idle';
const listeners = new Set<(status: GraphqlSocketStatus) => void>();

function operationName(document: string): string {
  return /subscription\s+\w+\s*(?:\([^)]*\))?\s*\{\s*(\w+)/.exec(document)?.[1] ?? document;
}

export function getApolloClient(): never {
  throw new Error('Unit tests use the fake subscriptions of src/test/fakeLiveGraphql.ts (as in mf-notes)');
}

export function subscribeGraphql<TData>(document: string, variables: Record<string, unknown>, handlers: GraphqlSubscriptionHandlers<TData>): () => void {
  const entry: FakeSubscription = { operation: operationName(document), variables, handlers: handlers as GraphqlSubscriptionHandlers<unknown>, active: true };
  subscriptions.push(entry);
  return () => {
    entry.active = false;
  };
}

export function getGraphqlSocketStatus(): GraphqlSocketStatus {
  return status;
}

export function watchGraphqlSocketStatus(listener: (status: GraphqlSocketStatus) => void): () => void {
  const entry = (next: GraphqlSocketStatus) => listener(next);
  listeners.add(entry);
  listener(status);
  return () => {
    listeners.delete(entry);
  };
}

/** Controls of the fake. */
export const liveGraphql = {
  /** Active subscriptions by root field (`workItemNoteCreated`, …). */
  active(operation?: string): FakeSubscription[] {
    return subscriptions.filter((s) => s.active && (operation === undefined || s.operation === operation));
  },
  /** Sends an event to every active subscription of `operation`. */
  emit(operation: string, data: unknown): void {
    for (const s of this.active(operation)) s.handlers.next(data);
  },
  /** Fails every active subscription of `operation` (e.g. NOT_FOUND). */
  fail(operation: string, error: unknown = new Error('NOT_FOUND')): void {
    for (const s of this.active(operation)) {
      s.active = false;
      s.handlers.error?.(error);
    }
  },
  setStatus(next: GraphqlSocketStatus): void {
    if (next === status) return;
    status = next;
    for (const listener of [...listeners]) listener(next);
  },
  reset(): void {
    subscriptions = [];
    status = 'idle';
    listeners.clear();
  },
};
