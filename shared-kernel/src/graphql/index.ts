// The page's Apollo Client. Its own subpath so code that only uses REST or the session
// (`shared-kernel/api`) never loads @apollo/client. Subscriptions without Apollo live in
// `shared-kernel/live`; they are re-exported here for code written against this subpath.
export { getApolloClient } from './apolloClient';
export { GraphqlErrors, isGraphqlErrors, mutateGraphql, queryGraphql, type QueryGraphqlOptions } from './mutate';
export { subscribeGraphql, getGraphqlSocketStatus, watchGraphqlSocketStatus, type GraphqlSubscriptionHandlers, type GraphqlSocketStatus } from 'shared-kernel/live';
