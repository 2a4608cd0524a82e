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
    // A JSON content type with no body (python-gitlab's DELETE) is no body, as GitLab reads it; anything
    // else goes to Fastify's own JSON parser (prototype poisoning refused, its 400 texts).
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
      return defaultJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
    });

    // GitLab's API answers `Content-Type: application/json`, which clients such as python-gitlab compare
    // exactly; Fastify adds `; charset=utf-8` (JSON is UTF-8 by definition).
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/v4/')) return payload;
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && /^application\/json;\s*charset=utf-8$/i.test(type)) reply.header('content-type', 'application/json');
      return payload;
    });

    app.addHook('preValidation', async (request, reply) => {
      const graphql = request.routeOptions.url === GRAPHQL_PATH;
      const problem = parameterProblem(request.params) ?? parameterProblem(request.query) ?? parameterProblem(request.body) ?? (graphql ? getVariablesProblem(request.query) : null);
      if (!problem) return;
      return reply.code(400).send(graphql ? { errors: [{ message: problem, extensions: { code: 'BAD_REQUEST' } }] } : { message: problem });
    });
  },
  { name: 'input' },
);
