import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function submittedToken(request: FastifyRequest): unknown {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  const body = request.body as Record<string, unknown> | null | undefined;
  return body && typeof body === 'object' ? body.authenticity_token : undefined;
}

/**
 * Cookie-authenticated writes must echo the session's CSRF token (header X-CSRF-Token or form field
 * authenticity_token). Token-authenticated API calls carry no ambient credential and skip the check;
 * so do cookie-less API calls, which are anonymous anyway. Web routes (sign in/out) always need it.
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.authMethod === 'token') return;
      // Git over HTTP: Basic credentials, never the session; its content types are not a form's.
      if (request.routeOptions.config?.gitHttp) return;
      const session = request.session;
      if (!session) {
        if (request.originalUrl.startsWith('/api/')) return;
        throw new AppError('CSRF_INVALID');
      }
      if (!sameToken(session.csrfToken, submittedToken(request))) throw new AppError('CSRF_INVALID');
    });
  },
  { name: 'csrf', dependencies: ['auth'] },
);
