import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../lib/params.ts';
import { ensureSession, rotateSession } from '../../plugins/auth.ts';
import { sessionUserJson } from '../users/serializers.ts';
import { findUserByLogin, verifyPassword } from '../users/queries.ts';
import { accountLocked, addressLimited, recordAccountFailure, recordAddressFailure, resetAccount } from './throttle.ts';

/** Devise's `failure.locked`, as GitLab shows it. */
export const ACCOUNT_LOCKED_MESSAGE = 'Your account is locked.';


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

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  app.get('/-/session', async (request, reply) => {
    const session = await ensureSession(request, reply);
    reply.header('cache-control', 'no-store');
    const user = request.viewer.user;
    return { user: user ? sessionUserJson(base, user) : null, csrf_token: session.csrfToken };
  });

  // Throttling (throttle.ts): the account locks after 10 failures from any address, the client address
  // (request.ip: X-Forwarded-For only from a trusted proxy, see TRUSTED_PROXIES) after 10 failures a
  // minute. The password is checked in every case, so a locked or unknown login costs what a known
  // one does.
  app.post('/users/sign_in', async (request, reply) => {
    const { login, password } = parseInput(signInBody, credentials(request.body));
    if (await addressLimited(app.db, request.ip)) throw new AppError('RATE_LIMITED');
    const user = await findUserByLogin(app.db, login);
    const locked = user ? await accountLocked(app.db, user.id) : false;
    const valid = (await verifyPassword(user, password)) && user !== undefined && user.state === 'active';
    if (!valid || locked) {
      await recordAddressFailure(app.db, request.ip);
      const nowLocked = user ? await recordAccountFailure(app.db, user.id) : false;
      throw locked || nowLocked ? new AppError('INVALID_CREDENTIALS', ACCOUNT_LOCKED_MESSAGE) : new AppError('INVALID_CREDENTIALS');
    }
    await resetAccount(app.db, user.id);
    const session = await rotateSession(request, reply, user.id);
    reply.header('cache-control', 'no-store');
    return { user: sessionUserJson(base, user), csrf_token: session.csrfToken };
  });

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    await rotateSession(request, reply, null);
    return reply.code(204).send();
  };
  app.post('/users/sign_out', signOut);
  app.delete('/users/sign_out', signOut);
};
