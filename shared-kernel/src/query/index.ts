// The page's REST query cache (TanStack Query's framework-free core). React bindings: `useQuery` and
// `useMutation` in `shared-kernel/react`. GraphQL reads use the page's Apollo Client instead
// (`shared-kernel/graphql`), whose normalised cache plays the same part for GraphQL.
export { getQueryClient, invalidateQueries, resetQueryClient } from './queryClient';
export { issuableJsonPath, issuableJsonQueryKey, issuableQueryKey, noteableQueryKey, type IssuableKeyType } from './keys';
export { issuableJsonQuery, type IssuableJsonQuery } from './issuableJson';
export { preloadedRead, preloadedResponse } from './preloadedRead';
export type {
  QueryClient,
  QueryKey,
  QueryFunctionContext,
  QueryObserverOptions,
  QueryObserverResult,
  MutationObserverOptions,
  MutationObserverResult,
} from '@tanstack/query-core';
// The observers adapters build on (shared-kernel/react's hooks). Only this subpath imports
// query-core, so a page has one copy of it, bundled into this subpath and tree-shaken.
export { MutationObserver, notifyManager, QueryObserver } from '@tanstack/query-core';
