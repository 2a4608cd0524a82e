import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { idNumber, parseInput } from '../../lib/params.ts';
import { findUserById, listUsers } from './queries.ts';
import { userBasicJson, userDetailJson } from './serializers.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

const listQuery = z.object({ username: z.string().max(255).optional(), search: z.string().max(255).optional() });

export const userRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  app.get('/api/v4/user', CACHED, async (request) => {
    const user = request.viewer.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    return userDetailJson(base, user, { self: true, viewerIsAdmin: user.isAdmin });
  });

  app.get('/api/v4/users', CACHED, async (request, reply) => {
    const filter = parseInput(listQuery, request.query);
    const page = parsePage(request.query);
    const { rows, total } = await listUsers(app.db, filter, page);
    setPaginationHeaders(request, reply, page, total);
    return rows.map((user) => userBasicJson(base, user));
  });

  app.get<{ Params: { id: string } }>('/api/v4/users/:id', CACHED, async (request) => {
    const id = idNumber(request.params.id);
    const user = id ? await findUserById(app.db, id) : undefined;
    if (!user) throw new AppError('USER_NOT_FOUND');
    const viewer = request.viewer.user;
    return userDetailJson(base, user, { self: viewer?.id === user.id, viewerIsAdmin: request.viewer.isAdmin });
  });
};
