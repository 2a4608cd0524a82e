// The page's Apollo Client. Its own subpath so code that only uses REST or the session
// (`shared-kernel/api`) never loads @apollo/client or graphql-ws.
export { getApolloClient } from './apolloClient';
export { subscribeGraphql, type GraphqlSubscriptionHandlers } from './subscribe';
export { getGraphqlSocketStatus, watchGraphqlSocketStatus, type GraphqlSocketStatus } from './socketStatus';
