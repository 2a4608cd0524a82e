import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { TEXT_ROUTE } from '../../lib/bodyLimit.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import { parsePage, setPaginationHeaders, type Page } from '../../lib/pagination.ts';
import { boolParam, idOrPath, parseInput, PG_INTEGER_MAX } from '../../lib/params.ts';
import { isSubscribed, setSubscription } from '../issuables/queries.ts';
import { availableLabels } from '../labels/queries.ts';
import { findOrCreateProjectLabels } from '../labels/service.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { notes } from '../notes/tables.ts';
import { sha1, type DiffOptions } from '../repositories/diff.ts';
import { git } from '../repositories/git.ts';
import { users, type UserRow } from '../users/tables.ts';
import { userBasicJson } from '../users/serializers.ts';
import { approvalsJson, approvalsOf, approvalStateJson, approveMergeRequest, unapproveMergeRequest } from './approvals.ts';
import { commitsBetween } from './git.ts';
import { diffThreadsOn } from './diffNotes.ts';
import { listMergeRequests, mrRelations, type MrListFilters } from './queries.ts';
import { MR_MESSAGES } from './rules.ts';
import { singleMergeRequestJson } from './single.ts';
import { setMergeRequestDataDir } from './quickActions.ts';
import {
  diffFileJson,
  diffLinesView,
  diffLanguageOf,
  diffLineJson,
  diffFileMetadataJson,
  diffRefs,
  mrApiJson,
  restDiffJson,
  versionJson,
  type DiffFileContext,
} from './serializers.ts';
import {
  createMergeRequest,
  destroyMergeRequest,
  diffVersions,
  loadMergeRequest,
  loadMergeRequestIn,
  loadMrProject,
  mergeMergeRequest,
  updateMergeRequest,
  repoOf,
  versionDiff,
  type MergeRequestChanges,
  type MergeRequestContext,
} from './service.ts';
import type { MergeRequestDiffRow } from './tables.ts';

const CACHED = { config: { readCache: true } };
type Params = Record<string, string | undefined>;
type Query = Record<string, unknown>;

function requireUser(viewer: Viewer): UserRow {
  if (!viewer.user) throw new AppError('UNAUTHORIZED');
  return viewer.user;
}

const listOf = (value: unknown): unknown => {
  if (value === undefined || value === null) return undefined;
  if (value === '') return [];
  if (typeof value === 'string') return value.split(',').map((part) => part.trim()).filter(Boolean);
  return Array.isArray(value) ? value : [value];
};
const titleList = z.preprocess(listOf, z.array(z.string()).max(1000, 'has too many items')).optional();
const idList = z.preprocess(listOf, z.array(z.coerce.number({ error: 'is invalid' }).int().min(0).max(2_147_483_647)).max(100, 'has too many items')).optional();
const optionalId = z.preprocess((v) => (v === '' ? null : v), z.coerce.number({ error: 'is invalid' }).int().min(0).max(2_147_483_647).nullable()).optional();

const apiCreateBody = z
  .object({
    source_branch: z.string({ error: 'is missing' }),
    target_branch: z.string({ error: 'is missing' }),
    title: z.string({ error: 'is missing' }),
    description: z.string().nullable().optional(),
    assignee_id: optionalId,
    assignee_ids: idList,
    reviewer_ids: idList,
    labels: titleList,
    milestone_id: optionalId,
    remove_source_branch: boolParam(),
    squash: boolParam(),
    allow_collaboration: boolParam(),
    target_project_id: z.coerce.number().int().optional(),
  })
  .loose();

const apiUpdateBody = z
  .object({
    title: z.string().optional(),
    description: z.string().nullable().optional(),
    target_branch: z.string().optional(),
    state_event: z.enum(['close', 'reopen'], { error: 'does not have a valid value' }).optional(),
    assignee_id: optionalId,
    assignee_ids: idList,
    reviewer_ids: idList,
    labels: titleList,
    add_labels: titleList,
    remove_labels: titleList,
    milestone_id: optionalId,
    remove_source_branch: boolParam(),
    squash: boolParam(),
    discussion_locked: boolParam(),
    draft: boolParam(),
  })
  .loose();

const mergeBody = z
  .object({
    merge_commit_message: z.string().optional(),
    squash_commit_message: z.string().optional(),
    squash: boolParam(),
    should_remove_source_branch: boolParam(),
    merge_when_pipeline_succeeds: boolParam(),
    sha: z.string().optional(),
  })
  .loose();

const STATES = ['opened', 'closed', 'locked', 'merged', 'all'] as const;

function listFilters(query: Query): MrListFilters {
  const state = query.state === undefined ? undefined : String(query.state);
  if (state !== undefined && !(STATES as readonly string[]).includes(state)) throw new AppError('VALIDATION_FAILED', 'state does not have a valid value');
  const orderBy = String(query.order_by ?? 'created_at');
  if (!['created_at', 'updated_at', 'title', 'merged_at'].includes(orderBy)) throw new AppError('VALIDATION_FAILED', 'order_by does not have a valid value');
  const sort = String(query.sort ?? 'desc');
  if (sort !== 'asc' && sort !== 'desc') throw new AppError('VALIDATION_FAILED', 'sort does not have a valid value');
  const userParam = (name: string): number | 'none' | 'any' | undefined => {
    const raw = query[name];
    if (raw === undefined || raw === '') return undefined;
    const text = String(raw).toLowerCase();
    if (text === 'none' || text === 'any') return text;
    if (!/^\d{1,10}$/.test(text) || Number(text) > PG_INTEGER_MAX) throw new AppError('VALIDATION_FAILED', `${name} is invalid`);
    return Number(text);
  };
  const labelsRaw = query.labels;
  const labelText = labelsRaw === undefined ? undefined : String(labelsRaw);
  const wip = query.wip === undefined ? undefined : String(query.wip);
  const draftRaw = query.draft ?? query.wip;
  let draft: boolean | undefined;
  if (draftRaw !== undefined) {
    const text = String(draftRaw).toLowerCase();
    draft = wip !== undefined ? text === 'yes' : ['true', 'yes', '1'].includes(text);
  }
  const iids = listOf(query['iids[]'] ?? query.iids) as string[] | undefined;
  /** GitLab's ISO 8601 date-time parameters (`2019-03-15T08:00:00Z`; a bare date is its midnight UTC). */
  const dateTime = (name: string): Date | undefined => {
    const raw = query[name];
    if (raw === undefined || raw === '') return undefined;
    const value = String(raw).trim();
    const date = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? new Date(/T| /.test(value) ? value.replace(' ', 'T') : `${value}T00:00:00Z`) : null;
    if (!date || Number.isNaN(date.getTime())) throw new AppError('VALIDATION_FAILED', `${name} is invalid`);
    return date;
  };
  const text = (name: string) => (query[name] === undefined || query[name] === '' ? undefined : String(query[name]));
  return {
    state: state as MrListFilters['state'],
    labels: labelText === undefined ? undefined : labelText.toLowerCase() === 'none' ? 'none' : labelText.toLowerCase() === 'any' ? 'any' : labelText.split(',').map((l) => l.trim()).filter(Boolean),
    authorId: userParam('author_id') as number | undefined,
    authorUsername: query.author_username === undefined ? undefined : String(query.author_username),
    assigneeId: userParam('assignee_id'),
    reviewerId: userParam('reviewer_id'),
    reviewerUsername: text('reviewer_username'),
    milestone: text('milestone'),
    createdAfter: dateTime('created_after'),
    createdBefore: dateTime('created_before'),
    updatedAfter: dateTime('updated_after'),
    updatedBefore: dateTime('updated_before'),
    search: query.search === undefined || query.search === '' ? undefined : String(query.search),
    draft,
    iids: iids?.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0 && n <= PG_INTEGER_MAX),
    sourceBranch: query.source_branch === undefined ? undefined : String(query.source_branch),
    targetBranch: query.target_branch === undefined ? undefined : String(query.target_branch),
    orderBy: orderBy as MrListFilters['orderBy'],
    sort,
  };
}

/** Labels by title among those the project may use; missing ones are created (GitLab's find_or_create). */
async function labelIdsByTitle(app: FastifyInstance, ctx: Pick<MergeRequestContext, 'project' | 'namespace' | 'accessLevel'>, titles: string[] | undefined, create: boolean): Promise<number[] | undefined> {
  if (titles === undefined) return undefined;
  if (create) await findOrCreateProjectLabels(app.db, ctx, titles);
  const available = await availableLabels(app.db, ctx.project, ctx.namespace, { includeAncestorGroups: true });
  const wanted = new Set(titles.map((t) => t.trim().toLowerCase()));
  return available.filter((l) => wanted.has(l.title.toLowerCase())).map((l) => l.id);
}

/** Member ids among `ids` (unknown users are dropped, as GitLab does). */
async function knownUsers(app: FastifyInstance, ids: number[] | undefined): Promise<number[] | undefined> {
  if (ids === undefined) return undefined;
  const wanted = ids.filter((id) => id > 0);
  if (wanted.length === 0) return [];
  return (await app.db.select({ id: users.id }).from(users).where(inArray(users.id, wanted))).map((u) => u.id);
}

export const mergeRequestRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const dataDir = app.config.dataDir;
  setMergeRequestDataDir(dataDir);

  const singleJson = (viewer: Viewer, ctx: MergeRequestContext) => singleMergeRequestJson(app.db, app.config, viewer, ctx);

  async function listJson(request: FastifyRequest, reply: FastifyReply, filters: MrListFilters, page: Page) {
    const { rows, total } = await listMergeRequests(app.db, request.viewer, filters, page);
    const rels = await mrRelations(app.db, rows);
    const projectIds = [...new Set(rows.map((r) => r.projectId))];
    const paths = new Map<number, string>();
    for (const id of projectIds) {
      const found = await loadMrProject(app.db, request.viewer, { id }).catch(() => null);
      if (found) paths.set(id, found.fullPath);
    }
    setPaginationHeaders(request, reply, page, total);
    return rows.map((mr) => mrApiJson(base, mr, paths.get(mr.projectId) ?? '', rels.get(mr.id) as NonNullable<ReturnType<typeof rels.get>>));
  }

  const apiLoad = (request: FastifyRequest) => {
    const params = request.params as Params;
    const raw = params.merge_request_iid ?? '';
    if (!/^\d{1,10}$/.test(raw)) throw new AppError('MERGE_REQUEST_NOT_FOUND');
    return loadMergeRequest(app.db, request.viewer, idOrPath(params.id ?? ''), Number(raw));
  };

  const version = async (ctx: MergeRequestContext, id: number | undefined): Promise<MergeRequestDiffRow | null> => {
    const versions = await diffVersions(app.db, ctx.mr.id);
    if (id === undefined) return versions[0] ?? null;
    return versions.find((v) => v.id === id) ?? null;
  };

  // ---- REST v4 ----

  app.get('/api/v4/projects/:id/merge_requests', CACHED, async (request, reply) => {
    const project = await loadMrProject(app.db, request.viewer, idOrPath((request.params as Params).id ?? ''));
    const query = request.query as Query;
    return listJson(request, reply, { ...listFilters(query), projectId: project.project.id }, parsePage(query));
  });

  app.get('/api/v4/merge_requests', CACHED, async (request, reply) => {
    const query = request.query as Query;
    const filters = listFilters(query);
    // GitLab: created_by_me unless told otherwise; only `scope=all` answers anonymous callers.
    const scope = String(query.scope ?? 'created_by_me');
    if (!['created_by_me', 'assigned_to_me', 'reviews_for_me', 'all', 'created-by-me', 'assigned-to-me'].includes(scope)) throw new AppError('VALIDATION_FAILED', 'scope does not have a valid value');
    if (scope !== 'all' && !request.viewer.user) throw new AppError('UNAUTHORIZED');
    const me = request.viewer.user?.id;
    if (scope.startsWith('created') && me !== undefined) filters.authorId = me;
    if (scope.startsWith('assigned') && me !== undefined) filters.assigneeId = me;
    if (scope === 'reviews_for_me' && me !== undefined) filters.reviewerId = me;
    return listJson(request, reply, { ...filters, state: filters.state ?? 'all' }, parsePage(query));
  });

  // The single object (GET …/merge_requests/:merge_request_iid) is the issuable core's (kind.ts restJson).

  app.post('/api/v4/projects/:id/merge_requests', TEXT_ROUTE, async (request, reply) => {
    const user = requireUser(request.viewer);
    const project = await loadMrProject(app.db, request.viewer, idOrPath((request.params as Params).id ?? ''));
    if (!project.abilities.create) throw new AppError('FORBIDDEN');
    const input = parseInput(apiCreateBody, request.body);
    const result = await createMergeRequest(app.db, app.live, dataDir, user, project, {
      title: input.title,
      description: input.description,
      sourceBranch: input.source_branch,
      targetBranch: input.target_branch,
      assigneeIds: await knownUsers(app, input.assignee_ids ?? (input.assignee_id ? [input.assignee_id] : undefined)),
      reviewerIds: await knownUsers(app, input.reviewer_ids),
      labelIds: await labelIdsByTitle(app, project, input.labels, true),
      milestoneId: input.milestone_id,
      squash: input.squash,
      removeSourceBranch: input.remove_source_branch,
    });
    if (result.kind === 'invalid') {
      if (result.status === 400) throw new AppError('VALIDATION_FAILED', result.errors as Record<string, string[]>);
      return reply.code(result.status).send({ message: result.errors });
    }
    const ctx = await loadMergeRequestIn(app.db, request.viewer, project, result.mr.iid);
    return reply.code(201).send(await singleJson(request.viewer, ctx));
  });

  app.put('/api/v4/projects/:id/merge_requests/:merge_request_iid', TEXT_ROUTE, async (request, reply) => {
    const user = requireUser(request.viewer);
    const ctx = await apiLoad(request);
    if (!ctx.abilities.update) throw new AppError('FORBIDDEN');
    const input = parseInput(apiUpdateBody, request.body);
    const current = (await mrRelations(app.db, [ctx.mr])).get(ctx.mr.id);
    let labelIds = await labelIdsByTitle(app, ctx, input.labels, true);
    if (input.add_labels || input.remove_labels) {
      const add = (await labelIdsByTitle(app, ctx, input.add_labels, true)) ?? [];
      const remove = new Set((await labelIdsByTitle(app, ctx, input.remove_labels, false)) ?? []);
      labelIds = [...new Set([...(labelIds ?? current?.labels.map((l) => l.id) ?? []), ...add])].filter((id) => !remove.has(id));
    }
    const changes: MergeRequestChanges = {
      title: input.title,
      description: input.description,
      stateEvent: input.state_event,
      targetBranch: input.target_branch,
      draft: input.draft,
      discussionLocked: input.discussion_locked,
      squash: input.squash,
      removeSourceBranch: input.remove_source_branch,
      milestoneId: input.milestone_id === 0 ? null : input.milestone_id,
      assigneeIds: await knownUsers(app, input.assignee_ids ?? (input.assignee_id === undefined ? undefined : input.assignee_id === null || input.assignee_id === 0 ? [] : [input.assignee_id])),
      reviewerIds: await knownUsers(app, input.reviewer_ids),
      labelIds,
    };
    const result = await updateMergeRequest(app.db, app.live, dataDir, user, ctx, changes);
    if (result.kind === 'conflict') return reply.code(409).send({ message: MR_MESSAGES.stale });
    if (result.kind === 'invalid') {
      if (Array.isArray(result.errors)) return reply.code(422).send({ message: result.errors });
      throw new AppError('VALIDATION_FAILED', result.errors);
    }
    return singleJson(request.viewer, await loadMergeRequestIn(app.db, request.viewer, ctx, ctx.mr.iid));
  });

  app.delete('/api/v4/projects/:id/merge_requests/:merge_request_iid', async (request, reply) => {
    requireUser(request.viewer);
    const ctx = await apiLoad(request);
    if (!ctx.abilities.destroy) throw new AppError('FORBIDDEN');
    await destroyMergeRequest(app.db, app.live, ctx.mr);
    return reply.code(204).send();
  });

  app.put('/api/v4/projects/:id/merge_requests/:merge_request_iid/merge', async (request, reply) => {
    const user = requireUser(request.viewer);
    const ctx = await apiLoad(request);
    if (!ctx.abilities.merge) throw new AppError('UNAUTHORIZED');
    const input = parseInput(mergeBody, request.body ?? {});
    const result = await mergeMergeRequest(app.db, app.live, dataDir, user, ctx, { sha: input.sha, squash: input.squash, mergeCommitMessage: input.merge_commit_message, removeSourceBranch: input.should_remove_source_branch });
    if (result.kind === 'refused') return reply.code(result.status).send({ message: result.message });
    return singleJson(request.viewer, await loadMergeRequestIn(app.db, request.viewer, ctx, ctx.mr.iid));
  });

  app.post('/api/v4/projects/:id/merge_requests/:merge_request_iid/subscribe', async (request, reply) => {
    const user = requireUser(request.viewer);
    const ctx = await apiLoad(request);
    if (await isSubscribed(app.db, user.id, { type: 'MergeRequest', id: ctx.mr.id, authorId: ctx.mr.authorId })) return reply.code(304).send();
    await setSubscription(app.db, user.id, { type: 'MergeRequest', id: ctx.mr.id, projectId: ctx.project.id }, true);
    return reply.code(201).send(await singleJson(request.viewer, ctx));
  });

  // ---- approvals (API::MergeRequestApprovals) ----

  const approvalsAnswer = async (viewer: Viewer, ctx: MergeRequestContext) => {
    const single = await singleJson(viewer, ctx);
    return approvalsJson(base, ctx, await approvalsOf(app.db, ctx.mr.id), viewer.user, single.merge_status);
  };

  app.get('/api/v4/projects/:id/merge_requests/:merge_request_iid/approvals', CACHED, async (request) => approvalsAnswer(request.viewer, await apiLoad(request)));

  app.get('/api/v4/projects/:id/merge_requests/:merge_request_iid/approval_state', CACHED, async (request) => {
    await apiLoad(request);
    return approvalStateJson();
  });

  const approveBody = z.object({ sha: z.string().optional(), approval_password: z.string().optional() }).loose();

  app.post('/api/v4/projects/:id/merge_requests/:merge_request_iid/approve', async (request, reply) => {
    const user = requireUser(request.viewer);
    const ctx = await apiLoad(request);
    if (!ctx.abilities.approve) throw new AppError('FORBIDDEN');
    const input = parseInput(approveBody, request.body ?? {});
    if (input.sha !== undefined) {
      const head = (await version(ctx, undefined))?.headCommitSha ?? null;
      if (input.sha !== head) return reply.code(409).send({ message: MR_MESSAGES.approveShaMismatch(head) });
    }
    if (!(await approveMergeRequest(app.db, app.live, user, ctx))) throw new AppError('UNAUTHORIZED');
    return reply.code(201).send(await approvalsAnswer(request.viewer, ctx));
  });

  app.post('/api/v4/projects/:id/merge_requests/:merge_request_iid/unapprove', async (request, reply) => {
    const user = requireUser(request.viewer);
    const ctx = await apiLoad(request);
    if (!ctx.abilities.approve) throw new AppError('FORBIDDEN');
    if (!(await unapproveMergeRequest(app.db, app.live, user, ctx))) throw new AppError('NOT_FOUND', '404 Not found');
    return reply.code(201).send(await approvalsAnswer(request.viewer, ctx));
  });

  /** The diff of the latest version (REST `changes` and `diffs`), `access_raw_diffs` lifting the limits. */
  const latestDiff = async (ctx: MergeRequestContext, options: DiffOptions = {}) => {
    const latest = await version(ctx, undefined);
    return { latest, diff: latest ? await versionDiff(repoOf(dataDir, ctx), latest, options) : { files: [], overflow: false, real_size: 0 } };
  };

  app.get('/api/v4/projects/:id/merge_requests/:merge_request_iid/changes', CACHED, async (request) => {
    const ctx = await apiLoad(request);
    const { latest, diff } = await latestDiff(ctx);
    return { ...(await singleJson(request.viewer, ctx)), changes: diff.files.map(restDiffJson), overflow: diff.overflow, diff_refs: diffRefs(latest) };
  });

  app.get('/api/v4/projects/:id/merge_requests/:merge_request_iid/diffs', CACHED, async (request, reply) => {
    const ctx = await apiLoad(request);
    const page = parsePage(request.query);
    const { diff } = await latestDiff(ctx);
    setPaginationHeaders(request, reply, page, diff.files.length);
    return diff.files.slice(page.offset, page.offset + page.perPage).map(restDiffJson);
  });

  app.get('/api/v4/projects/:id/merge_requests/:merge_request_iid/versions', CACHED, async (request, reply) => {
    const ctx = await apiLoad(request);
    const versions = await diffVersions(app.db, ctx.mr.id);
    const page = parsePage(request.query);
    setPaginationHeaders(request, reply, page, versions.length);
    return versions.slice(page.offset, page.offset + page.perPage).map((v) => versionJson(v, ctx.mr));
  });

  app.get('/api/v4/projects/:id/merge_requests/:merge_request_iid/versions/:version_id', CACHED, async (request) => {
    const ctx = await apiLoad(request);
    const raw = (request.params as Params).version_id ?? '';
    const found = /^\d{1,10}$/.test(raw) ? await version(ctx, Number(raw)) : null;
    if (!found) throw new AppError('NOT_FOUND', '404 Not found');
    const [diff, commits] = await Promise.all([
      versionDiff(repoOf(dataDir, ctx), found, { expanded: (request.query as Query).unidiff === undefined ? false : false }),
      found.headCommitSha ? commitsBetween(repoOf(dataDir, ctx), found.baseCommitSha, found.headCommitSha) : Promise.resolve([]),
    ]);
    return { ...versionJson(found, ctx.mr), commits: commits.map(commitJson), diffs: diff.files.map(restDiffJson) };
  });

  const commitJson = (c: Awaited<ReturnType<typeof commitsBetween>>[number]) => ({
    id: c.id,
    short_id: c.short_id,
    created_at: c.committed_date,
    parent_ids: c.parent_ids,
    title: c.title,
    message: c.message,
    author_name: c.author_name,
    author_email: c.author_email,
    authored_date: c.authored_date,
    committer_name: c.committer_name,
    committer_email: c.committer_email,
    committed_date: c.committed_date,
    trailers: {},
    web_url: '',
  });

  app.get('/api/v4/projects/:id/merge_requests/:merge_request_iid/commits', CACHED, async (request, reply) => {
    const ctx = await apiLoad(request);
    const latest = await version(ctx, undefined);
    const commits = latest?.headCommitSha ? await commitsBetween(repoOf(dataDir, ctx), latest.baseCommitSha, latest.headCommitSha) : [];
    const page = parsePage(request.query);
    setPaginationHeaders(request, reply, page, commits.length);
    return commits.slice(page.offset, page.offset + page.perPage).map((c) => ({ ...commitJson(c), web_url: `${base}/${ctx.fullPath}/-/commit/${c.id}` }));
  });

  app.get('/api/v4/projects/:id/merge_requests/:merge_request_iid/participants', CACHED, async (request) => {
    const ctx = await apiLoad(request);
    const rel = (await mrRelations(app.db, [ctx.mr])).get(ctx.mr.id);
    const commenters = await app.db
      .selectDistinct({ user: users })
      .from(notes)
      .innerJoin(users, eq(users.id, notes.authorId))
      .where(and(eq(notes.noteableType, 'MergeRequest'), eq(notes.noteableId, ctx.mr.id), eq(notes.internal, false)));
    const seen = new Map<number, UserRow>();
    for (const u of [ctx.author, ...(rel?.assignees ?? []), ...(rel?.reviewers ?? []), ...commenters.map((c) => c.user)]) if (!seen.has(u.id)) seen.set(u.id, u);
    return [...seen.values()].map((u) => userBasicJson(base, u));
  });

  // ---- web JSON ----

  const webLoad = (request: FastifyRequest) => {
    const params = request.params as Params;
    const match = /^(\d{1,10})(?:\.json)?$/.exec(params.iid ?? '');
    if (!match) throw new AppError('MERGE_REQUEST_NOT_FOUND');
    return loadMergeRequest(app.db, request.viewer, { fullPath: fullPathOf(params) }, Number(match[1]));
  };
  const web = (suffix: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    app.route({ method: 'GET', url: projectRoute(`/-/merge_requests/:iid${suffix}`), handler, ...CACHED });

  /** The version and start the diff routes compare (`diff_id`, `start_sha`), and the `w=1` option. */
  const diffSelection = async (request: FastifyRequest, ctx: MergeRequestContext) => {
    const query = request.query as Query;
    const diffId = query.diff_id === undefined || query.diff_id === '' ? undefined : Number(query.diff_id);
    const versions = await diffVersions(app.db, ctx.mr.id);
    const selected = diffId === undefined ? (versions[0] ?? null) : (versions.find((v) => v.id === diffId) ?? null);
    if (!selected) throw new AppError('NOT_FOUND');
    const startSha = typeof query.start_sha === 'string' && /^[0-9a-f]{40}$/.test(query.start_sha) ? query.start_sha : null;
    const startVersion = startSha ? (versions.find((v) => v.headCommitSha === startSha) ?? null) : null;
    if (startSha && !startVersion) throw new AppError('NOT_FOUND');
    const ignoreWhitespace = String(query.w ?? '0') === '1';
    const fileCtx: DiffFileContext = { base, fullPath: ctx.fullPath, mr: ctx.mr, version: selected, fromSha: startSha ?? selected.baseCommitSha ?? '' };
    return { versions, selected, startSha, startVersion, ignoreWhitespace, fileCtx };
  };

  web('/diffs_metadata.json', async (request) => {
    const ctx = await webLoad(request);
    const sel = await diffSelection(request, ctx);
    const diff = await versionDiff(repoOf(dataDir, ctx), sel.selected, { ignoreWhitespace: sel.ignoreWhitespace, startSha: sel.startSha });
    const latest = sel.versions[0];
    const path = `/${ctx.fullPath}/-/merge_requests/${ctx.mr.iid}`;
    const versionIndex = (v: MergeRequestDiffRow) => sel.versions.length - sel.versions.indexOf(v);
    return {
      real_size: diff.overflow ? `${diff.files.length}+` : String(diff.real_size),
      size: diff.files.length,
      branch_name: ctx.mr.sourceBranch,
      source_branch_exists: true,
      target_branch_name: ctx.mr.targetBranch,
      merge_request_diff: { id: sel.selected.id, version_index: versionIndex(sel.selected), created_at: sel.selected.createdAt.toISOString(), head_commit_sha: sel.selected.headCommitSha, base_commit_sha: sel.selected.baseCommitSha, start_commit_sha: sel.selected.startCommitSha },
      latest_diff: sel.selected.id === latest?.id,
      latest_version_path: `${path}/diffs`,
      added_lines: diff.files.reduce((n, f) => n + f.added_lines, 0),
      removed_lines: diff.files.reduce((n, f) => n + f.removed_lines, 0),
      render_overflow_warning: diff.overflow,
      email_patch_path: `${path}.patch`,
      plain_diff_path: `${path}.diff`,
      merge_request_diffs: sel.versions.map((v) => ({
        id: v.id,
        version_index: versionIndex(v),
        created_at: v.createdAt.toISOString(),
        commits_count: v.commitsCount,
        short_commit_sha: v.headCommitSha?.slice(0, 8) ?? null,
        head_commit_sha: v.headCommitSha,
        base_commit_sha: v.baseCommitSha,
        start_commit_sha: v.startCommitSha,
        latest: v.id === latest?.id,
        selected: v.id === sel.selected.id,
        version_path: `${path}/diffs?diff_id=${v.id}`,
        head_version_path: `${path}/diffs?diff_head=true`,
        compare_path: `${path}/diffs?diff_id=${sel.selected.id}&start_sha=${v.headCommitSha}`,
        base_version_path: `${path}/diffs?diff_id=${v.id}`,
      })),
      start_version: sel.startVersion ? { id: sel.startVersion.id, head_commit_sha: sel.startVersion.headCommitSha, version_index: versionIndex(sel.startVersion) } : null,
      start_sha: sel.startSha,
      commit: null,
      context_commits: null,
      definition_path_prefix: `/${ctx.fullPath}/-/blob/${sel.selected.headCommitSha}`,
      source_project_full_path: ctx.fullPath,
      source_project_default_url: `${base}/${ctx.fullPath}`,
      project_path: ctx.fullPath,
      project_name: ctx.project.name,
      can_merge: ctx.abilities.merge,
      has_conflicts: false,
      diff_head_sha: latest?.headCommitSha ?? null,
      diff_refs: { base_sha: sel.startSha ?? sel.selected.baseCommitSha, start_sha: sel.startSha ?? sel.selected.startCommitSha, head_sha: sel.selected.headCommitSha },
      diff_files: diff.files.map((f) => diffFileMetadataJson(f)),
    };
  });

  web('/diffs_batch.json', async (request) => {
    const ctx = await webLoad(request);
    const sel = await diffSelection(request, ctx);
    const query = request.query as Query;
    const page = Math.max(1, Number(query.page ?? 1) || 1);
    const perPage = Math.min(Math.max(1, Number(query.per_page ?? 30) || 30), 100);
    const view = diffLinesView(query.view);
    const diff = await versionDiff(repoOf(dataDir, ctx), sel.selected, { ignoreWhitespace: sel.ignoreWhitespace, startSha: sel.startSha });
    const totalPages = Math.max(1, Math.ceil(diff.files.length / perPage));
    const slice = diff.files.slice((page - 1) * perPage, page * perPage);
    const next = page < totalPages ? page + 1 : null;
    const slicePaths = slice.flatMap((f) => [f.old_path, f.new_path]);
    const threads = await diffThreadsOn(app.db, base, dataDir, request.viewer, { fullPath: ctx.fullPath, mrId: ctx.mr.id }, sel.selected.headCommitSha, sel.fileCtx.fromSha, slicePaths);
    return {
      diff_files: slice.map((f) => diffFileJson(f, sel.fileCtx, sel.ignoreWhitespace && f.diff === '' && !f.binary && !f.renamed_file, threads, view)),
      pagination: { current_page: page, next_page: next, total_pages: totalPages, next_page_href: next === null ? null : `/${ctx.fullPath}/-/merge_requests/${ctx.mr.iid}/diffs_batch.json?page=${next}&per_page=${perPage}${view === 'both' ? '' : `&view=${view}`}` },
    };
  });

  web('/diff_for_path.json', async (request) => {
    const ctx = await webLoad(request);
    const sel = await diffSelection(request, ctx);
    const query = request.query as Query;
    const oldPath = typeof query.old_path === 'string' ? query.old_path : undefined;
    const newPath = typeof query.new_path === 'string' ? query.new_path : undefined;
    const identifier = typeof query.file_identifier === 'string' ? query.file_identifier : undefined;
    const paths = [oldPath, newPath].filter((p): p is string => !!p);
    const diff = await versionDiff(repoOf(dataDir, ctx), sel.selected, { ignoreWhitespace: sel.ignoreWhitespace, startSha: sel.startSha, expanded: true, paths: paths.length ? [...new Set(paths)] : undefined });
    const file = diff.files.find((f) => (identifier ? diffFileMetadataJson(f).file_identifier_hash === identifier : true) && (!newPath || f.new_path === newPath) && (!oldPath || f.old_path === oldPath));
    if (!file) throw new AppError('NOT_FOUND');
    const threads = await diffThreadsOn(app.db, base, dataDir, request.viewer, { fullPath: ctx.fullPath, mrId: ctx.mr.id }, sel.selected.headCommitSha, sel.fileCtx.fromSha, [file.old_path, file.new_path]);
    return { diff_files: [diffFileJson(file, sel.fileCtx, false, threads, diffLinesView(query.view))] };
  });

  web('/commits.json', async (request) => {
    const ctx = await webLoad(request);
    const latest = await version(ctx, undefined);
    const commits = latest?.headCommitSha ? await commitsBetween(repoOf(dataDir, ctx), latest.baseCommitSha, latest.headCommitSha) : [];
    return { count: commits.length, commits: commits.map((c) => ({ ...commitJson(c), commit_url: `${base}/${ctx.fullPath}/-/commit/${c.id}` })) };
  });

  /**
   * Context expansion (Projects::BlobController#diff with Blobs::UnfoldPresenter): lines `since`..`to`
   * (1-based; `to=-1` or `full=true`: to the end) of a file at a commit, as diff lines whose old number is
   * the new one minus `offset`; with `unfold=true` a match line above (or below with `bottom=true`) when
   * more is hidden there.
   */
  app.get(projectRoute('/-/blob/:sha/*'), CACHED, async (request) => {
    const params = request.params as Params;
    const rest = params['*'] ?? '';
    if (!rest.endsWith('/diff')) throw new AppError('NOT_FOUND');
    const path = rest.slice(0, -'/diff'.length);
    const project = await loadMrProject(app.db, request.viewer, { fullPath: fullPathOf(params) });
    const sha = params.sha ?? '';
    if (!/^[0-9a-f]{40}$/.test(sha) || path === '') throw new AppError('NOT_FOUND');
    let content: string;
    try {
      content = await git(repoOf(dataDir, project), ['cat-file', 'blob', `${sha}:${path}`]);
    } catch {
      throw new AppError('NOT_FOUND');
    }
    const lines = content.split('\n');
    if (lines.at(-1) === '') lines.pop();
    const query = request.query as Query;
    const int = (value: unknown, fallback: number) => (typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : fallback);
    const full = String(query.full ?? '') === 'true';
    const since = full ? 1 : Math.max(1, int(query.since, 1));
    const rawTo = full ? -1 : int(query.to, -1);
    const to = rawTo < 0 ? lines.length : Math.min(rawTo, lines.length);
    const offset = int(query.offset, 0);
    const unfold = String(query.unfold ?? '') === 'true';
    const bottom = String(query.bottom ?? '') === 'true';
    const hash = sha1(path);
    const language = diffLanguageOf(path);
    const out: ReturnType<typeof diffLineJson>[] = [];
    for (let n = since; n <= to; n++) {
      out.push(diffLineJson({ type: null, old_line: n - offset, new_line: n, old_pos: n - offset, new_pos: n, text: ` ${lines[n - 1] ?? ''}`, line_code: `${hash}_${n - offset}_${n}` }, language));
    }
    if (unfold) {
      if (bottom && to < lines.length) out.push(diffLineJson({ type: 'match', old_line: null, new_line: null, old_pos: to - offset, new_pos: to, text: '', line_code: null }));
      else if (!bottom && since !== 1) out.unshift(diffLineJson({ type: 'match', old_line: null, new_line: null, old_pos: since, new_pos: since, text: '', line_code: null }));
    }
    return out;
  });
};
