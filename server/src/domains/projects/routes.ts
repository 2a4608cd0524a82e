import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { boolParam, idOrPath, parseInput } from '../../lib/params.ts';
import { findGroup, fullNames } from '../groups/queries.ts';
import { effectiveGroupAccess } from '../memberships/rules.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { insertProject, listVisibleProjects, updateProjectSettings, projectNameTaken, projectPathTaken, type ProjectWithNamespace } from './queries.ts';
import { canAdminProject, canCreateProjectInGroup, PROJECT_PATH_PATTERN, SUGGESTION_COMMIT_MESSAGE_MAX, pathFromName, visibilityAllowedInGroup } from './rules.ts';
import { projectJson, type ProjectPermissions } from './serializers.ts';
import { readableProject } from './readable.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

const listQuery = z.object({
  membership: boolParam(),
  archived: boolParam(),
  search: z.string().max(255).optional(),
  visibility: z.enum(['public', 'internal', 'private']).optional(),
  order_by: z.enum(['id', 'name', 'path', 'created_at', 'last_activity_at']).default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});

const createBody = z
  .object({
    name: z.string().trim().min(1, "can't be blank").max(255, 'is too long (maximum is 255 characters)').optional(),
    path: z.string().trim().min(1, "can't be blank").max(255, 'is too long (maximum is 255 characters)').optional(),
    namespace_id: z.union([z.number().int(), z.string().min(1)], { error: 'is missing' }),
    visibility: z.enum(['public', 'internal', 'private'], { error: 'does not have a valid value' }).default('private'),
    description: z.string().max(2000).optional(),
  })
  .refine((body) => body.name !== undefined || body.path !== undefined, { message: 'name or path is missing', path: ['name'] });

/** The settings `PUT /projects/:id` changes here (GitLab 16.2's parameters of the same names). */
const updateBody = z
  .object({
    resolve_outdated_diff_discussions: boolParam(),
    suggestion_commit_message: z.string().nullable().optional(),
  })
  .loose();
const UPDATE_PARAMS = ['resolve_outdated_diff_discussions', 'suggestion_commit_message'] as const;

async function permissionsFor(viewer: Viewer, { project, namespace }: ProjectWithNamespace): Promise<ProjectPermissions> {
  const direct = await viewer.memberships();
  const groupLevel = effectiveGroupAccess(namespace.fullPath, direct.groupsByPath);
  return { projectAccess: direct.projects.get(project.id) ?? null, groupAccess: groupLevel || null };
}

export const projectRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  app.get('/api/v4/projects', CACHED, async (request, reply) => {
    const query = parseInput(listQuery, request.query);
    const page = parsePage(request.query);
    const { rows, total } = await listVisibleProjects(
      app.db,
      request.viewer,
      { membership: query.membership, archived: query.archived, search: query.search, visibility: query.visibility, orderBy: query.order_by, sort: query.sort },
      page,
    );
    setPaginationHeaders(request, reply, page, total);
    return Promise.all(rows.map(async (row) => projectJson(base, row.project, row.namespace, row.namespaceFullName, await permissionsFor(request.viewer, row))));
  });

  app.get<{ Params: { id: string } }>('/api/v4/projects/:id', CACHED, async (request) => {
    const found = await readableProject(app.db, request.viewer, request.params.id);
    const names = await fullNames(app.db, [found.namespace]);
    return projectJson(base, found.project, found.namespace, names.get(found.namespace.id) ?? found.namespace.name, await permissionsFor(request.viewer, found));
  });

  // Projects::UpdateService through `PUT /projects/:id`: maintainers and above (`admin_project`).
  app.put<{ Params: { id: string } }>('/api/v4/projects/:id', async (request, reply) => {
    if (!request.viewer.user) throw new AppError('UNAUTHORIZED');
    const found = await readableProject(app.db, request.viewer, request.params.id);
    if (!canAdminProject(request.viewer.facts, found.accessLevel)) throw new AppError('FORBIDDEN');
    const body = parseInput(updateBody, request.body ?? {});
    const given = UPDATE_PARAMS.filter((name) => body[name] !== undefined);
    // Grape's `at_least_one_of` (its `error` key) over the parameters this server knows.
    if (given.length === 0) return reply.code(400).send({ error: `${UPDATE_PARAMS.join(', ')} are missing, at least one parameter must be provided` });
    const message = body.suggestion_commit_message;
    if (typeof message === 'string' && message.length > SUGGESTION_COMMIT_MESSAGE_MAX) {
      throw new AppError('VALIDATION_FAILED', { suggestion_commit_message: [`is too long (maximum is ${SUGGESTION_COMMIT_MESSAGE_MAX} characters)`] });
    }
    const project = await updateProjectSettings(app.db, found.project.id, {
      ...(body.resolve_outdated_diff_discussions !== undefined ? { resolveOutdatedDiffDiscussions: body.resolve_outdated_diff_discussions } : {}),
      // An empty template means GitLab's default, as a blank field in its settings form.
      ...(message !== undefined ? { suggestionCommitMessage: message?.trim() ? message : null } : {}),
    });
    const names = await fullNames(app.db, [found.namespace]);
    return projectJson(base, project, found.namespace, names.get(found.namespace.id) ?? found.namespace.name, await permissionsFor(request.viewer, found));
  });

  app.post('/api/v4/projects', async (request, reply) => {
    const viewer = request.viewer;
    if (!viewer.user) throw new AppError('UNAUTHORIZED');
    const body = parseInput(createBody, request.body);
    const name = body.name ?? body.path ?? '';
    const path = body.path ?? pathFromName(name);
    const namespace = await findGroup(app.db, idOrPath(String(body.namespace_id)));
    const groupLevel = namespace ? await viewer.groupAccess(namespace) : 0;
    if (!namespace || !canCreateProjectInGroup(viewer.facts, groupLevel)) {
      // GitLab answers 404 for a namespace the user cannot see, 403 when seen but not allowed.
      if (namespace && (viewer.isAdmin || groupLevel > 0 || namespace.visibility !== 'private')) throw new AppError('FORBIDDEN');
      throw new AppError('NAMESPACE_NOT_FOUND');
    }
    const errors: Record<string, string[]> = {};
    if (!PROJECT_PATH_PATTERN.test(path)) {
      errors.path = ["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"];
    } else if (path.endsWith('.git') || path.endsWith('.atom')) {
      errors.path = ["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"];
    } else if (await projectPathTaken(app.db, namespace.id, path)) {
      errors.path = ['has already been taken'];
    }
    if (await projectNameTaken(app.db, namespace.id, name)) errors.name = ['has already been taken'];
    if (!visibilityAllowedInGroup(body.visibility, namespace.visibility)) {
      errors.visibility_level = [`${body.visibility} is not allowed since the namespace has a ${namespace.visibility} visibility.`];
    }
    if (Object.keys(errors).length) throw new AppError('VALIDATION_FAILED', errors);
    const project = await insertProject(app.db, { name, path, namespaceId: namespace.id, visibility: body.visibility, description: body.description ?? null });
    const names = await fullNames(app.db, [namespace]);
    reply.code(201);
    return projectJson(base, project, namespace, names.get(namespace.id) ?? namespace.name, await permissionsFor(viewer, { project, namespace }));
  });
};
