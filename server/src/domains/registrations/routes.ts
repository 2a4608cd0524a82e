import bcrypt from 'bcryptjs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { effectiveSettings } from '../application-settings/queries.ts';
import { rotateSession } from '../../plugins/auth.ts';
import { groups } from '../groups/tables.ts';
import { addressLimited, recordAddressFailure } from '../sessions/throttle.ts';
import { PASSWORD_BCRYPT_COST } from '../users/queries.ts';
import { sessionUserJson } from '../users/serializers.ts';
import { users } from '../users/tables.ts';
import { MINIMUM_PASSWORD_LENGTH, registrationErrors, type Registration } from './rules.ts';

/** JSON `{ user: { … } }` or the form's `user[name]`, `user[username]`, `user[email]`, `user[password]`. */
function registrationOf(body: unknown): Registration {
  const record = (body ?? {}) as Record<string, unknown>;
  const nested = (record.user ?? {}) as Record<string, unknown>;
  const field = (name: string) => {
    const value = nested[name] ?? record[`user[${name}]`];
    return typeof value === 'string' ? value : '';
  };
  return { name: field('name'), username: field('username').trim(), email: field('email').trim(), password: field('password') };
}

/**
 * Self-registration (GitLab's RegistrationsController) when the instance allows it (the administrators'
 * `signup_enabled` setting, SIGNUP_ENABLED by default):
 * `GET /users/sign_up.json` tells the page whether it is on, `POST /users` creates an active account
 * and signs it in. Failed attempts count against the client address like failed sign-ins.
 */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  // An administrator's setting (GET/PUT /api/v4/application/settings), SIGNUP_ENABLED until one is set.
  const signupEnabled = async () => (await effectiveSettings(app.db, { signupEnabled: app.config.signupEnabled })).signupEnabled;

  app.get('/users/sign_up.json', async () => ({ signup_enabled: await signupEnabled(), minimum_password_length: MINIMUM_PASSWORD_LENGTH }));

  app.post('/users', async (request, reply) => {
    if (!(await signupEnabled())) throw new AppError('NOT_FOUND');
    if (request.viewer.user) throw new AppError('FORBIDDEN', 'You are already signed in.');
    if (await addressLimited(app.db, request.ip)) throw new AppError('RATE_LIMITED');
    const input = registrationOf(request.body);
    const errors = registrationErrors(input);
    if (!errors.username) {
      // Users and top-level groups share one namespace of paths.
      const lower = input.username.toLowerCase();
      const [taken] = await app.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, lower));
      const [group] = await app.db.select({ id: groups.id }).from(groups).where(eq(sql`lower(${groups.fullPath})`, lower));
      if (taken || group) errors.username = ['has already been taken'];
    }
    if (!errors.email) {
      const [taken] = await app.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
      if (taken) errors.email = ['has already been taken'];
    }
    if (Object.keys(errors).length) {
      await recordAddressFailure(app.db, request.ip);
      throw new AppError('UNPROCESSABLE', errors);
    }
    const passwordHash = await bcrypt.hash(input.password, PASSWORD_BCRYPT_COST);
    const [user] = await app.db.insert(users).values({ name: input.name.trim(), username: input.username, email: input.email, passwordHash }).returning();
    if (!user) throw new Error('insert returned no row');
    const session = await rotateSession(request, reply, user.id);
    reply.header('cache-control', 'no-store');
    return reply.code(201).send({ user: sessionUserJson(base, user), csrf_token: session.csrfToken });
  });
};
