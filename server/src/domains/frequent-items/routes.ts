import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../lib/params.ts';
import { findGroup } from '../groups/queries.ts';
import { canReadGroup } from '../groups/rules.ts';
import { loadProject } from '../issues/service.ts';
import { frequentItemsOf, recordVisit } from './service.ts';
import { FREQUENT_ITEM_TYPES, type FrequentItemType } from './tables.ts';

const visitBody = z
  .object({
    type: z.enum(FREQUENT_ITEM_TYPES, { error: 'does not have a valid value' }),
    id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** Extension: the page may know only the path (an issue page knows its project's path, not its id). */
    full_path: z.string().min(1).max(2000).optional(),
  })
  .loose()
  .refine((body) => body.id !== undefined || body.full_path !== undefined, { message: 'id or full_path is missing', path: ['id'] });

const listQuery = z.object({ type: z.enum(FREQUENT_ITEM_TYPES, { error: 'does not have a valid value' }).default('project') }).loose();

/** Frequently visited projects and groups, kept per signed-in user (cookie session + CSRF). */
export const frequentItemRoutes: FastifyPluginAsync = async (app) => {
  // A visit changes no cached answer: it must not empty the read cache on every page view.
  app.post('/-/frequent_items', { config: { invalidatesReadCache: false } }, async (request) => {
    const user = request.viewer.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const body = parseInput(visitBody, request.body);
    const ref = body.id !== undefined ? { id: body.id } : { fullPath: body.full_path as string };
    let itemId: number;
    if (body.type === 'project') {
      itemId = (await loadProject(app.db, request.viewer, ref)).project.id;
    } else {
      const group = await findGroup(app.db, ref);
      if (!group || !canReadGroup(request.viewer.facts, group, await request.viewer.groupAccess(group))) throw new AppError('GROUP_NOT_FOUND');
      itemId = group.id;
    }
    const row = await recordVisit(app.db, user.id, body.type as FrequentItemType, itemId);
    return { type: row.itemType, id: row.itemId, frequency: row.frequency, last_accessed_on: row.lastAccessedOn.toISOString() };
  });

  app.get('/-/frequent_items', async (request) => {
    if (!request.viewer.user) throw new AppError('UNAUTHORIZED');
    const query = parseInput(listQuery, request.query);
    return frequentItemsOf(app.db, request.viewer, query.type);
  });
};
