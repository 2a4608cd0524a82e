import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { boolParam, idOrPath, parseInput } from '../../lib/params.ts';
import { evaluateProjectAbilities } from '../issues/rules.ts';
import { loadProject, type ProjectContext } from '../issues/service.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import { readableGroup } from '../groups/readable.ts';
import { availableLabels, groupLabels } from './queries.ts';
import { groupLabelApiJson, labelApiJson, labelWebJson } from './serializers.ts';
import { createGroupLabel, createProjectLabel } from './service.ts';
import { canAdminGroupLabels } from '../groups/rules.ts';

const CACHED = { config: { readCache: true } };

const listQuery = z
  .object({
    include_ancestor_groups: boolParam(),
    search: z.string().max(255).optional(),
  })
  .loose();

const groupListQuery = z
  .object({
    include_ancestor_groups: boolParam(),
    include_descendant_groups: boolParam(),
    search: z.string().max(255).optional(),
  })
  .loose();

const apiCreateBody = z
  .object({
    name: z.string({ error: 'is missing' }),
    color: z.string({ error: 'is missing' }),
    description: z.string().nullable().optional(),
  })
  .loose();

const webCreateBody = z
  .object({
    label: z
      .object({
        title: z.string().optional(),
        color: z.string().optional(),
        description: z.string().nullable().optional(),
      })
      .loose()
      .default({}),
  })
  .loose();

/** admin_label: reporter+ on a writable project. */
const canAdminLabels = (viewer: Viewer, project: ProjectContext) => viewer.signedIn && evaluateProjectAbilities(viewer.facts, project.project, project.accessLevel).adminIssue;

export const labelRoutes: FastifyPluginAsync = async (app) => {
  const webProject = (request: FastifyRequest) => loadProject(app.db, request.viewer, { fullPath: fullPathOf(request.params as Record<string, string | undefined>) });

  // ---- REST v4 ----

  app.get<{ Params: { id: string } }>('/api/v4/projects/:id/labels', CACHED, async (request) => {
    const project = await loadProject(app.db, request.viewer, idOrPath(request.params.id));
    const query = parseInput(listQuery, request.query);
    // GitLab's REST default is to include ancestor groups' labels.
    const rows = await availableLabels(app.db, project.project, project.namespace, { includeAncestorGroups: query.include_ancestor_groups ?? true, search: query.search });
    return rows.map((row) => labelApiJson(row));
  });

  // The group's labels (the epic sidebar's labels dropdown): readable groups only, a hidden one is a 404.
  app.get<{ Params: { id: string } }>('/api/v4/groups/:id/labels', CACHED, async (request) => {
    const group = await readableGroup(app.db, request.viewer, request.params.id);
    const query = parseInput(groupListQuery, request.query);
    const rows = await groupLabels(app.db, group, {
      includeAncestorGroups: query.include_ancestor_groups ?? true,
      includeDescendantGroups: query.include_descendant_groups ?? false,
      search: query.search,
    });
    return rows.map((row) => groupLabelApiJson(row));
  });

  // A group label (the epic sidebar's 'Create group label'): admin_label, reporter+ of the group; 404 for a hidden group.
  app.post<{ Params: { id: string } }>('/api/v4/groups/:id/labels', async (request, reply) => {
    if (!request.viewer.signedIn) throw new AppError('UNAUTHORIZED');
    const group = await readableGroup(app.db, request.viewer, request.params.id);
    if (!canAdminGroupLabels(request.viewer.facts, group, await request.viewer.groupAccess(group))) throw new AppError('FORBIDDEN');
    const input = parseInput(apiCreateBody, request.body);
    const result = await createGroupLabel(app.db, group, { title: input.name, color: input.color, description: input.description });
    if (result.kind === 'taken') throw new AppError('CONFLICT', 'Label already exists');
    if (result.kind === 'invalid') throw new AppError('VALIDATION_FAILED', result.errors);
    return reply.code(201).send(groupLabelApiJson(result.label));
  });

  app.post<{ Params: { id: string } }>('/api/v4/projects/:id/labels', async (request, reply) => {
    if (!request.viewer.signedIn) throw new AppError('UNAUTHORIZED');
    const project = await loadProject(app.db, request.viewer, idOrPath(request.params.id));
    if (!canAdminLabels(request.viewer, project)) throw new AppError('FORBIDDEN');
    const input = parseInput(apiCreateBody, request.body);
    const result = await createProjectLabel(app.db, project, { title: input.name, color: input.color, description: input.description });
    if (result.kind === 'taken') throw new AppError('CONFLICT', 'Label already exists');
    if (result.kind === 'invalid') throw new AppError('VALIDATION_FAILED', result.errors);
    return reply.code(201).send(labelApiJson(result.label));
  });

  // ---- Web JSON: the labels dropdown ----

  for (const url of [projectRoute('/-/labels.json'), projectRoute('/-/labels')]) {
    app.get(url, CACHED, async (request) => {
      const project = await webProject(request);
      const query = parseInput(listQuery, request.query);
      const rows = await availableLabels(app.db, project.project, project.namespace, { includeAncestorGroups: query.include_ancestor_groups ?? false, search: query.search });
      return rows.map(labelWebJson);
    });
  }

  for (const url of [projectRoute('/-/labels'), projectRoute('/-/labels.json')]) {
    app.post(url, async (request, reply) => {
      if (!request.viewer.signedIn) throw new AppError('UNAUTHORIZED');
      const project = await webProject(request);
      // authorize_admin_labels!: access_denied! is a 404 on the web.
      if (!canAdminLabels(request.viewer, project)) throw new AppError('NOT_FOUND');
      const { label } = parseInput(webCreateBody, request.body);
      const result = await createProjectLabel(app.db, project, { title: label.title, color: label.color, description: label.description });
      if (result.kind === 'taken') return reply.code(400).send({ message: { title: ['has already been taken'] } });
      if (result.kind === 'invalid') return reply.code(400).send({ message: result.errors });
      return labelWebJson(result.label);
    });
  }
};
