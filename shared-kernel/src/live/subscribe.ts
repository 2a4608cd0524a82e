import { getGraphqlWsClient } from './wsClient';

/** Handlers of {@link subscribeGraphql}. */
export interface GraphqlSubscriptionHandlers<TData> {
  /** Each event's `data` (events the server drops for this viewer never arrive). */
  next: (data: TData) => void;
  /** The subscription failed (e.g. `NOT_FOUND`) or the server ended it; no more events follow. */
  error?: (error: unknown) => void;
}

/**
 * Runs a GraphQL subscription (`document` as text) over the page's one graphql-ws socket; returns the
 * unsubscribe. Needs neither `@apollo/client` nor `graphql`, so live updates cost a page only the
 * small graphql-ws client.
 */
export function subscribeGraphql<TData>(document: string, variables: Record<string, unknown>, handlers: GraphqlSubscriptionHandlers<TData>): () => void {
  let ended = false;
  const end = (error: unknown) => {
    if (ended) return;
    ended = true;
    handlers.error?.(error);
  };
  const unsubscribe = getGraphqlWsClient().subscribe<TData>(
    { query: document, variables },
    {
      next: (result) => {
        if (result.errors?.length) end(result.errors);
        else if (result.data) handlers.next(result.data as TData);
      },
      error: (error: unknown) => end(error),
      complete: () => end(new Error('The subscription ended')),
    },
  );
  return () => {
    ended = true;
    unsubscribe();
  };
}
