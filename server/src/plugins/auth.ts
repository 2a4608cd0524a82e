import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { AppError } from '../errors.ts';
import { Viewer } from '../domains/memberships/viewer.ts';
import { createSession, destroySession, findSession, sessionDigest, sha256, SESSION_TTL_MS } from '../domains/sessions/queries.ts';
import { checkToken, LAST_USED_UPDATE_MS, touchLastUsed, type TokenCheck } from '../domains/personal-access-tokens/queries.ts';
import type { SessionRow } from '../domains/sessions/tables.ts';

export const SESSION_COOKIE = '_gitlab_session';

export type AuthMethod = 'none' | 'session' | 'token';

type SessionLookup = Awaited<ReturnType<typeof findSession>>;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
    session: SessionRow | null;
    authMethod: AuthMethod;
    tokenScopes: string[];
    /** The personal access token this request authenticated with. */
    tokenId: number | null;
  }
}

/** GitLab's texts (Rack::OAuth2 bearer errors, lib/api/api_guard.rb). */
export const TOKEN_REVOKED = 'Token was revoked. You have to re-authorize from the user.';
export const TOKEN_EXPIRED = 'Token has expired.';
export const INSUFFICIENT_SCOPE = 'The request requires higher privileges than provided by the access token.';

/** The path without its query string. */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * The scopes, any one of which lets a token make this request (GitLab): `api` everything;
 * `read_api` reads (GraphQL: queries, mutations are refused at execution); `read_user` reads the
 * /user and /users endpoints. `read_repository`/`write_repository` are for Git over HTTP only.
 */
export function scopesAllowing(method: string, url: string): string[] {
  const path = pathOf(url);
  const readOnly = method === 'GET' || method === 'HEAD';
  if (path.startsWith('/api/graphql')) return ['api', 'read_api'];
  if (!readOnly) return ['api'];
  if (path === '/api/v4/user' || path.startsWith('/api/v4/user/') || path === '/api/v4/users' || path.startsWith('/api/v4/users/')) return ['api', 'read_api', 'read_user'];
  // Any valid token may describe itself.
  if (path === '/api/v4/personal_access_tokens/self') return ['api', 'read_api', 'read_user', 'read_repository', 'write_repository'];
  return ['api', 'read_api'];
}

/** Paths on which a personal access token authenticates (GitLab: the API, not web routes). */
export function acceptsToken(url: string): boolean {
  return url.startsWith('/api/v4/') || url === '/api/v4' || url.startsWith('/api/graphql');
}

function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers['private-token'];
  if (typeof header === 'string' && header) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || undefined;
  return undefined;
}

/**
 * Resolves who is asking: a personal access token (API paths only), else the session cookie, else
 * anonymous. Blocked users are anonymous. On GET/HEAD successful lookups come from the read cache
 * (plugins/readCache.ts, emptied by every write); failed ones are never cached and mark the request
 * `authFailed`, so nothing of it is cached either.
 */
export const authPlugin = fp(
  async (app) => {
    await app.register(cookie);
    const secret = app.config.sessionSecret;

    app.decorateRequest('viewer', null as unknown as Viewer);
    app.decorateRequest('session', null);
    app.decorateRequest('authMethod', 'none');
    app.decorateRequest('tokenScopes', null as unknown as string[]);
    app.decorateRequest('tokenId', null);

    const cache = app.readCache.store;
    const cacheable = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

    /** Token → (token, user): usable tokens from the read cache on reads (expiry re-checked), else the database. */
    const tokenLookup = async (request: FastifyRequest, token: string): Promise<TokenCheck> => {
      if (!cacheable(request)) return checkToken(app.db, token);
      const key = `auth:token:${sha256(token)}`;
      const cached = cache.get<Extract<TokenCheck, { status: 'ok' }>>(key);
      if (cached && (!cached.token.expiresAt || cached.token.expiresAt.getTime() > Date.now())) return cached;
      const found = await checkToken(app.db, token);
      if (found.status === 'ok' && found.user.state === 'active') cache.set(key, found, request.readCacheGeneration);
      return found;
    };

    /** `last_used_at`, written at most every 10 minutes per token (GitLab's period) and per process. */
    const lastTouched = new Map<number, number>();
    const touch = async (tokenId: number) => {
      const now = Date.now();
      if ((lastTouched.get(tokenId) ?? 0) > now - LAST_USED_UPDATE_MS) return;
      lastTouched.set(tokenId, now);
      if (lastTouched.size > 10_000) lastTouched.clear();
      await touchLastUsed(app.db, tokenId, new Date(now));
    };

    /** Session cookie → (session, user), the same way; only sessions of nobody or of an active user are kept. */
    const sessionLookup = async (request: FastifyRequest, rawId: string): Promise<SessionLookup> => {
      if (!cacheable(request)) return findSession(app.db, rawId, secret);
      const key = `auth:session:${sessionDigest(rawId, secret)}`;
      const cached = cache.get<NonNullable<SessionLookup>>(key);
      if (cached && cached.session.expiresAt.getTime() > Date.now()) return cached;
      const found = await findSession(app.db, rawId, secret);
      if (found && (!found.session.userId || found.user?.state === 'active')) cache.set(key, found, request.readCacheGeneration);
      return found;
    };

    app.addHook('onRequest', async (request, reply) => {
      request.viewer = new Viewer(app.db, null);
      request.tokenScopes = [];
      const token = tokenFrom(request);
      if (token && acceptsToken(request.originalUrl)) {
        const found = await tokenLookup(request, token);
        if (found.status !== 'ok' || found.user.state !== 'active') {
          request.authFailed = true;
          if (found.status === 'revoked' || found.status === 'expired') {
            const description = found.status === 'revoked' ? TOKEN_REVOKED : TOKEN_EXPIRED;
            return reply
              .status(401)
              .header('www-authenticate', `Bearer realm="", error="invalid_token", error_description="${description}"`)
              .send({ error: 'invalid_token', error_description: description });
          }
          throw new AppError('UNAUTHORIZED');
        }
        const allowed = scopesAllowing(request.method, request.originalUrl);
        if (!found.token.scopes.some((scope) => allowed.includes(scope))) {
          request.authFailed = true;
          return reply.status(403).send({ error: 'insufficient_scope', error_description: INSUFFICIENT_SCOPE, scope: allowed.join(' ') });
        }
        request.viewer = new Viewer(app.db, found.user);
        request.authMethod = 'token';
        request.tokenScopes = found.token.scopes;
        request.tokenId = found.token.id;
        await touch(found.token.id);
        return;
      }
      const rawId = request.cookies[SESSION_COOKIE];
      if (!rawId) return;
      const found = await sessionLookup(request, rawId);
      if (!found) {
        request.authFailed = true;
        return;
      }
      request.session = found.session;
      request.authMethod = 'session';
      if (found.user && found.user.state === 'active') request.viewer = new Viewer(app.db, found.user);
      else if (found.session.userId) request.authFailed = true;
    });

    // GitLab's rule: an answer for a signed-in user (token or session) is `Cache-Control: private,
    // no-store`, so no shared or browser cache keeps private data. Handlers that chose a policy (files:
    // `private, max-age=60`) keep theirs.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.viewer?.user && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      return payload;
    });
  },
  { name: 'auth', dependencies: ['db', 'read-cache'] },
);

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, rawId: string): void {
  reply.setCookie(SESSION_COOKIE, rawId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.server.config.production,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

/** The request's session, creating an anonymous one (and its cookie) if there is none. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionRow> {
  if (request.session) return request.session;
  const created = await createSession(request.server.db, null, request.server.config.sessionSecret);
  setSessionCookie(request, reply, created.rawId);
  request.session = created.row;
  request.authMethod = 'session';
  return created.row;
}

/**
 * Replaces the current session by a new one (new id and CSRF token), so an id fixed before sign-in
 * or sign-out is worthless afterwards.
 */
export async function rotateSession(request: FastifyRequest, reply: FastifyReply, userId: number | null): Promise<SessionRow> {
  const { db, config } = request.server;
  if (request.session) await destroySession(db, request.session.id);
  const created = await createSession(db, userId, config.sessionSecret);
  setSessionCookie(request, reply, created.rawId);
  request.session = created.row;
  return created.row;
}
