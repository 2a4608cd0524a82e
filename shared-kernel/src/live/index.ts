// Live updates over the page's one graphql-ws socket. Its own subpath, apart from
// `shared-kernel/graphql`, so a page that only subscribes never loads @apollo/client or graphql.
export { subscribeGraphql, type GraphqlSubscriptionHandlers } from './subscribe';
export { getGraphqlSocketStatus, watchGraphqlSocketStatus, type GraphqlSocketStatus } from './socketStatus';
export { getGraphqlWsClient, LAZY_CLOSE_MS } from './wsClient';
