import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { getOperationAST, GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { codeForStatus, ERRORS, isAppError } from '../errors.ts';
import { buildContext, type GraphQLContext } from '../graphql/context.ts';
import { createPlatformSchema } from '../graphql/schema.ts';
import { useGraphQLLimits } from '../graphql/limits.ts';
import { parameterProblem } from '../lib/input.ts';
import { Viewer } from '../domains/memberships/viewer.ts';
import { findSession, findUserByToken } from '../domains/sessions/queries.ts';
import { tokenMayConnect, useTokenScopes } from '../domains/personal-access-tokens/graphqlScopes.ts';
import { SESSION_COOKIE } from './auth.ts';

export const GRAPHQL_PATH = '/api/graphql';

interface ServerContext {
  req?: FastifyRequest;
  reply?: FastifyReply;
  /** Set for WebSocket operations, authenticated at connection time. */
  viewer?: Viewer;
  /** The connection's token scopes (WebSocket); null for a cookie. */
  tokenScopes?: string[] | null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * GraphQL over HTTP (Yoga) and WebSocket (graphql-ws) on /api/graphql, sharing one schema and the
 * REST permission rules. Errors from the catalogue keep their code as `extensions.code`.
 */
export const graphqlPlugin = fp(
  async (app) => {
    const schema = createPlatformSchema();
    const yoga = createYoga<ServerContext, GraphQLContext>({
      schema,
      graphqlEndpoint: GRAPHQL_PATH,
      // CORS is the security plugin's, the same allowed origins as REST: Yoga's default reflects any
      // Origin (even `null`) with credentials, which let foreign pages read a signed-in user's data.
      cors: false,
      // GitLab's limits (graphql/limits.ts): size, nesting, depth, complexity, aliases.
      plugins: [useGraphQLLimits(), useTokenScopes()],
      // Validation depends on the viewer (limits per anonymous / signed-in / admin): not cached by document.
      parserAndValidationCache: { validationCache: false },
      graphiql: !app.config.production,
      landingPage: false,
      logging: false,
      maskedErrors: {
        maskError(error, message, isDev) {
          const original = error instanceof GraphQLError ? error.originalError : error;
          if (isAppError(original)) {
            return new GraphQLError(original.message, {
              ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
              extensions: { code: original.code },
            });
          }
          if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)) return error;
          app.log.error({ err: original }, 'GraphQL resolver failed');
          const masked = maskError(error, message, isDev);
          return masked instanceof GraphQLError
            ? new GraphQLError(masked.message, { nodes: masked.nodes, path: masked.path, extensions: { ...masked.extensions, code: 'INTERNAL' } })
            : masked;
        },
      },
      context: ({ req, viewer }) => {
        const resolved = viewer ?? req?.viewer ?? new Viewer(app.db, null);
        return buildContext({ viewer: resolved, db: app.db, live: app.live, config: app.config });
      },
    });

    app.route({
      url: GRAPHQL_PATH,
      method: ['GET', 'POST', 'OPTIONS'],
      handler: async (request, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
        response.headers.forEach((value, key) => {
          reply.header(key, value);
        });
        if (response.headers.get('content-type')?.includes('text/html')) {
          // GraphiQL (development only) loads its scripts and styles from a CDN.
          reply.header('content-security-policy', "default-src 'self' https://unpkg.com 'unsafe-inline' 'unsafe-eval'; img-src 'self' data: https:; frame-ancestors 'none'");
        }
        reply.status(response.status);
        // Yoga answers some refusals (415 for a POST without a JSON body) with no body: say why.
        if (response.status >= 400 && !response.headers.get('content-type')) {
          return reply.send({ errors: [{ message: ERRORS[codeForStatus(response.status)].message }] });
        }
        return reply.send(response.body);
      },
    });

    const wss = new WebSocketServer({ noServer: true });
    const secret = app.config.sessionSecret;

    /** Token from connectionParams (PRIVATE-TOKEN or authToken), else the cookie of the upgrade request. */
    /** Revoked, expired and unknown tokens, and tokens without `api`/`read_api`, are refused (null). */
    async function viewerFor(request: IncomingMessage, params: Record<string, unknown> | undefined): Promise<{ viewer: Viewer; tokenScopes: string[] | null } | null> {
      const token = params?.['PRIVATE-TOKEN'] ?? params?.authToken;
      if (typeof token === 'string' && token) {
        const found = await findUserByToken(app.db, token);
        if (!found || found.user.state !== 'active' || !tokenMayConnect(found.scopes)) return null;
        return { viewer: new Viewer(app.db, found.user), tokenScopes: found.scopes };
      }
      const rawId = cookieValue(request.headers.cookie, SESSION_COOKIE);
      const session = rawId ? await findSession(app.db, rawId, secret) : undefined;
      const user = session?.user && session.user.state === 'active' ? session.user : null;
      return { viewer: new Viewer(app.db, user), tokenScopes: null };
    }

    type Extra = { viewer?: Viewer; tokenScopes?: string[] | null };
    const disposable = useServer<Record<string, unknown>, Extra>(
      {
        onConnect: async (ctx) => {
          const connected = await viewerFor(ctx.extra.request, ctx.connectionParams);
          if (!connected) return false;
          ctx.extra.viewer = connected.viewer;
          ctx.extra.tokenScopes = connected.tokenScopes;
          return true;
        },
        execute: async (args) => {
          const result = await (args.rootValue as { execute: (a: typeof args) => Promise<never> }).execute(args);
          // HTTP writes empty the read cache in its onResponse hook; a mutation over the socket must too.
          if (getOperationAST(args.document, args.operationName)?.operation === 'mutation') await app.readCache.invalidateShared();
          return result;
        },
        subscribe: (args) => (args.rootValue as { subscribe: (a: typeof args) => never }).subscribe(args),
        onSubscribe: async (ctx, _id, payload) => {
          // A fresh Viewer per operation: its memberships are memoised, and a socket lives as long as
          // the page (memberships may change meanwhile, in this process or another).
          const connected = ctx.extra.viewer;
          const enveloped = yoga.getEnveloped({ viewer: connected ? new Viewer(app.db, connected.user) : undefined, tokenScopes: ctx.extra.tokenScopes ?? null });
          let document: ReturnType<typeof enveloped.parse>;
          try {
            document = enveloped.parse(payload.query);
          } catch (error) {
            // Syntax errors and the limits' refusals (size, nesting) go back as the operation's errors.
            if (error instanceof GraphQLError) return [error];
            throw error;
          }
          // Over HTTP the input plugin checks the variables; the socket's come here.
          const problem = parameterProblem(payload.variables);
          if (problem) return [new GraphQLError(problem, { extensions: { code: 'BAD_REQUEST' } })];
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length) return errors;
          return {
            schema: enveloped.schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue: await enveloped.contextFactory(),
            rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
          };
        },
      },
      wss,
    );

    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (pathname !== GRAPHQL_PATH) return;
      // Cross-site WebSocket hijacking: a page on a foreign origin must not ride on the cookie.
      const origin = request.headers.origin;
      if (origin && !app.isAllowedOrigin(origin) && hostOf(origin) !== request.headers.host) {
        socket.end(`HTTP/1.1 403 Forbidden\r\n\r\n${ERRORS.FORBIDDEN.message}`);
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    };
    app.server.on('upgrade', onUpgrade);

    // Before the HTTP server closes: open sockets would otherwise keep it waiting.
    app.addHook('preClose', async () => {
      app.server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    });
  },
  { name: 'graphql', dependencies: ['db', 'auth', 'live', 'security', 'read-cache'] },
);
