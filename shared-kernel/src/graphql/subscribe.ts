import { gql } from '@apollo/client';
import { getApolloClient } from './apolloClient';

/** Handlers of {@link subscribeGraphql}. */
export interface GraphqlSubscriptionHandlers<TData> {
  /** Each event's `data` (events the server drops for this viewer never arrive). */
  next: (data: TData) => void;
  /** The subscription failed (e.g. `NOT_FOUND`) or the server ended it; no more events follow. */
  error?: (error: unknown) => void;
}

/**
 * Runs a GraphQL subscription (`document` as text) over the page's one client and socket, bypassing
 * the cache; returns the unsubscribe. Lets a remote subscribe without importing `@apollo/client`.
 */
export function subscribeGraphql<TData>(document: string, variables: Record<string, unknown>, handlers: GraphqlSubscriptionHandlers<TData>): () => void {
  const subscription = getApolloClient()
    .subscribe<TData>({ query: gql(document), variables, fetchPolicy: 'no-cache' })
    .subscribe({
      next: (result) => {
        if (result.error) handlers.error?.(result.error);
        else if (result.data) handlers.next(result.data as TData);
      },
      error: (error: unknown) => handlers.error?.(error),
      complete: () => handlers.error?.(new Error('The subscription ended')),
    });
  return () => subscription.unsubscribe();
}
