import { createClient, type Client } from 'graphql-ws';
// Through the package name: in a federated page this is the one shared copy of the API module.
import { getCsrfToken, getPlatformConfig } from 'shared-kernel/api';
import { globalSlot } from '../internal/globalSlot';
import { setGraphqlSocketStatus } from './socketStatus';

const SLOT = Symbol.for('shared-kernel.graphql-ws-client.v1');
const MAX_RETRY_DELAY_MS = 30_000;
/**
 * How long the socket stays open after its last subscription ends. A page replaces subscriptions as it
 * renders (a component that resubscribes with new variables, a list that swaps its rows): within this
 * time the next one reuses the socket instead of a close, a new handshake and a missed event between.
 */
export const LAZY_CLOSE_MS = 3000;

/** Options of {@link buildGraphqlWsClient}. @internal */
export interface GraphqlWsClientOptions {
  /** WebSocket constructor override (tests, or Node without a global WebSocket). */
  webSocketImpl?: unknown;
  /** Overrides {@link LAZY_CLOSE_MS} (tests). */
  lazyCloseMs?: number;
}

/** Exponential backoff with jitter: ~1 s, 2 s, 4 s, … capped at 30 s. */
function retryWait(retries: number): Promise<void> {
  const delay = Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** retries) + Math.random() * 1000;
  return new Promise((resolve) => setTimeout(resolve, delay));
}

/**
 * Builds a graphql-ws client for the platform's endpoint: `lazy` (the socket opens with the first
 * subscription and closes {@link LAZY_CLOSE_MS} after the last), retried forever with capped backoff, the CSRF token as
 * connection parameter, and its events fed to the socket status.
 *
 * @internal Pages use the one instance from {@link getGraphqlWsClient}.
 */
export function buildGraphqlWsClient(options: GraphqlWsClientOptions = {}): Client {
  return createClient({
    url: () => getPlatformConfig().graphqlWsUrl,
    lazy: true,
    lazyCloseTimeout: options.lazyCloseMs ?? LAZY_CLOSE_MS,
    retryAttempts: Infinity,
    retryWait,
    connectionParams: () => {
      const token = getCsrfToken();
      return token ? { csrfToken: token } : {};
    },
    on: {
      connecting: () => setGraphqlSocketStatus('connecting'),
      connected: () => setGraphqlSocketStatus('connected'),
      closed: () => setGraphqlSocketStatus('closed'),
    },
    ...(options.webSocketImpl ? { webSocketImpl: options.webSocketImpl } : {}),
  });
}

/**
 * The page's one graphql-ws client (one socket for every remote and every copy of the kernel; the
 * Apollo Client's subscriptions use it too). Creating it opens nothing: the socket is lazy.
 */
export function getGraphqlWsClient(): Client {
  return globalSlot(SLOT, () => buildGraphqlWsClient());
}
