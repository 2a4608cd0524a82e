import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { idOrPath } from '../../lib/params.ts';
import { codeReadableProject, type RepositoryProject } from './access.ts';
import { publishRepositoryEvents, ZERO_SHA } from './events.ts';
import { initRepository } from './git.ts';
import { listBranches, mergedBranches, readCommitsById, resolveCommit, validBranchName, type BranchInfo } from './reads.ts';
import { canPushToBranch, DEFAULT_BRANCH, isProtectedBranch } from './rules.ts';
import { branchJson } from './serializers.ts';
import { pusher } from './service.ts';
import { deleteBranch, moveBranch } from './writes.ts';

type Params = { id: string; branch?: string };

/** A string parameter from the query or the body (GitLab's API takes either). */
export function param(request: FastifyRequest, name: string): string | undefined {
  const fromBody = (request.body as Record<string, unknown> | undefined)?.[name];
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.[name];
  const value = fromBody ?? fromQuery;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new AppError('VALIDATION_FAILED', `${name} is invalid`);
  return String(value);
}

export function required(request: FastifyRequest, name: string): string {
  const value = param(request, name);
  if (value === undefined) throw new AppError('VALIDATION_FAILED', `${name} is missing`);
  return value;
}

/** GitLab's branch search: `^term` starts with, `term$` ends with, otherwise contains; case-insensitive. */
function matchesSearch(name: string, search: string): boolean {
  const lower = name.toLowerCase();
  let term = search.toLowerCase();
  const start = term.startsWith('^');
  const end = term.endsWith('$');
  if (start) term = term.slice(1);
  if (end) term = term.slice(0, -1);
  if (start && end) return lower === term;
  if (start) return lower.startsWith(term);
  if (end) return lower.endsWith(term);
  return lower.includes(term);
}

/** The branches API (GitLab 16.2 `repository/branches`): list, show, create, delete. */
export const branchRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const dataDir = app.config.dataDir;
  const load = (request: FastifyRequest<{ Params: Params }>) => codeReadableProject(app.db, dataDir, request.viewer, idOrPath(request.params.id));

  const present = async (project: RepositoryProject, branches: BranchInfo[]) => {
    const [commits, merged] = await Promise.all([
      readCommitsById(
        project.repo,
        branches.map((branch) => branch.sha),
      ),
      mergedBranches(project.repo, `refs/heads/${DEFAULT_BRANCH}`),
    ]);
    return branches.map((branch) => {
      const commit = commits.get(branch.sha);
      if (!commit) throw new Error(`branch ${branch.name} points at no commit`);
      return branchJson(base, project.fullPath, branch, commit, { merged: branch.name !== DEFAULT_BRANCH && merged.has(branch.name), canPush: canPushToBranch(project.access, branch.name) });
    });
  };

  app.get<{ Params: Params }>('/api/v4/projects/:id/repository/branches', async (request, reply) => {
    const project = await load(request);
    const page = parsePage(request.query);
    const search = param(request, 'search');
    const sort = param(request, 'sort') ?? 'name_asc';
    if (!['name_asc', 'updated_asc', 'updated_desc'].includes(sort)) throw new AppError('VALIDATION_FAILED', 'sort does not have a valid value');
    let branches = (await listBranches(project.repo)).filter((branch) => !search || matchesSearch(branch.name, search));
    if (sort !== 'name_asc') {
      const commits = await readCommitsById(
        project.repo,
        branches.map((branch) => branch.sha),
      );
      const time = (branch: BranchInfo) => Date.parse(commits.get(branch.sha)?.committedDate ?? '') || 0;
      branches = branches.sort((a, b) => (sort === 'updated_asc' ? time(a) - time(b) : time(b) - time(a)));
    }
    setPaginationHeaders(request, reply, page, branches.length);
    return present(project, branches.slice(page.offset, page.offset + page.perPage));
  });

  app.get<{ Params: Params }>('/api/v4/projects/:id/repository/branches/:branch', async (request) => {
    const project = await load(request);
    const name = request.params.branch ?? '';
    const sha = await resolveCommit(project.repo, `refs/heads/${name}`);
    if (!sha) throw new AppError('BRANCH_NOT_FOUND');
    const [branch] = await present(project, [{ name, sha }]);
    return branch;
  });

  app.post<{ Params: Params }>('/api/v4/projects/:id/repository/branches', async (request, reply) => {
    const project = await load(request);
    const user = pusher(request, project);
    const name = required(request, 'branch');
    const ref = required(request, 'ref');
    await initRepository(project.repo);
    if (!(await validBranchName(project.repo, name))) throw new AppError('VALIDATION_FAILED', 'Branch name is invalid');
    if (await resolveCommit(project.repo, `refs/heads/${name}`)) throw new AppError('VALIDATION_FAILED', 'Branch already exists');
    const sha = await resolveCommit(project.repo, ref);
    if (!sha) throw new AppError('VALIDATION_FAILED', `Invalid reference name: ${ref}`);
    if (!(await moveBranch(project.repo, name, sha, null))) throw new AppError('VALIDATION_FAILED', 'Branch already exists');
    await publishRepositoryEvents(
      { db: app.db, live: app.live, dataDir },
      [{ type: 'pushed', projectId: project.project.id, userId: user.id, ref: `refs/heads/${name}`, before: ZERO_SHA, after: sha }],
      (error, subscriber) => request.log.error({ err: error, subscriber }, 'repository event subscriber failed'),
    );
    const [branch] = await present(project, [{ name, sha }]);
    return reply.code(201).send(branch);
  });

  app.delete<{ Params: Params }>('/api/v4/projects/:id/repository/branches/:branch', async (request, reply) => {
    const project = await load(request);
    const user = pusher(request, project);
    const name = request.params.branch ?? '';
    const sha = await resolveCommit(project.repo, `refs/heads/${name}`);
    if (!sha) throw new AppError('BRANCH_NOT_FOUND');
    if (name === DEFAULT_BRANCH) throw new AppError('VALIDATION_FAILED', 'The default branch of a project cannot be deleted.');
    if (isProtectedBranch(name)) throw new AppError('METHOD_NOT_ALLOWED', 'Protected branch cant be deleted');
    if (!(await deleteBranch(project.repo, name, sha))) throw new AppError('CONFLICT');
    await publishRepositoryEvents(
      { db: app.db, live: app.live, dataDir },
      [{ type: 'pushed', projectId: project.project.id, userId: user.id, ref: `refs/heads/${name}`, before: sha, after: ZERO_SHA }],
      (error, subscriber) => request.log.error({ err: error, subscriber }, 'repository event subscriber failed'),
    );
    return reply.code(204).send();
  });
};
