import { getOperationAST, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { RESOURCE_NOT_AVAILABLE } from '../../lib/validation.ts';

/** Where a GraphQL operation's token scopes are found: the HTTP request, or the socket's connection. */
interface ScopedContext {
  req?: { authMethod?: string; tokenScopes?: string[] };
  tokenScopes?: string[] | null;
}

function scopesOf(context: ScopedContext): string[] | null {
  if (context.tokenScopes) return context.tokenScopes;
  if (context.req?.authMethod === 'token') return context.req.tokenScopes ?? [];
  return null;
}

/**
 * GitLab's GraphQL scope rule: a token authenticates queries with `api` or `read_api`, mutations
 * (and subscriptions' writes) only with `api`; the refused operation answers GitLab's
 * resource-not-available error. Sessions are not limited.
 */
export function useTokenScopes(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const scopes = scopesOf(args.contextValue as ScopedContext);
      if (!scopes || scopes.includes('api')) return;
      const operation = getOperationAST(args.document, args.operationName)?.operation;
      if (operation === 'query' && scopes.includes('read_api')) return;
      setResultAndStopExecution({ errors: [new GraphQLError(RESOURCE_NOT_AVAILABLE, { extensions: { code: 'FORBIDDEN' } })] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const scopes = scopesOf(args.contextValue as ScopedContext);
      if (!scopes || scopes.includes('api') || scopes.includes('read_api')) return;
      setResultAndStopExecution({ errors: [new GraphQLError(RESOURCE_NOT_AVAILABLE, { extensions: { code: 'FORBIDDEN' } })] });
    },
  };
}

/** A token may open a graphql-ws connection with `api` or `read_api` (reads and subscriptions). */
export function tokenMayConnect(scopes: readonly string[]): boolean {
  return scopes.includes('api') || scopes.includes('read_api');
}
