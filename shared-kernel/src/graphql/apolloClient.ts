import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
// Through the package name: in a federated page this is the one shared copy of the API module.
import { getCsrfToken, getPlatformConfig } from 'shared-kernel/api';
import { globalSlot } from '../internal/globalSlot';
import { setGraphqlSocketStatus } from './socketStatus';

const SLOT = Symbol.for('shared-kernel.apollo-client.v1');
const MAX_RETRY_DELAY_MS = 30_000;

/** Options of {@link buildApolloClient}. @internal */
export interface ApolloClientOptions {
  /** `fetch` override for the HTTP link (tests). */
  fetch?: typeof fetch;
  /** WebSocket constructor override for graphql-ws (tests, or Node). */
  webSocketImpl?: unknown;
}

/** Exponential backoff with jitter: ~1 s, 2 s, 4 s, … capped at 30 s. */
function retryWait(retries: number): Promise<void> {
  const delay = Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** retries) + Math.random() * 1000;
  return new Promise((resolve) => setTimeout(resolve, delay));
}

/**
 * A link that builds the graphql-ws client and its link only when the first subscription runs, so a
 * page without subscriptions never creates a WebSocket. graphql-ws is also `lazy`: the socket closes
 * when the last subscription ends and reopens on the next.
 */
function lazyWebSocketLink(webSocketImpl: unknown): ApolloLink {
  let link: GraphQLWsLink | undefined;
  return new ApolloLink((operation) => {
    link ??= new GraphQLWsLink(
      createClient({
        url: () => getPlatformConfig().graphqlWsUrl,
        lazy: true,
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
        ...(webSocketImpl ? { webSocketImpl } : {}),
      }),
    );
    return link.request(operation);
  });
}

/**
 * Builds an Apollo Client: one InMemoryCache, queries and mutations over HTTP (`credentials:
 * 'include'`, `X-CSRF-Token`), subscriptions over graphql-ws.
 *
 * @internal Pages use the one instance from {@link getApolloClient}.
 */
export function buildApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const csrfLink = new SetContextLink((previous) => {
    const token = getCsrfToken();
    return token ? { headers: { ...previous['headers'], 'X-CSRF-Token': token } } : {};
  });
  const httpLink = new HttpLink({
    uri: () => {
      const { apiBaseUrl, graphqlPath } = getPlatformConfig();
      return `${apiBaseUrl}${graphqlPath}`;
    },
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    lazyWebSocketLink(options.webSocketImpl),
    ApolloLink.from([csrfLink, httpLink]),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

/**
 * The page's one Apollo Client and cache, shared by the shell and every remote (and every copy of the
 * kernel). Give it to `ApolloProvider`; components use `@apollo/client/react` hooks, never a client of their own.
 */
export function getApolloClient(): ApolloClient {
  return globalSlot(SLOT, () => buildApolloClient());
}
