import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { readableProject } from '../projects/readable.ts';
import { canReadCode } from '../projects/rules.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { listTree, readBlob, repositoryPath, type TreeEntry } from './git.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

const DEFAULT_BRANCH = 'main';
/** A branch, tag or commit name git takes as a revision: never an option (`-…`), never `..` or `:`. */
const REF = /^(?!-)(?!.*\.\.)[A-Za-z0-9._/-]{1,255}$/;

/** A path inside the repository: relative, no `.`/`..` segments, no NUL. */
function repositoryFilePath(raw: string): string | null {
  const path = raw.replace(/^\/+|\/+$/g, '');
  if (path === '') return '';
  if (path.includes('\0') || path.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  return path;
}

function refParam(raw: unknown, required: boolean): string {
  if (raw === undefined || raw === '') {
    if (required) throw new AppError('BAD_REQUEST', '400 Bad request - ref is missing');
    return DEFAULT_BRANCH;
  }
  if (typeof raw !== 'string' || !REF.test(raw)) throw new AppError('NOT_FOUND', '404 Tree Not Found');
  return raw;
}

/** The entry `path` names at `ref`, or null. */
async function entryAt(repo: string, ref: string, path: string): Promise<TreeEntry | null> {
  const slash = path.lastIndexOf('/');
  const entries = await listTree(repo, ref, slash === -1 ? '' : path.slice(0, slash));
  return entries.find((entry) => entry.name === path.slice(slash + 1)) ?? null;
}

/**
 * GitLab's repository API (API::Repositories tree, API::Files) over the project's bare repository:
 * readable by those who may read its code (`canReadCode`: reporters and above in a private project);
 * others get the project's 404, as GitLab answers.
 */
export const repositoryRoutes: FastifyPluginAsync = async (app) => {
  const codeOf = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const found = await readableProject(app.db, request.viewer, request.params.id);
    if (!canReadCode(request.viewer.facts, found.project, found.accessLevel)) throw new AppError('PROJECT_NOT_FOUND');
    return repositoryPath(app.config.dataDir, projectFullPath(found.project, found.namespace));
  };

  const file = async (request: FastifyRequest<{ Params: { id: string; file_path: string } }>, refRequired: boolean) => {
    const repo = await codeOf(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const ref = refParam(query.ref, refRequired);
    const path = repositoryFilePath(request.params.file_path);
    const entry = path ? await entryAt(repo, ref, path) : null;
    if (!path || !entry || entry.type !== 'blob') throw new AppError('NOT_FOUND', '404 File Not Found');
    return { ref, path, entry, content: await readBlob(repo, entry.sha) };
  };

  // GET /projects/:id/repository/tree (`path`, `ref`): one directory, trees first, then by name.
  app.get<{ Params: { id: string } }>('/api/v4/projects/:id/repository/tree', CACHED, async (request, reply) => {
    const repo = await codeOf(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const ref = refParam(query.ref, false);
    const directory = repositoryFilePath(typeof query.path === 'string' ? query.path : '');
    if (directory === null) throw new AppError('NOT_FOUND', '404 Tree Not Found');
    const page = parsePage(query);
    const entries = (await listTree(repo, ref, directory)).sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'tree' ? -1 : 1));
    if (entries.length === 0 && directory !== '') throw new AppError('NOT_FOUND', '404 Tree Not Found');
    setPaginationHeaders(request, reply, page, entries.length);
    return entries.slice(page.offset, page.offset + page.perPage).map((entry) => ({
      id: entry.sha,
      name: entry.name,
      type: entry.type,
      path: directory ? `${directory}/${entry.name}` : entry.name,
      mode: entry.mode,
    }));
  });

  // GET /projects/:id/repository/files/:file_path (`ref` required): the file with its content in base64.
  app.get<{ Params: { id: string; file_path: string } }>('/api/v4/projects/:id/repository/files/:file_path', CACHED, async (request) => {
    const { ref, path, entry, content } = await file(request, true);
    const bytes = Buffer.from(content, 'utf8');
    return {
      file_name: path.slice(path.lastIndexOf('/') + 1),
      file_path: path,
      size: bytes.length,
      encoding: 'base64',
      content: bytes.toString('base64'),
      ref,
      blob_id: entry.sha,
    };
  });

  // GET /projects/:id/repository/files/:file_path/raw (`ref` defaults to the default branch).
  app.get<{ Params: { id: string; file_path: string } }>('/api/v4/projects/:id/repository/files/:file_path/raw', CACHED, async (request, reply) => {
    const { content } = await file(request, false);
    return reply.type('text/plain; charset=utf-8').header('x-content-type-options', 'nosniff').send(content);
  });
};
