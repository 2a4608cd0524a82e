import { QueryClient, type QueryKey } from '@tanstack/query-core';
// Through the package names: in a federated page these are the one shared copy of the bus and session.
import { sessionStore } from 'shared-kernel/api';
import { subscribe } from 'shared-kernel/event-bus';
import { clearGlobalSlot, globalSlot, peekGlobalSlot } from '../internal/globalSlot';
import { issuableQueryKey, noteableQueryKey } from './keys';

const SLOT = Symbol.for('shared-kernel.query-client.v1');

interface QueryClientSlot {
  client: QueryClient;
  /** Stops the bus and session subscriptions. */
  stop: () => void;
}

/**
 * Bus events that change what a cached read shows invalidate it by key: a closed or reopened issuable
 * (`status-changed`) refreshes `issuableQueryKey(...)`, a new note (`note-added`) refreshes
 * `noteableQueryKey(...)`. Whoever published the event need not know who reads what.
 */
function invalidateOnBusEvents(client: QueryClient): () => void {
  const stops = [
    subscribe('status-changed', ({ payload }) => {
      const type = payload.issuableType === 'incident' ? 'issue' : payload.issuableType;
      void client.invalidateQueries({ queryKey: issuableQueryKey(type, payload.fullPath, payload.iid) });
    }),
    subscribe('note-added', ({ payload }) => {
      const type = payload.noteableType === 'Incident' ? 'Issue' : payload.noteableType;
      void client.invalidateQueries({ queryKey: noteableQueryKey(type, payload.noteableId) });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * Reads are the signed-in user's: when another user signs in without a reload, what was read for the
 * previous one (or anonymously) is dropped and what is on screen is read again.
 */
function resetOnUserChange(client: QueryClient): () => void {
  const userOf = () => {
    const snapshot = sessionStore.getSnapshot();
    return snapshot.status === 'ready' ? (snapshot.user?.id ?? null) : undefined;
  };
  let user = userOf();
  return sessionStore.subscribe(() => {
    const next = userOf();
    if (next === undefined) return;
    if (user !== undefined && next !== user) void client.resetQueries();
    user = next;
  });
}

function createSlot(): QueryClientSlot {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // Pages show an error as soon as a read fails (the spec's texts); the user retries.
        retry: false,
        // Pages stay current through live updates, polling and bus events, not through focus.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  });
  const stops = [invalidateOnBusEvents(client), resetOnUserChange(client)];
  return { client, stop: () => stops.forEach((stop) => stop()) };
}

/**
 * The page's one query cache for REST reads, shared by the shell and every remote (and every copy of
 * the kernel of this major): two remotes reading the same key share one request and one answer, and
 * an invalidation refreshes both.
 */
export function getQueryClient(): QueryClient {
  return globalSlot(SLOT, createSlot).client;
}

/** Marks every read under `queryKey` (a prefix) stale and refetches those on screen. */
export function invalidateQueries(queryKey: QueryKey): Promise<void> {
  return getQueryClient().invalidateQueries({ queryKey });
}

/** Drops the page's query cache and its bus subscriptions (tests only). */
export function resetQueryClient(): void {
  const slot = peekGlobalSlot<QueryClientSlot>(SLOT);
  if (!slot) return;
  slot.stop();
  slot.client.clear();
  clearGlobalSlot(SLOT);
}
