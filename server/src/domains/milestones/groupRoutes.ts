import { and, asc, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { boolParam, parseInput } from '../../lib/params.ts';
import { findGroupsByIds } from '../groups/queries.ts';
import { readableGroup } from '../groups/readable.ts';
import { groupAndAncestorIds } from '../labels/queries.ts';
import { withIids } from './routes.ts';
import { iterationState } from './rules.ts';
import { iterationJson, milestoneJson } from './serializers.ts';
import { iterations, milestones } from './tables.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

const idList = z.preprocess((value) => (value === undefined ? undefined : [value].flat()), z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(100).optional());

const milestonesQuery = z
  .object({
    state: z.enum(['active', 'closed']).optional(),
    include_ancestors: boolParam(),
    include_parent_milestones: boolParam(),
    search: z.string().max(255).optional(),
    title: z.string().max(255).optional(),
    iids: idList,
  })
  .loose();

const iterationsQuery = z
  .object({
    state: z.enum(['opened', 'upcoming', 'current', 'closed', 'all']).default('all'),
    search: z.string().max(255).optional(),
    include_ancestors: boolParam(),
  })
  .loose();

/**
 * A group's milestones (API::GroupMilestones: `iids[]`, `state`, `search`, `title`, `include_ancestors`)
 * and iterations (API::Iterations: `state` from the dates, `search`, `include_ancestors` on by
 * default), for whoever may read the group.
 */
export const groupMilestoneRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  app.get<{ Params: { id: string } }>('/api/v4/groups/:id/milestones', CACHED, async (request) => {
    const group = await readableGroup(app.db, request.viewer, request.params.id);
    const query = parseInput(milestonesQuery, withIids(request.query));
    const owners = query.include_ancestors || query.include_parent_milestones ? await groupAndAncestorIds(app.db, group) : [group.id];
    const rows = await app.db.select().from(milestones).where(inArray(milestones.groupId, owners)).orderBy(asc(milestones.dueDate), asc(milestones.title));
    const search = query.search?.toLowerCase();
    const found = rows.filter(
      (row) =>
        (query.state === undefined || row.state === query.state) &&
        (query.title === undefined || row.title === query.title) &&
        (search === undefined || row.title.toLowerCase().includes(search)) &&
        (query.iids === undefined || (row.groupId === group.id && query.iids.includes(row.iid))),
    );
    const groups = new Map((await findGroupsByIds(app.db, [...new Set(found.map((row) => row.groupId as number))])).map((g) => [g.id, g]));
    return found.map((row) => milestoneJson(base, row, { groupPath: groups.get(row.groupId as number)?.fullPath }));
  });

  app.get<{ Params: { id: string } }>('/api/v4/groups/:id/iterations', CACHED, async (request) => {
    const group = await readableGroup(app.db, request.viewer, request.params.id);
    const query = parseInput(iterationsQuery, request.query);
    const owners = query.include_ancestors === false ? [group.id] : await groupAndAncestorIds(app.db, group);
    const rows = await app.db.select().from(iterations).where(and(inArray(iterations.groupId, owners))).orderBy(asc(iterations.startDate));
    const search = query.search?.toLowerCase();
    const found = rows.filter((row) => {
      const state = iterationState(row);
      const stateFits = query.state === 'all' || query.state === state || (query.state === 'opened' && state !== 'closed');
      return stateFits && (search === undefined || (row.title ?? '').toLowerCase().includes(search));
    });
    const groups = new Map((await findGroupsByIds(app.db, [...new Set(found.map((row) => row.groupId))])).map((g) => [g.id, g]));
    return found.map((row) => iterationJson(base, row, groups.get(row.groupId)));
  });
};
