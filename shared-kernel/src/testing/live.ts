// Test double of `shared-kernel/live` and `shared-kernel/graphql` for the remotes' unit tests (their setup
// files install it with `vi.mock('shared-kernel/live', () => import('shared-kernel/testing/live'))`): no
// client, no socket; tests drive the subscriptions, the socket status and the mutations through `liveGraphql`.
import type { GraphqlSocketStatus, GraphqlSubscriptionHandlers } from 'shared-kernel/live';

interface FakeSubscription {
  operation: string;
  variables: Record<string, unknown>;
  handlers: GraphqlSubscriptionHandlers<unknown>;
  active: boolean;
}

/** Answers a mutation (by root field) with its data, or throws like the client would. */
export type FakeMutationHandler = (operation: string, variables: Record<string, unknown>) => unknown;

let subscriptions: FakeSubscription[] = [];
let mutationHandler: FakeMutationHandler | null = null;
const mutations: { operation: string; variables: Record<string, unknown> }[] = [];
let queryHandler: FakeMutationHandler | null = null;
const queries: { operation: string; variables: Record<string, unknown> }[] = [];
let status: GraphqlSocketStatus = 'idle';
const listeners = new Set<(status: GraphqlSocketStatus) => void>();

function operationName(document: string): string {
  return /subscription\s+\w+\s*(?:\([^)]*\))?\s*\{\s*(\w+)/.exec(document)?.[1] ?? document;
}

export function getApolloClient(): never {
  throw new Error('Unit tests use the fake subscriptions of shared-kernel/testing/live');
}

export function subscribeGraphql<TData>(document: string, variables: Record<string, unknown>, handlers: GraphqlSubscriptionHandlers<TData>): () => void {
  const entry: FakeSubscription = { operation: operationName(document), variables, handlers: handlers as GraphqlSubscriptionHandlers<unknown>, active: true };
  subscriptions.push(entry);
  return () => {
    entry.active = false;
  };
}

/** The kernel's top-level GraphQL errors (same name and shape). */
export class GraphqlErrors extends Error {
  readonly messages: readonly string[];
  constructor(messages: readonly string[]) {
    super(messages.join(' '));
    this.name = 'GraphqlErrors';
    this.messages = messages;
  }
}

export function isGraphqlErrors(error: unknown): error is GraphqlErrors {
  return error instanceof GraphqlErrors;
}

export async function mutateGraphql<TData>(document: string, variables: Record<string, unknown>): Promise<TData> {
  const operation = /mutation\s+\w+\s*(?:\([^)]*\))?\s*\{\s*(\w+)/.exec(document)?.[1] ?? document;
  mutations.push({ operation, variables });
  if (!mutationHandler) throw new Error(`No fake answer for the mutation ${operation}`);
  return (await mutationHandler(operation, variables)) as TData;
}

export async function queryGraphql<TData>(document: string, variables: Record<string, unknown>): Promise<TData> {
  const operation = /query\s+\w+\s*(?:\([^)]*\))?\s*\{\s*(\w+)/.exec(document)?.[1] ?? document;
  queries.push({ operation, variables });
  if (!queryHandler) throw new Error(`No fake answer for the query ${operation}`);
  return (await queryHandler(operation, variables)) as TData;
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
  /** Answers every mutation with `handler` (throw a GraphqlErrors for top-level errors). */
  onMutation(handler: FakeMutationHandler): void {
    mutationHandler = handler;
  },
  /** Answers every query (`queryGraphql`) with `handler`, by root field (throw a GraphqlErrors for top-level errors). */
  onQuery(handler: FakeMutationHandler): void {
    queryHandler = handler;
  },
  /** The queries sent so far (root field and variables). */
  queries(): { operation: string; variables: Record<string, unknown> }[] {
    return [...queries];
  },
  /** The mutations sent so far. */
  mutations(): { operation: string; variables: Record<string, unknown> }[] {
    return [...mutations];
  },
  reset(): void {
    subscriptions = [];
    mutationHandler = null;
    mutations.length = 0;
    queryHandler = null;
    queries.length = 0;
    status = 'idle';
    listeners.clear();
  },
};
