import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { idOrPath, parseBool } from '../../lib/params.ts';
import { findProject } from '../projects/queries.ts';
import { codeReadableProject, repositoryProject } from './access.ts';
import { param, required } from './branchRoutes.ts';
import { diffBetween } from './diff.ts';
import { sendRaw } from './fileRoutes.ts';
import { gitBuffer } from './git.ts';
import { blobAt, logCommits, mergeBase, readTree, resolveCommit } from './reads.ts';
import { canReadCode, DEFAULT_BRANCH } from './rules.ts';
import { commitJson, diffJson, treeItemJson } from './serializers.ts';

type Params = { id: string };

/** `repository/tree` and `repository/compare` (GitLab 16.2), and the web raw file route `/-/raw/:sha/*path`. */
export const treeRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const dataDir = app.config.dataDir;
  const load = (request: FastifyRequest<{ Params: Params }>) => codeReadableProject(app.db, dataDir, request.viewer, idOrPath(request.params.id));

  app.get<{ Params: Params }>('/api/v4/projects/:id/repository/tree', async (request, reply) => {
    const project = await load(request);
    const page = parsePage(request.query);
    const recursive = parseBool(param(request, 'recursive'), 'recursive') ?? false;
    const sha = await resolveCommit(project.repo, param(request, 'ref') ?? DEFAULT_BRANCH);
    const items = sha ? await readTree(project.repo, sha, param(request, 'path') ?? '', recursive) : null;
    if (!items) throw new AppError('TREE_NOT_FOUND');
    setPaginationHeaders(request, reply, page, items.length);
    return items.slice(page.offset, page.offset + page.perPage).map(treeItemJson);
  });

  app.get<{ Params: Params }>('/api/v4/projects/:id/repository/compare', async (request) => {
    const project = await load(request);
    const fromName = required(request, 'from');
    const toName = required(request, 'to');
    const straight = parseBool(param(request, 'straight'), 'straight') ?? false;
    const [from, to] = await Promise.all([resolveCommit(project.repo, fromName), resolveCommit(project.repo, toName)]);
    if (!from || !to) throw new AppError('NOT_FOUND');
    // Not straight: what `to` adds since it left `from` (from...to), as merge requests show it.
    const start = straight ? from : ((await mergeBase(project.repo, from, to)) ?? from);
    const commits = (await logCommits(project.repo, [`${from}..${to}`], {}, { offset: 0, limit: 10_000 })).reverse();
    const { files } = await diffBetween(project.repo, start, to, { expanded: true });
    const last = commits.at(-1);
    return {
      commit: last ? commitJson(base, project.fullPath, last) : null,
      commits: commits.map((commit) => commitJson(base, project.fullPath, commit)),
      diffs: files.map(diffJson),
      compare_timeout: false,
      compare_same_ref: fromName === toName,
      web_url: `${base}/${project.fullPath}/-/compare/${fromName}...${toName}`,
    };
  });

  // The viewers' raw file address (spec: project path, /-/raw/, a commit sha, the file path). Hidden
  // projects and unreadable code look absent.
  app.get(projectRoute('/-/raw/:ref/*'), async (request, reply) => {
    const params = request.params as Record<string, string | undefined>;
    const found = await findProject(app.db, { fullPath: fullPathOf(params) });
    const project = found ? await repositoryProject(app.db, dataDir, request.viewer, found) : null;
    if (!project || !canReadCode(project.access)) throw new AppError('NOT_FOUND');
    const sha = await resolveCommit(project.repo, params.ref ?? '');
    const filePath = params['*'] ?? '';
    const blob = sha ? await blobAt(project.repo, sha, filePath) : null;
    if (!blob) throw new AppError('NOT_FOUND');
    reply.header('cache-control', 'private, max-age=60');
    return sendRaw(reply, filePath.split('/').at(-1) ?? filePath, await gitBuffer(project.repo, ['cat-file', 'blob', blob.id]));
  });
};
