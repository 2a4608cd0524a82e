import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, asc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { idOrPath, parseInput } from '../../lib/params.ts';
import type { Db } from '../../db/database.ts';
import { groupFullNameSql } from '../groups/queries.ts';
import { groups } from '../groups/tables.ts';
import { ACCESS } from '../memberships/rules.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import { projectsWithAccessCondition } from '../projects/queries.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { projects } from '../projects/tables.ts';
import { users } from '../users/tables.ts';
import { moveIssue, MoveIssueError, canMoveIssue } from './move.ts';
import { issueJson } from './serializers.ts';
import { loadIssue, loadProject, type IssueContext } from './service.ts';
import type { IssueRow } from './tables.ts';
import { escapeLike } from '../../lib/sqlLike.ts';
import { apiIid, webIid } from './iids.ts';

/** Autocomplete::MoveToProjectFinder::LIMIT */
const MOVE_TARGETS_LIMIT = 20;

const projectIdParam = z.union([z.number().int(), z.string().regex(/^\d{1,10}$/, 'is invalid')], { error: 'is missing' }).transform(Number);

/**
 * Autocomplete::MoveToProjectFinder: projects where the user may admin issues (reporter+ through a
 * membership, not archived), optionally searched by name or path, without `exceptProjectId`, by name.
 * Like GitLab, administrators get their own memberships here, not every project.
 */
async function moveTargets(db: Db, viewer: Viewer, search: string | undefined, exceptProjectId: number | undefined) {
  const conditions: (SQL | undefined)[] = [await projectsWithAccessCondition(viewer, ACCESS.REPORTER), eq(projects.archived, false)];
  if (exceptProjectId !== undefined) conditions.push(ne(projects.id, exceptProjectId));
  if (search) {
    const term = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(projects.name, term), ilike(projects.path, term), ilike(groups.fullPath, term)));
  }
  return db
    .select({ project: projects, namespace: groups, namespaceFullName: groupFullNameSql })
    .from(projects)
    .innerJoin(groups, eq(groups.id, projects.namespaceId))
    .where(and(...conditions))
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(MOVE_TARGETS_LIMIT);
}

/** Moving an issue: the web action, the REST endpoint and the project picker's autocomplete. */
export const moveIssueRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  const movedIssueJson = async (created: IssueRow, target: Awaited<ReturnType<typeof loadProject>>) => {
    const [author] = await app.db.select().from(users).where(eq(users.id, created.authorId));
    if (!author) throw new AppError('INTERNAL');
    // Moving needs admin_issue on the target (reporter+): the mover reads its external emails.
    return issueJson(base, created, target.project, target.namespace, author, undefined, true);
  };

  /** The target by id; unreadable or missing projects are 404 like GitLab's Project.find. */
  const targetProject = (request: FastifyRequest, id: number) => loadProject(app.db, request.viewer, { id });

  // IssuesController#move: `{ move_to_project_id }` → the new issue's JSON; 404 unless Issue#can_move?.
  app.post(projectRoute('/-/issues/:iid/move'), async (request) => {
    const user = request.viewer.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const params = request.params as Record<string, string | undefined>;
    const ctx = await loadIssue(app.db, request.viewer, { fullPath: fullPathOf(params) }, webIid(params.iid, false));
    const { move_to_project_id: targetId } = parseInput(z.object({ move_to_project_id: projectIdParam }).loose(), request.body);
    const target = await targetProject(request, targetId);
    if (!canMoveIssue(request.viewer, ctx, target)) throw new AppError('NOT_FOUND');
    try {
      return await movedIssueJson(await moveIssue(app.db, app.live, user, request.viewer, ctx, target), target);
    } catch (error) {
      if (error instanceof MoveIssueError) throw new AppError('UNPROCESSABLE', error.message);
      throw error;
    }
  });

  // REST: `POST /projects/:id/issues/:issue_iid/move` `{ to_project_id }` → 201; the service's refusals 400.
  app.post<{ Params: { id: string; issue_iid: string } }>('/api/v4/projects/:id/issues/:issue_iid/move', async (request, reply) => {
    const user = request.viewer.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const ctx: IssueContext = await loadIssue(app.db, request.viewer, idOrPath(request.params.id), apiIid(request.params.issue_iid));
    const { to_project_id: targetId } = parseInput(z.object({ to_project_id: projectIdParam }).loose(), request.body);
    const target = await targetProject(request, targetId);
    try {
      return reply.code(201).send(await movedIssueJson(await moveIssue(app.db, app.live, user, request.viewer, ctx, target), target));
    } catch (error) {
      if (error instanceof MoveIssueError) throw new AppError('BAD_REQUEST', error.message);
      throw error;
    }
  });

  // AutocompleteController#projects (the move picker): `[{ id, name_with_namespace, full_path, full_name }]`.
  app.get('/-/autocomplete/projects', async (request) => {
    if (!request.viewer.user) return [];
    const query = parseInput(
      z.object({ project_id: z.string().regex(/^\d{1,10}$/, 'is invalid').optional(), search: z.string().max(255).optional() }).loose(),
      request.query,
    );
    const rows = await moveTargets(app.db, request.viewer, query.search?.trim() || undefined, query.project_id === undefined ? undefined : Number(query.project_id));
    return rows.map((row) => ({
      id: row.project.id,
      name_with_namespace: `${row.namespaceFullName} / ${row.project.name}`,
      full_path: projectFullPath(row.project, row.namespace),
      full_name: `${row.namespaceFullName} / ${row.project.name}`,
    }));
  });
};
