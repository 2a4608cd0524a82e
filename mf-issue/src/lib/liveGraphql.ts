// Live updates over the page's one graphql-ws socket (`shared-kernel/live`: graphql-ws only, no Apollo
// Client), under the names the page's hooks use.
export { subscribeGraphql as subscribeLive, watchGraphqlSocketStatus as watchSocketStatus } from 'shared-kernel/live';
