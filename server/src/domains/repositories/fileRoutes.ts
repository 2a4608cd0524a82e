import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { idOrPath, parseBool } from '../../lib/params.ts';
import { codeReadableProject, type RepositoryProject } from './access.ts';
import { param, required } from './branchRoutes.ts';
import { decodeContent } from './commitRoutes.ts';
import { gitBuffer } from './git.ts';
import { blobAt, lastCommitFor, resolveCommit } from './reads.ts';
import { DEFAULT_BRANCH } from './rules.ts';
import { commitToBranch } from './service.ts';
import type { CommitAction } from './writes.ts';

type Params = { id: string; file_path: string };

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
};

/** git's own test for binary content: a NUL byte in the first 8000 bytes. */
export function isBinary(content: Buffer): boolean {
  return content.subarray(0, 8000).includes(0);
}

/**
 * How a raw file is sent (GitLab's send_git_blob): images inline with their type, other binary files as
 * downloads, text as UTF-8 plain text (never HTML or SVG that could run in our origin); always `nosniff`.
 */
export function sendRaw(reply: FastifyReply, fileName: string, content: Buffer): FastifyReply {
  const extension = fileName.split('.').at(-1)?.toLowerCase() ?? '';
  const image = IMAGE_TYPES[extension];
  const disposition = (kind: 'inline' | 'attachment') => `${kind}; filename="${fileName.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  reply.header('x-content-type-options', 'nosniff');
  if (image) reply.type(image).header('content-disposition', disposition('inline'));
  else if (isBinary(content)) reply.type('application/octet-stream').header('content-disposition', disposition('attachment'));
  else reply.type('text/plain; charset=utf-8').header('content-disposition', disposition('inline'));
  return reply.send(content);
}

/** The repository files API (GitLab 16.2 `repository/files/:file_path`): read, raw, and create/update/delete as commits. */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  const dataDir = app.config.dataDir;
  const load = (request: FastifyRequest<{ Params: Params }>) => codeReadableProject(app.db, dataDir, request.viewer, idOrPath(request.params.id));

  /** The file at `ref` with what GitLab's answer and `X-Gitlab-*` headers say about it. */
  const readFile = async (project: RepositoryProject, filePath: string, ref: string) => {
    const sha = await resolveCommit(project.repo, ref);
    if (!sha) throw new AppError('COMMIT_NOT_FOUND');
    const blob = await blobAt(project.repo, sha, filePath);
    if (!blob) throw new AppError('FILE_NOT_FOUND');
    const content = await gitBuffer(project.repo, ['cat-file', 'blob', blob.id]);
    const facts = {
      file_name: filePath.split('/').at(-1) ?? filePath,
      file_path: filePath,
      size: blob.size,
      encoding: 'base64',
      content_sha256: createHash('sha256').update(content).digest('hex'),
      ref,
      blob_id: blob.id,
      commit_id: sha,
      last_commit_id: (await lastCommitFor(project.repo, sha, filePath)) ?? sha,
      execute_filemode: blob.mode === '100755',
    };
    return { facts, content };
  };

  const gitlabHeaders = (reply: FastifyReply, facts: Awaited<ReturnType<typeof readFile>>['facts']) => {
    for (const [key, value] of Object.entries(facts)) reply.header(`x-gitlab-${key.replace(/_/g, '-')}`, String(value));
  };

  app.get<{ Params: Params }>('/api/v4/projects/:id/repository/files/:file_path', async (request, reply) => {
    const project = await load(request);
    const { facts, content } = await readFile(project, request.params.file_path, required(request, 'ref'));
    gitlabHeaders(reply, facts);
    const { file_name, file_path, size, encoding, content_sha256, ref, blob_id, commit_id, last_commit_id, execute_filemode } = facts;
    return { file_name, file_path, size, encoding, content: content.toString('base64'), content_sha256, ref, blob_id, commit_id, last_commit_id, execute_filemode };
  });

  app.get<{ Params: Params }>('/api/v4/projects/:id/repository/files/:file_path/raw', async (request, reply) => {
    const project = await load(request);
    const { facts, content } = await readFile(project, request.params.file_path, param(request, 'ref') ?? DEFAULT_BRANCH);
    gitlabHeaders(reply, facts);
    return sendRaw(reply, facts.file_name, content);
  });

  /** Create, update and delete: one commit each, on `branch` (or a new one from `start_branch`). */
  const change = (kind: 'create' | 'update' | 'delete') => async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const project = await load(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const branch = required(request, 'branch');
    const message = required(request, 'commit_message');
    const action: CommitAction = {
      action: kind,
      filePath: request.params.file_path,
      executeFilemode: parseBool(body.execute_filemode, 'execute_filemode'),
      lastCommitId: param(request, 'last_commit_id'),
    };
    if (kind !== 'delete') {
      if (body.content === undefined) throw new AppError('VALIDATION_FAILED', 'content is missing');
      action.content = decodeContent(body.content, body.encoding, { content: 'content', encoding: 'encoding' });
    }
    await commitToBranch(app, request, project, {
      branch,
      startBranch: param(request, 'start_branch'),
      message,
      actions: [action],
      author: { name: param(request, 'author_name'), email: param(request, 'author_email') },
    });
    if (kind === 'delete') return reply.code(204).send();
    return reply.code(kind === 'create' ? 201 : 200).send({ file_path: request.params.file_path, branch });
  };
  app.post<{ Params: Params }>('/api/v4/projects/:id/repository/files/:file_path', change('create'));
  app.put<{ Params: Params }>('/api/v4/projects/:id/repository/files/:file_path', change('update'));
  app.delete<{ Params: Params }>('/api/v4/projects/:id/repository/files/:file_path', change('delete'));
};
