import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../lib/params.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { findUserById } from '../users/queries.ts';
import { findToken, issuePersonalAccessToken, listTokens, revokeToken } from './queries.ts';
import { tokenJson, tokenWithSecretJson } from './serializers.ts';
import { TOKEN_SCOPES, type PersonalAccessTokenRow } from './tables.ts';

const MAX_ID = 2_147_483_647;

/** `expires_at` as GitLab reads it: a date (YYYY-MM-DD), not in the past. */
const expiresAt = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'is invalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: 'is invalid' })
  .refine((value) => Date.parse(`${value}T00:00:00Z`) > Date.now() - 24 * 60 * 60 * 1000, { message: 'must not be in the past' });

const scopeList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value),
  z.array(z.enum(TOKEN_SCOPES, { error: 'does not have a valid value' }), { error: 'is missing' }).min(1, { message: 'is missing' }).max(TOKEN_SCOPES.length),
);

export const createTokenBody = z
  .object({
    name: z.string({ error: 'is missing' }).trim().min(1, { message: 'is missing' }).max(255, { message: 'is too long (maximum is 255 characters)' }),
    scopes: scopeList,
    expires_at: z.union([expiresAt, z.literal(''), z.null()]).optional(),
  })
  .loose();

export function parseCreateToken(body: unknown): { name: string; scopes: string[]; expiresAt: Date | null } {
  const parsed = parseInput(createTokenBody, body);
  return {
    name: parsed.name,
    scopes: [...new Set(parsed.scopes)],
    expiresAt: parsed.expires_at ? new Date(`${parsed.expires_at}T00:00:00Z`) : null,
  };
}

const listQuery = z
  .object({
    user_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
    state: z.enum(['active', 'inactive'], { error: 'does not have a valid value' }).optional(),
    revoked: z.enum(['true', 'false'], { error: 'is invalid' }).optional(),
  })
  .loose();

function tokenId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_ID || Number(raw) < 1) throw new AppError('NOT_FOUND');
  return Number(raw);
}

function signedIn(request: FastifyRequest) {
  const user = request.viewer.user;
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/** A token the viewer may see: their own, or any for an admin; others are 404 as in GitLab. */
async function visibleToken(request: FastifyRequest, raw: string): Promise<PersonalAccessTokenRow> {
  const user = signedIn(request);
  const row = await findToken(request.server.db, tokenId(raw));
  if (!row || (row.userId !== user.id && !user.isAdmin)) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * GitLab's Personal access tokens API (16.2): list, show, `self`, revoke, and the admin's
 * `POST /users/:user_id/personal_access_tokens`. Tokens authenticate in plugins/auth.ts.
 */
export const personalAccessTokenApiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v4/personal_access_tokens', async (request, reply) => {
    const user = signedIn(request);
    const query = parseInput(listQuery, request.query);
    const page = parsePage(request.query);
    if (query.user_id !== undefined && query.user_id !== user.id && !user.isAdmin) throw new AppError('UNAUTHORIZED');
    const userId = user.isAdmin ? query.user_id : user.id;
    const { rows, total } = await listTokens(app.db, { userId, state: query.state, revoked: query.revoked === undefined ? undefined : query.revoked === 'true' }, page);
    setPaginationHeaders(request, reply, page, total);
    return rows.map(tokenJson);
  });

  // Before `/:id`: the token this request authenticated with.
  app.get('/api/v4/personal_access_tokens/self', async (request) => {
    signedIn(request);
    if (request.authMethod !== 'token' || request.tokenId === null) throw new AppError('NOT_FOUND');
    const row = await findToken(app.db, request.tokenId);
    if (!row) throw new AppError('NOT_FOUND');
    return tokenJson(row);
  });

  app.delete('/api/v4/personal_access_tokens/self', async (request, reply) => {
    signedIn(request);
    if (request.authMethod !== 'token' || request.tokenId === null) throw new AppError('NOT_FOUND');
    await revokeToken(app.db, request.tokenId);
    return reply.status(204).send();
  });

  app.get<{ Params: { id: string } }>('/api/v4/personal_access_tokens/:id', async (request) => tokenJson(await visibleToken(request, request.params.id)));

  app.delete<{ Params: { id: string } }>('/api/v4/personal_access_tokens/:id', async (request, reply) => {
    const row = await visibleToken(request, request.params.id);
    if (row.revoked) throw new AppError('BAD_REQUEST', '400 Bad request - Token already revoked');
    await revokeToken(app.db, row.id);
    return reply.status(204).send();
  });

  app.post<{ Params: { id: string } }>('/api/v4/users/:id/personal_access_tokens', async (request, reply) => {
    const viewer = signedIn(request);
    if (!viewer.isAdmin) throw new AppError('FORBIDDEN');
    if (!/^\d{1,10}$/.test(request.params.id) || Number(request.params.id) > MAX_ID) throw new AppError('USER_NOT_FOUND');
    const target = await findUserById(app.db, Number(request.params.id));
    if (!target) throw new AppError('USER_NOT_FOUND');
    const values = parseCreateToken(request.body);
    const { row, token } = await issuePersonalAccessToken(app.db, { userId: target.id, ...values });
    return reply.status(201).send(tokenWithSecretJson(row, token));
  });
};

/**
 * The settings page's JSON (`/-/profile/personal_access_tokens`, session + CSRF): the signed-in
 * user's active tokens, create (the secret answered once, as GitLab's `new_token`), revoke.
 */
export const personalAccessTokenWebRoutes: FastifyPluginAsync = async (app) => {
  const active = async (userId: number) => (await listTokens(app.db, { userId, state: 'active' })).rows.map(tokenJson);

  app.get('/-/profile/personal_access_tokens', async (request) => {
    const user = signedIn(request);
    return { active_access_tokens: await active(user.id), scopes: TOKEN_SCOPES };
  });

  app.post('/-/profile/personal_access_tokens', async (request) => {
    const user = signedIn(request);
    const values = parseCreateToken(request.body);
    const { token } = await issuePersonalAccessToken(app.db, { userId: user.id, ...values });
    return { new_token: token, active_access_tokens: await active(user.id) };
  });

  app.put<{ Params: { id: string } }>('/-/profile/personal_access_tokens/:id/revoke', async (request) => {
    const user = signedIn(request);
    const row = await findToken(app.db, tokenId(request.params.id));
    if (!row || row.userId !== user.id) throw new AppError('NOT_FOUND');
    await revokeToken(app.db, row.id);
    return { active_access_tokens: await active(user.id) };
  });
};
