import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { idNumber, idOrPath, parseInput } from '../../lib/params.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { diffVersions, loadMergeRequest, subscribeToDiffVersions, type MergeRequestContext } from '../merge-requests/service.ts';
import { MR_MESSAGES } from '../merge-requests/rules.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { canManageStatusChecks, canRespondToStatusChecks, STATUS_CHECK_MESSAGES } from './rules.ts';
import { externalStatusCheckJson, mrStatusCheckJson, statusCheckResponseJson } from './serializers.ts';
import {
  createStatusCheck,
  destroyStatusCheck,
  findStatusCheck,
  recordResponse,
  retryStatusCheck,
  sendStatusChecks,
  statusChecksOf,
  statusOf,
  updateStatusCheck,
  type SaveResult,
} from './service.ts';

type Params = Record<string, string | undefined>;

const createBody = z
  .object({
    name: z.string({ error: 'is missing' }),
    external_url: z.string({ error: 'is missing' }),
    protected_branch_ids: z.unknown().optional(),
  })
  .loose();
const updateBody = z.object({ name: z.string().optional(), external_url: z.string().optional(), protected_branch_ids: z.unknown().optional() }).loose();
const responseBody = z
  .object({
    sha: z.string({ error: 'is missing' }),
    external_status_check_id: z.coerce.number({ error: 'is invalid' }).int().min(0),
    status: z.enum(['passed', 'failed'], { error: 'does not have a valid value' }).default('passed'),
  })
  .loose();

function requireUser(viewer: Viewer) {
  if (!viewer.user) throw new AppError('UNAUTHORIZED');
  return viewer.user;
}

/**
 * GitLab 16.2's external status checks (ee/lib/api/status_checks.rb): the project's checks
 * (admin_project), a merge request's checks with their status for its head sha, the external service's
 * answer, and the retry of a failed check. A new diff version sends each check its payload.
 */
export const statusCheckRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  subscribeToDiffVersions('status-checks', ({ db, mr, version, actorId }) => sendStatusChecks(db, base, mr, version, actorId));

  /** The project of the checks' settings: 404 when hidden, 403 below maintainer (authorize! :admin_project). */
  const manageLoad = async (request: FastifyRequest) => {
    const viewer = request.viewer;
    const found = await findProject(app.db, idOrPath((request.params as Params).id ?? ''));
    if (!found) throw new AppError('PROJECT_NOT_FOUND');
    const accessLevel = await viewer.projectAccess(found.project, found.namespace);
    if (!canReadProject(viewer.facts, found.project, accessLevel)) throw new AppError('PROJECT_NOT_FOUND');
    requireUser(viewer);
    if (!canManageStatusChecks(viewer.facts, accessLevel)) throw new AppError('FORBIDDEN');
    return found.project;
  };

  const checkIn = async (projectId: number, raw: unknown) => {
    const check = await findStatusCheck(app.db, projectId, idNumber(raw));
    if (!check) throw new AppError('NOT_FOUND');
    return check;
  };

  const saved = (result: SaveResult, reply: FastifyReply, status: number) => {
    if (result.kind === 'invalid') return reply.code(400).send({ message: result.errors });
    return reply.code(status).send(externalStatusCheckJson(result.check));
  };

  app.get('/api/v4/projects/:id/external_status_checks', async (request, reply) => {
    const project = await manageLoad(request);
    const page = parsePage(request.query);
    const all = await statusChecksOf(app.db, project.id);
    setPaginationHeaders(request, reply, page, all.length);
    return all.slice(page.offset, page.offset + page.perPage).map(externalStatusCheckJson);
  });

  app.post('/api/v4/projects/:id/external_status_checks', async (request, reply) => {
    const project = await manageLoad(request);
    const input = parseInput(createBody, request.body ?? {});
    return saved(await createStatusCheck(app.db, project.id, { name: input.name, externalUrl: input.external_url }), reply, 201);
  });

  app.put('/api/v4/projects/:id/external_status_checks/:check_id', async (request, reply) => {
    const project = await manageLoad(request);
    const check = await checkIn(project.id, (request.params as Params).check_id);
    const input = parseInput(updateBody, request.body ?? {});
    return saved(await updateStatusCheck(app.db, check, { name: input.name, externalUrl: input.external_url }), reply, 200);
  });

  app.delete('/api/v4/projects/:id/external_status_checks/:check_id', async (request, reply) => {
    const project = await manageLoad(request);
    await destroyStatusCheck(app.db, await checkIn(project.id, (request.params as Params).check_id));
    return reply.code(204).send();
  });

  // ---- a merge request's checks ----

  const mrLoad = (request: FastifyRequest) => {
    const params = request.params as Params;
    const raw = params.merge_request_iid ?? '';
    if (!/^\d{1,10}$/.test(raw)) throw new AppError('MERGE_REQUEST_NOT_FOUND');
    return loadMergeRequest(app.db, request.viewer, idOrPath(params.id ?? ''), Number(raw));
  };
  const headSha = async (ctx: MergeRequestContext) => (await diffVersions(app.db, ctx.mr.id))[0]?.headCommitSha ?? null;
  /** find_merge_request_with_access(iid, :approve_merge_request): developers and above, 403 below. */
  const requireRespond = (request: FastifyRequest, ctx: MergeRequestContext) => {
    requireUser(request.viewer);
    if (!canRespondToStatusChecks(ctx.abilities.approve)) throw new AppError('FORBIDDEN');
  };

  app.get('/api/v4/projects/:id/merge_requests/:merge_request_iid/status_checks', async (request, reply) => {
    const ctx = await mrLoad(request);
    const head = await headSha(ctx);
    const page = parsePage(request.query);
    const all = await statusChecksOf(app.db, ctx.project.id);
    setPaginationHeaders(request, reply, page, all.length);
    const shown = all.slice(page.offset, page.offset + page.perPage);
    return Promise.all(shown.map(async (check) => mrStatusCheckJson(check, await statusOf(app.db, ctx.mr.id, check.id, head))));
  });

  app.post('/api/v4/projects/:id/merge_requests/:merge_request_iid/status_check_responses', async (request, reply) => {
    const ctx = await mrLoad(request);
    requireRespond(request, ctx);
    const input = parseInput(responseBody, request.body ?? {});
    const check = await checkIn(ctx.project.id, input.external_status_check_id);
    const head = await headSha(ctx);
    if (input.sha !== head) return reply.code(409).send({ message: MR_MESSAGES.approveShaMismatch(head) });
    const row = await recordResponse(app.db, ctx.mr.id, check, input.sha, input.status);
    return reply.code(201).send(statusCheckResponseJson(base, ctx, check, row));
  });

  app.post('/api/v4/projects/:id/merge_requests/:merge_request_iid/status_checks/:external_status_check_id/retry', async (request, reply) => {
    const ctx = await mrLoad(request);
    requireRespond(request, ctx);
    const check = await checkIn(ctx.project.id, (request.params as Params).external_status_check_id);
    const head = await headSha(ctx);
    if (!(await retryStatusCheck(app.db, ctx.mr.id, check, head))) return reply.code(422).send({ message: STATUS_CHECK_MESSAGES.mustBeFailed });
    const user = requireUser(request.viewer);
    // Sent in the background: the answer never waits for the external service.
    if (head) void sendStatusChecks(app.db, base, ctx.mr, { headCommitSha: head }, user.id, check).catch(() => undefined);
    return reply.code(202).send({ message: STATUS_CHECK_MESSAGES.accepted });
  });
};
