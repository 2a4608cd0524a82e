import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../lib/params.ts';
import { ensureSession, rotateSession } from '../../plugins/auth.ts';
import { sessionUserJson } from '../users/serializers.ts';
import { findUserByLogin, verifyPassword } from '../users/queries.ts';

const SIGN_IN_LIMIT = { max: 10, timeWindow: '1 minute' };

const signInBody = z.object({
  login: z.string({ error: 'is missing' }).min(1, 'is missing').max(255),
  password: z.string({ error: 'is missing' }).min(1, 'is missing').max(1024),
});

/** JSON `{ login, password }` or the form's `user[login]`, `user[password]`. */
function credentials(body: unknown): unknown {
  const record = (body ?? {}) as Record<string, unknown>;
  const nested = (record.user ?? {}) as Record<string, unknown>;
  return {
    login: record.login ?? record['user[login]'] ?? nested.login,
    password: record.password ?? record['user[password]'] ?? nested.password,
  };
}

function loginKey(body: unknown): string {
  const login = (credentials(body) as { login?: unknown }).login;
  return typeof login === 'string' ? login.toLowerCase().slice(0, 255) : '';
}

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  app.get('/-/session', async (request, reply) => {
    const session = await ensureSession(request, reply);
    reply.header('cache-control', 'no-store');
    const user = request.viewer.user;
    return { user: user ? sessionUserJson(base, user) : null, csrf_token: session.csrfToken };
  });

  app.post(
    '/users/sign_in',
    { config: { rateLimit: { ...SIGN_IN_LIMIT, keyGenerator: (request) => `${request.ip}:${loginKey(request.body)}` } } },
    async (request, reply) => {
      const { login, password } = parseInput(signInBody, credentials(request.body));
      const user = await findUserByLogin(app.db, login);
      if (!(await verifyPassword(user, password)) || !user || user.state !== 'active') throw new AppError('INVALID_CREDENTIALS');
      const session = await rotateSession(request, reply, user.id);
      reply.header('cache-control', 'no-store');
      return { user: sessionUserJson(base, user), csrf_token: session.csrfToken };
    },
  );

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    await rotateSession(request, reply, null);
    return reply.code(204).send();
  };
  app.post('/users/sign_out', signOut);
  app.delete('/users/sign_out', signOut);
};
