import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { boolParam, parseInput } from '../../lib/params.ts';
import { isValidAccessLevel } from '../memberships/rules.ts';
import { listVisibleProjects } from '../projects/queries.ts';
import { projectJson } from '../projects/serializers.ts';
import { fullNames, listVisibleGroups } from './queries.ts';
import { groupJson } from './serializers.ts';
import { readableGroup } from './readable.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

const listQuery = z.object({
  search: z.string().max(255).optional(),
  top_level_only: boolParam(),
  min_access_level: z.coerce
    .number()
    .int()
    .refine(isValidAccessLevel, 'does not have a valid value')
    .optional(),
});


export const groupRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  app.get('/api/v4/groups', CACHED, async (request, reply) => {
    const query = parseInput(listQuery, request.query);
    const page = parsePage(request.query);
    const {
      rows,
      fullNames: names,
      total,
    } = await listVisibleGroups(app.db, request.viewer, { search: query.search, topLevelOnly: query.top_level_only, minAccessLevel: query.min_access_level }, page);
    setPaginationHeaders(request, reply, page, total);
    return rows.map((group) => groupJson(base, group, names.get(group.id) ?? group.name));
  });

  app.get<{ Params: { id: string } }>('/api/v4/groups/:id', CACHED, async (request) => {
    const viewer = request.viewer;
    const group = await readableGroup(app.db, viewer, request.params.id);
    const names = await fullNames(app.db, [group]);
    const fullName = names.get(group.id) ?? group.name;
    const { rows } = await listVisibleProjects(app.db, viewer, { namespaceIds: [group.id], orderBy: 'name', sort: 'asc' }, { page: 1, perPage: 100, offset: 0 });
    return {
      ...groupJson(base, group, fullName),
      projects: rows.map(({ project, namespace }) => projectJson(base, project, namespace, fullName)),
      shared_projects: [],
    };
  });
};
