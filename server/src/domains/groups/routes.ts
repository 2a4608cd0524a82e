import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { boolParam, parseInput } from '../../lib/params.ts';
import { isValidAccessLevel } from '../memberships/rules.ts';
import { listVisibleProjects } from '../projects/queries.ts';
import { projectJson } from '../projects/serializers.ts';
import { fullNames, listGroupMembers, listVisibleGroups, subtreeGroupIds } from './queries.ts';
import { groupJson, memberJson } from './serializers.ts';
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

const subgroupsQuery = z.object({
  search: z.string().max(255).optional(),
});

const groupProjectsQuery = z.object({
  search: z.string().max(255).optional(),
  include_subgroups: boolParam(),
  archived: boolParam(),
  visibility: z.enum(['public', 'internal', 'private']).optional(),
  order_by: z.enum(['id', 'name', 'path', 'created_at', 'last_activity_at']).default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});

const membersQuery = z.object({
  query: z.string().max(255).optional(),
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

  // The group's direct subgroups the viewer may see (GitLab: API::Groups `subgroups`).
  app.get<{ Params: { id: string } }>('/api/v4/groups/:id/subgroups', CACHED, async (request, reply) => {
    const group = await readableGroup(app.db, request.viewer, request.params.id);
    const query = parseInput(subgroupsQuery, request.query);
    const page = parsePage(request.query);
    const { rows, fullNames: names, total } = await listVisibleGroups(app.db, request.viewer, { parentId: group.id, search: query.search }, page);
    setPaginationHeaders(request, reply, page, total);
    return rows.map((row) => groupJson(base, row, names.get(row.id) ?? row.name));
  });

  // Every subgroup below the group (any depth) the viewer may see (GitLab: API::Groups `descendant_groups`).
  app.get<{ Params: { id: string } }>('/api/v4/groups/:id/descendant_groups', CACHED, async (request, reply) => {
    const group = await readableGroup(app.db, request.viewer, request.params.id);
    const query = parseInput(subgroupsQuery, request.query);
    const page = parsePage(request.query);
    const ids = (await subtreeGroupIds(app.db, group)).filter((id) => id !== group.id);
    const { rows, fullNames: names, total } = await listVisibleGroups(app.db, request.viewer, { ids, search: query.search }, page);
    setPaginationHeaders(request, reply, page, total);
    return rows.map((row) => groupJson(base, row, names.get(row.id) ?? row.name));
  });

  // The group's projects (with include_subgroups, its subgroups' too) the viewer may see.
  app.get<{ Params: { id: string } }>('/api/v4/groups/:id/projects', CACHED, async (request, reply) => {
    const group = await readableGroup(app.db, request.viewer, request.params.id);
    const query = parseInput(groupProjectsQuery, request.query);
    const page = parsePage(request.query);
    const namespaceIds = query.include_subgroups ? await subtreeGroupIds(app.db, group) : [group.id];
    const { rows, total } = await listVisibleProjects(
      app.db,
      request.viewer,
      { namespaceIds, search: query.search, archived: query.archived, visibility: query.visibility, orderBy: query.order_by, sort: query.sort },
      page,
    );
    setPaginationHeaders(request, reply, page, total);
    return rows.map((row) => projectJson(base, row.project, row.namespace, row.namespaceFullName));
  });

  // Members: `/members` the group's own, `/members/all` with those inherited from its ancestors.
  for (const [suffix, inherited] of [['members', false], ['members/all', true]] as const) {
    app.get<{ Params: { id: string } }>(`/api/v4/groups/:id/${suffix}`, CACHED, async (request, reply) => {
      const group = await readableGroup(app.db, request.viewer, request.params.id);
      const query = parseInput(membersQuery, request.query);
      const page = parsePage(request.query);
      const { rows, total } = await listGroupMembers(app.db, group, { inherited, query: query.query }, page);
      setPaginationHeaders(request, reply, page, total);
      return rows.map((row) => memberJson(base, row));
    });
  }
};
