import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { idOrPath, parseBool } from '../../lib/params.ts';
import { codeReadableProject, type RepositoryProject } from './access.ts';
import { param, required } from './branchRoutes.ts';
import { diffBetween } from './diff.ts';
import { commitStats, countCommits, logCommits, readCommit, resolveCommit, type LogFilter } from './reads.ts';
import { DEFAULT_BRANCH } from './rules.ts';
import { commitDetailJson, commitJson, diffJson } from './serializers.ts';
import { commitToBranch } from './service.ts';
import type { CommitAction } from './writes.ts';

type Params = { id: string; sha?: string };

/** git's empty tree: the "parent" a root commit is diffed against. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

const ACTIONS = ['create', 'update', 'move', 'delete', 'chmod'] as const;

function dateParam(request: FastifyRequest, name: string): Date | undefined {
  const raw = param(request, name);
  if (raw === undefined) return undefined;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) throw new AppError('VALIDATION_FAILED', `${name} is invalid`);
  return date;
}

/** Content as the API sends it: text, or base64 (`encoding: base64`). */
export function decodeContent(content: unknown, encoding: unknown, names: { content: string; encoding: string }): Buffer | undefined {
  if (content === undefined || content === null) return undefined;
  if (typeof content !== 'string') throw new AppError('VALIDATION_FAILED', `${names.content} is invalid`);
  if (encoding === undefined || encoding === null || encoding === 'text') return Buffer.from(content, 'utf8');
  if (encoding === 'base64') return Buffer.from(content, 'base64');
  throw new AppError('VALIDATION_FAILED', `${names.encoding} does not have a valid value`);
}

/** `actions[]` of POST /repository/commits, checked as GitLab's Grape params are. */
function parseActions(raw: unknown): CommitAction[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new AppError('VALIDATION_FAILED', 'actions is missing');
  return raw.map((item, index) => {
    const field = `actions[${index}]`;
    if (!item || typeof item !== 'object') throw new AppError('VALIDATION_FAILED', `${field} is invalid`);
    const action = item as Record<string, unknown>;
    if (!ACTIONS.includes(action.action as (typeof ACTIONS)[number])) throw new AppError('VALIDATION_FAILED', `${field}[action] does not have a valid value`);
    if (typeof action.file_path !== 'string' || !action.file_path) throw new AppError('VALIDATION_FAILED', `${field}[file_path] is missing`);
    if (action.action === 'move' && (typeof action.previous_path !== 'string' || !action.previous_path)) throw new AppError('VALIDATION_FAILED', `${field}[previous_path] is missing`);
    const executeFilemode = parseBool(action.execute_filemode, `${field}[execute_filemode]`);
    return {
      action: action.action as CommitAction['action'],
      filePath: action.file_path,
      previousPath: typeof action.previous_path === 'string' ? action.previous_path : undefined,
      content: decodeContent(action.content, action.encoding, { content: `${field}[content]`, encoding: `${field}[encoding]` }),
      executeFilemode,
      lastCommitId: typeof action.last_commit_id === 'string' ? action.last_commit_id : undefined,
    };
  });
}

/** The commits API (GitLab 16.2 `repository/commits`): list, show with stats, diff, and create with actions. */
export const commitRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const dataDir = app.config.dataDir;
  const load = (request: FastifyRequest<{ Params: Params }>) => codeReadableProject(app.db, dataDir, request.viewer, idOrPath(request.params.id));

  /** `ref_name`: a branch, tag or sha, or a range `a..b` / `a...b`, as resolved commits. */
  const revisions = async (project: RepositoryProject, refName: string | undefined, all: boolean): Promise<string[] | null> => {
    if (all) return ['--all'];
    const name = refName ?? DEFAULT_BRANCH;
    const range = /^(.+?)(\.{2,3})(.+)$/.exec(name);
    if (range) {
      const [from, to] = await Promise.all([resolveCommit(project.repo, range[1] ?? ''), resolveCommit(project.repo, range[3] ?? '')]);
      return from && to ? [`${from}${range[2]}${to}`] : null;
    }
    const sha = await resolveCommit(project.repo, name);
    return sha ? [sha] : null;
  };

  const findCommit = async (project: RepositoryProject, ref: string | undefined) => {
    const sha = ref ? await resolveCommit(project.repo, ref) : null;
    const commit = sha ? await readCommit(project.repo, sha) : null;
    if (!commit) throw new AppError('COMMIT_NOT_FOUND');
    return commit;
  };

  app.get<{ Params: Params }>('/api/v4/projects/:id/repository/commits', async (request, reply) => {
    const project = await load(request);
    const page = parsePage(request.query);
    const all = parseBool(param(request, 'all'), 'all') ?? false;
    const withStats = parseBool(param(request, 'with_stats'), 'with_stats') ?? false;
    const filter: LogFilter = {
      path: param(request, 'path'),
      since: dateParam(request, 'since'),
      until: dateParam(request, 'until'),
      author: param(request, 'author'),
      firstParent: parseBool(param(request, 'first_parent'), 'first_parent'),
    };
    const revs = await revisions(project, param(request, 'ref_name'), all);
    if (!revs) {
      setPaginationHeaders(request, reply, page, 0);
      return [];
    }
    const [commits, total] = await Promise.all([logCommits(project.repo, revs, filter, { offset: page.offset, limit: page.perPage }), countCommits(project.repo, revs, filter)]);
    setPaginationHeaders(request, reply, page, total);
    if (!withStats) return commits.map((commit) => commitJson(base, project.fullPath, commit));
    return Promise.all(commits.map(async (commit) => ({ ...commitJson(base, project.fullPath, commit), stats: await commitStats(project.repo, commit.id) })));
  });

  app.get<{ Params: Params }>('/api/v4/projects/:id/repository/commits/:sha', async (request) => {
    const project = await load(request);
    const commit = await findCommit(project, request.params.sha);
    const stats = (parseBool(param(request, 'stats'), 'stats') ?? true) ? await commitStats(project.repo, commit.id) : null;
    return commitDetailJson(base, project.fullPath, project.project.id, commit, stats);
  });

  app.get<{ Params: Params }>('/api/v4/projects/:id/repository/commits/:sha/diff', async (request, reply) => {
    const project = await load(request);
    const commit = await findCommit(project, request.params.sha);
    const page = parsePage(request.query);
    const { files } = await diffBetween(project.repo, commit.parentIds[0] ?? EMPTY_TREE, commit.id, { expanded: true });
    setPaginationHeaders(request, reply, page, files.length);
    return files.slice(page.offset, page.offset + page.perPage).map(diffJson);
  });

  app.post<{ Params: Params }>('/api/v4/projects/:id/repository/commits', async (request, reply) => {
    const project = await load(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const branch = required(request, 'branch');
    const message = required(request, 'commit_message');
    const actions = parseActions(body.actions);
    const sha = await commitToBranch(app, request, project, {
      branch,
      startBranch: param(request, 'start_branch'),
      startSha: param(request, 'start_sha'),
      message,
      actions,
      author: { name: param(request, 'author_name'), email: param(request, 'author_email') },
    });
    const commit = await readCommit(project.repo, sha);
    if (!commit) throw new Error('the new commit is missing');
    const stats = (parseBool(param(request, 'stats'), 'stats') ?? true) ? await commitStats(project.repo, sha) : null;
    return reply.code(201).send(commitDetailJson(base, project.fullPath, project.project.id, commit, stats));
  });
};
