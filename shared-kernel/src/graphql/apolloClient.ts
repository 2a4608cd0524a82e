import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import type { Client } from 'graphql-ws';
// Through the package name: in a federated page these are the one shared copy of each module.
import { getCsrfToken, getPlatformConfig } from 'shared-kernel/api';
import { getGraphqlWsClient } from 'shared-kernel/live';
import { globalSlot } from '../internal/globalSlot';
import { startupCallLink } from './startupCalls';

const SLOT = Symbol.for('shared-kernel.apollo-client.v1');

/** Options of {@link buildApolloClient}. @internal */
export interface ApolloClientOptions {
  /** `fetch` override for the HTTP link (tests). */
  fetch?: typeof fetch;
  /** graphql-ws client override (tests); by default the page's one client from `shared-kernel/live`. */
  wsClient?: Client;
}

/**
 * A link that creates its GraphQLWsLink only when the first subscription runs, over the page's one
 * graphql-ws client (lazy too: no socket until a subscription needs it).
 */
function lazyWebSocketLink(wsClient: (() => Client)): ApolloLink {
  let link: GraphQLWsLink | undefined;
  return new ApolloLink((operation) => {
    link ??= new GraphQLWsLink(wsClient());
    return link.request(operation);
  });
}

/**
 * Builds an Apollo Client: one InMemoryCache, queries and mutations over HTTP (`credentials:
 * 'include'`, `X-CSRF-Token`), subscriptions over the page's graphql-ws client.
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
    lazyWebSocketLink(() => options.wsClient ?? getGraphqlWsClient()),
    // A first screen's query the page server started with the page is answered from there, once (startupCalls.ts).
    ApolloLink.from([startupCallLink(options.fetch ? { fetch: options.fetch } : {}), csrfLink, httpLink]),
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
