/**
 * The epic kit's GraphQL helpers (its own, so the kit imports nothing of mf-issue). Runs a mutation
 * through the page's Apollo Client (`shared-kernel/graphql`). The client and
 * `@apollo/client` are imported on first use, so the first view carries no GraphQL code.
 */
export async function graphqlMutate<TData>(document: string, variables: Record<string, unknown>): Promise<TData> {
  const [{ getApolloClient }, { gql }] = await Promise.all([import('shared-kernel/graphql'), import('@apollo/client')]);
  const result = await getApolloClient().mutate<TData>({ mutation: gql(document), variables });
  if (!result.data) throw new Error('The mutation returned no data');
  return result.data as TData;
}

/** Runs a GraphQL query through the page's Apollo Client, always from the network (pickers list what is current). */
export async function graphqlQuery<TData>(document: string, variables: Record<string, unknown>): Promise<TData> {
  const [{ getApolloClient }, { gql }] = await Promise.all([import('shared-kernel/graphql'), import('@apollo/client')]);
  const result = await getApolloClient().query<TData>({ query: gql(document), variables, fetchPolicy: 'network-only' });
  if (result.error) throw result.error;
  if (!result.data) throw new Error('The query returned no data');
  return result.data as TData;
}

/** A mutation payload's `errors` (GitLab's validation messages), or a rejection when there are any. */
export function assertNoErrors(payload: { errors?: readonly string[] | null } | null | undefined): void {
  if (!payload) throw new Error('The mutation returned no payload');
  if (payload.errors && payload.errors.length > 0) throw new MutationErrors(payload.errors);
}

/** A GraphQL payload that came back with `errors`. */
export class MutationErrors extends Error {
  constructor(readonly messages: readonly string[]) {
    super(messages.join(' '));
    this.name = 'MutationErrors';
  }
}
