import { CombinedGraphQLErrors, gql, type ApolloClient } from '@apollo/client';
import { getApolloClient } from './apolloClient';

/** A GraphQL operation answered with top-level `errors` (e.g. "The resource … does not exist"). */
export class GraphqlErrors extends Error {
  /** Each error's `message`, as the server sent it. */
  readonly messages: readonly string[];

  constructor(messages: readonly string[]) {
    super(messages.join(' '));
    this.name = 'GraphqlErrors';
    this.messages = messages;
  }
}

/** Whether `error` is a {@link GraphqlErrors} (also across copies of the kernel). */
export function isGraphqlErrors(error: unknown): error is GraphqlErrors {
  return error instanceof GraphqlErrors || (error instanceof Error && error.name === 'GraphqlErrors' && Array.isArray((error as Partial<GraphqlErrors>).messages));
}

/**
 * Runs a GraphQL mutation (`document` as text) over the page's one client, bypassing the cache, and
 * resolves with its `data`. Top-level GraphQL errors reject as {@link GraphqlErrors}; network failures
 * reject with the client's error. Payload `errors` (GitLab's validation messages) are part of `data`:
 * the caller reads them. Lets a remote mutate without importing `@apollo/client`.
 */
export async function mutateGraphql<TData>(document: string, variables: Record<string, unknown>, client: ApolloClient = getApolloClient()): Promise<TData> {
  const result = await client.mutate<TData>({ mutation: gql(document), variables, errorPolicy: 'all', fetchPolicy: 'no-cache' });
  if (result.error) {
    if (CombinedGraphQLErrors.is(result.error)) throw new GraphqlErrors(result.error.errors.map((e) => e.message));
    throw result.error;
  }
  if (result.data == null) throw new GraphqlErrors(['The mutation returned no data']);
  return result.data as TData;
}

/** How {@link queryGraphql} treats the normalised cache. */
export interface QueryGraphqlOptions {
  /**
   * `network-only` (default): the answer is written to the normalised cache. `no-cache`: it is not (a large
   * list the caller keeps itself, e.g. an epic tree's 100 children: normalising it costs the page a long
   * task and nothing reads it from the cache). Added in 1.7.0.
   */
  fetchPolicy?: 'network-only' | 'no-cache';
}

/**
 * Runs a GraphQL query (`document` as text) over the page's one client, always from the network (pickers
 * and widgets list what is current; the answer is written to the normalised cache unless `options` say
 * `no-cache`), and resolves with its `data`. Top-level GraphQL errors reject as {@link GraphqlErrors};
 * network failures with the client's error.
 */
export async function queryGraphql<TData>(document: string, variables: Record<string, unknown>, client: ApolloClient = getApolloClient(), options: QueryGraphqlOptions = {}): Promise<TData> {
  const result = await client.query<TData>({ query: gql(document), variables, fetchPolicy: options.fetchPolicy ?? 'network-only', errorPolicy: 'all' });
  if (result.error) {
    if (CombinedGraphQLErrors.is(result.error)) throw new GraphqlErrors(result.error.errors.map((e) => e.message));
    throw result.error;
  }
  if (result.data == null) throw new GraphqlErrors(['The query returned no data']);
  return result.data as TData;
}
