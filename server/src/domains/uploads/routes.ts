import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { findGroup } from '../groups/queries.ts';
import { canReadGroup } from '../groups/rules.ts';
import type { GroupRow } from '../groups/tables.ts';
import { evaluateProjectAbilities } from '../issues/rules.ts';
import { loadProject } from '../issues/service.ts';
import { fullPathOf, groupRoute, projectRoute } from '../../lib/namespacePaths.ts';
import { contentDisposition, INVALID_FILE_MESSAGE, MAX_UPLOAD_BYTES, servingOf, UPLOAD_TOO_LARGE_MESSAGE, uploadLink } from './rules.ts';
import { findUpload, storeUpload, uploadFilePath, type UploadOwner } from './service.ts';
import type { UploadRow } from './tables.ts';

type Params = Record<string, string | undefined>;

/**
 * Markdown attachments (GitLab's UploadsController): `POST /:project/uploads` and
 * `POST /groups/:group/-/uploads` store a file and answer the markdown to insert; the GET routes serve
 * it to whoever may read the project or group.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const dataDir = app.config.dataDir;
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });

  /** The project the viewer may read (404 otherwise) and whether they may attach files to it (can_create_note). */
  const project = async (request: FastifyRequest) => {
    const ctx = await loadProject(app.db, request.viewer, { fullPath: fullPathOf(request.params as Params) });
    return { ctx, canUpload: evaluateProjectAbilities(request.viewer.facts, ctx.project, ctx.accessLevel).createNote };
  };

  /** The group the viewer may read (404 otherwise); signed-in readers may attach files (epics' notes). */
  const group = async (request: FastifyRequest): Promise<{ group: GroupRow; canUpload: boolean }> => {
    const found = await findGroup(app.db, { fullPath: fullPathOf(request.params as Params) });
    if (!found || !canReadGroup(request.viewer.facts, found, await request.viewer.groupAccess(found))) throw new AppError('GROUP_NOT_FOUND');
    return { group: found, canUpload: request.viewer.signedIn };
  };

  /** Reads the multipart `file` field; 413 past the size limit, 422 without a (non-empty) file. */
  const receive = async (request: FastifyRequest): Promise<{ name: string; data: Buffer }> => {
    if (!request.isMultipart()) throw new AppError('UNPROCESSABLE', INVALID_FILE_MESSAGE);
    let file: { name: string; data: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: part.filename, data };
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE_MESSAGE);
      if ((error as { code?: string }).code?.startsWith('FST_')) throw new AppError('UNPROCESSABLE', INVALID_FILE_MESSAGE);
      throw error;
    }
    if (!file || file.data.length === 0 || !file.name) throw new AppError('UNPROCESSABLE', INVALID_FILE_MESSAGE);
    return file;
  };

  const create = async (request: FastifyRequest, owner: UploadOwner, canUpload: boolean) => {
    if (!request.viewer.user) throw new AppError('UNAUTHORIZED');
    // GitLab's authorize_upload_file!: render_404 for readers who may not upload.
    if (!canUpload) throw new AppError('NOT_FOUND');
    const file = await receive(request);
    const upload = await storeUpload(app.db, dataDir, owner, file, request.viewer.user.id);
    return { link: uploadLink(upload.secret, upload.filename) };
  };

  const serve = async (reply: FastifyReply, upload: UploadRow) => {
    const file = uploadFilePath(dataDir, upload);
    const stat = await fs.stat(file).catch(() => {
      throw new AppError('NOT_FOUND');
    });
    const { contentType, disposition } = servingOf(upload.filename);
    return reply
      .header('content-type', contentType)
      .header('content-disposition', contentDisposition(disposition, upload.filename))
      .header('content-length', String(stat.size))
      .header('x-content-type-options', 'nosniff')
      // Even if a browser rendered it, an upload runs nothing and loads nothing.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=60')
      .send(createReadStream(file));
  };

  // Storing a file changes no cached answer (nothing lists uploads).
  const KEEPS_CACHE = { config: { invalidatesReadCache: false } };
  app.post(projectRoute('/uploads'), KEEPS_CACHE, async (request) => {
    const { ctx, canUpload } = await project(request);
    return create(request, { projectId: ctx.project.id }, canUpload);
  });
  app.get(projectRoute('/uploads/:secret/:filename'), async (request, reply) => {
    const { ctx } = await project(request);
    const params = request.params as Params;
    return serve(reply, await findUpload(app.db, { projectId: ctx.project.id }, params.secret ?? '', params.filename ?? ''));
  });
  app.post(groupRoute('/-/uploads'), KEEPS_CACHE, async (request) => {
    const found = await group(request);
    return create(request, { groupId: found.group.id }, found.canUpload);
  });
  app.get(groupRoute('/-/uploads/:secret/:filename'), async (request, reply) => {
    const found = await group(request);
    const params = request.params as Params;
    return serve(reply, await findUpload(app.db, { groupId: found.group.id }, params.secret ?? '', params.filename ?? ''));
  });
};
