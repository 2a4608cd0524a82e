import type * as GraphqlKernelModule from 'shared-kernel/graphql';

// Live notes over the page's one graphql-ws socket (`shared-kernel/live`: graphql-ws only, no Apollo
// Client). `shared-kernel/graphql` (Apollo Client) is imported only when a mutation runs.
export { subscribeGraphql as subscribeLive, watchGraphqlSocketStatus as watchSocketStatus } from 'shared-kernel/live';

type GraphqlKernel = typeof GraphqlKernelModule;
let graphqlModule: Promise<GraphqlKernel> | undefined;

/** The one load of the subpath (also shared by concurrent first uses). */
function loadGraphql(): Promise<GraphqlKernel> {
  graphqlModule ??= import('shared-kernel/graphql');
  return graphqlModule;
}

/** Runs a mutation (`document` as text) over the page's one client: its `data`, or a rejection (see `graphqlErrorMessages`). */
export async function mutateLive<TData>(document: string, variables: Record<string, unknown>): Promise<TData> {
  const kernel = await loadGraphql();
  return kernel.mutateGraphql<TData>(document, variables);
}

/** The messages of a mutation's top-level GraphQL errors (the kernel's `GraphqlErrors`), or null for any other failure. */
export function graphqlErrorMessages(error: unknown): readonly string[] | null {
  if (error instanceof Error && error.name === 'GraphqlErrors' && Array.isArray((error as { messages?: unknown }).messages)) return (error as unknown as { messages: string[] }).messages;
  return null;
}
