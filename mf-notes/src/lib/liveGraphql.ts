// Live notes over the page's one graphql-ws socket (`shared-kernel/live`: graphql-ws only, no Apollo
// Client). Mutations go through `shared-kernel/api`'s `graphqlMutate`, which imports `shared-kernel/graphql`
// (Apollo Client) only when a mutation runs.
export { subscribeGraphql as subscribeLive, watchGraphqlSocketStatus as watchSocketStatus } from 'shared-kernel/live';
export { graphqlMutate as mutateLive } from 'shared-kernel/api';

/** The messages of a mutation's top-level GraphQL errors (the kernel's `GraphqlErrors`), or null for any other failure. */
export function graphqlErrorMessages(error: unknown): readonly string[] | null {
  if (error instanceof Error && error.name === 'GraphqlErrors' && Array.isArray((error as { messages?: unknown }).messages)) return (error as unknown as { messages: string[] }).messages;
  return null;
}
