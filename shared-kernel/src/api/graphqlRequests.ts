import type * as GraphqlSubpath from 'shared-kernel/graphql';
import { startupCallData, takeStartupCall } from './startupCalls';

// GraphQL requests for code on a page's first view: `shared-kernel/graphql` (the Apollo Client) is imported
// only when the first request runs, so importing these costs the first view no GraphQL code.

let graphqlSubpath: Promise<typeof GraphqlSubpath> | undefined;

/** The one load of `shared-kernel/graphql` (shared by concurrent first uses; a failed load is retried next time). */
function loadGraphql(): Promise<typeof GraphqlSubpath> {
  graphqlSubpath ??= import('shared-kernel/graphql').catch((error: unknown) => {
    graphqlSubpath = undefined;
    throw error;
  });
  return graphqlSubpath;
}

/**
 * A mutation over the page's one Apollo Client (`mutateGraphql` of `shared-kernel/graphql`, loaded on first
 * use): resolves with its `data`; payload `errors` are the caller's to read (see {@link assertNoErrors}).
 */
export async function graphqlMutate<TData>(document: string, variables: Record<string, unknown>): Promise<TData> {
  const graphql = await loadGraphql();
  return graphql.mutateGraphql<TData>(document, variables);
}

/**
 * A query over the page's one Apollo Client, always from the network (`queryGraphql` of `shared-kernel/graphql`,
 * loaded on first use). `options.fetchPolicy: 'no-cache'` (1.7.0) keeps a large answer out of the normalised cache; such a
 * query is answered from the page's startup call for it when there is one (1.8.0, `takeStartupCall`).
 */
export async function graphqlQuery<TData>(document: string, variables: Record<string, unknown>, options?: GraphqlSubpath.QueryGraphqlOptions): Promise<TData> {
  // A query kept out of the cache is answered from the page's startup call for it (1.8.0) without waiting
  // for Apollo's code: nothing the client would do with the answer is skipped.
  const startup = options?.fetchPolicy === 'no-cache' ? takeStartupCall(document, variables) : null;
  if (startup) {
    const data = await startupCallData(startup);
    if (data !== undefined) return data as TData;
  }
  const graphql = await loadGraphql();
  return options ? graphql.queryGraphql<TData>(document, variables, undefined, options) : graphql.queryGraphql<TData>(document, variables);
}

/** A mutation payload that came back with `errors` (GitLab's validation messages). */
export class MutationErrors extends Error {
  readonly messages: readonly string[];

  constructor(messages: readonly string[]) {
    super(messages.join(' '));
    this.name = 'MutationErrors';
    this.messages = messages;
  }
}

/** Whether `error` is a {@link MutationErrors} (also across copies of the kernel). */
export function isMutationErrors(error: unknown): error is MutationErrors {
  return error instanceof MutationErrors || (error instanceof Error && error.name === 'MutationErrors' && Array.isArray((error as Partial<MutationErrors>).messages));
}

/** Rejects a mutation payload that is missing or carries `errors` (as {@link MutationErrors}). */
export function assertNoErrors(payload: { errors?: readonly string[] | null } | null | undefined): void {
  if (!payload) throw new Error('The mutation returned no payload');
  if (payload.errors && payload.errors.length > 0) throw new MutationErrors(payload.errors);
}
