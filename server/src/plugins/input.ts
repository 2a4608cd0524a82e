import fp from 'fastify-plugin';
import { parameterProblem } from '../lib/input.ts';

const GRAPHQL_PATH = '/api/graphql';

/** A GraphQL GET carries its variables as JSON in the query string. */
function getVariablesProblem(query: unknown): string | null {
  const variables = (query as { variables?: unknown } | undefined)?.variables;
  if (typeof variables !== 'string') return null;
  try {
    return parameterProblem(JSON.parse(variables));
  } catch {
    return null; // Yoga answers malformed variables itself.
  }
}

/**
 * One check of every route's input before validation (lib/input.ts): path parameters, query string and
 * parsed body (JSON, form; GraphQL variables included). A refusal is a 400 with its message, in the
 * GraphQL error shape on `/api/graphql`.
 */
export const inputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      const graphql = request.routeOptions.url === GRAPHQL_PATH;
      const problem = parameterProblem(request.params) ?? parameterProblem(request.query) ?? parameterProblem(request.body) ?? (graphql ? getVariablesProblem(request.query) : null);
      if (!problem) return;
      return reply.code(400).send(graphql ? { errors: [{ message: problem, extensions: { code: 'BAD_REQUEST' } }] } : { message: problem });
    });
  },
  { name: 'input' },
);
