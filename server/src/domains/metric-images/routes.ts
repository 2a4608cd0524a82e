import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { idNumber, idOrPath, parseInput } from '../../lib/params.ts';
import { findIssueByIid } from '../issues/queries.ts';
import { canReadIssue } from '../issues/rules.ts';
import { confidentialAssigneesOf } from '../issues/assignees.ts';
import { loadIssue, type IssueContext } from '../issues/service.ts';
import { issueRef } from '../issues/live.ts';
import { publishIssuableEvents } from '../issuables/events.ts';
import { issues } from '../issues/tables.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { issueMetricImages } from './tables.ts';
import {
  deleteMetricImage,
  findMetricImage,
  isImageFileName,
  listMetricImages,
  MAX_METRIC_IMAGE_BYTES,
  metricImageJson,
  metricUrlErrors,
  saveMetricImage,
  uploadsRoot,
} from './service.ts';

const CACHED = { config: { readCache: true } };

const updateBody = z
  .object({
    url: z.string().max(2048).nullable().optional(),
    url_text: z.string().max(2048).nullable().optional(),
  })
  .loose();

const imageId = (raw: string) => (/^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/** Incident metric images (GitLab's REST API), files under `<dataDir>/uploads/`. */
export const metricImageRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const dataDir = app.config.dataDir;
  // Multipart only for these routes (the plugin is encapsulated).
  await app.register(multipart, { limits: { fileSize: MAX_METRIC_IMAGE_BYTES, files: 1, fields: 10 } });

  const restIssue = (request: FastifyRequest) => {
    const params = request.params as { id: string; issue_iid: string };
    if (!/^\d{1,10}$/.test(params.issue_iid)) throw new AppError('ISSUE_NOT_FOUND');
    return loadIssue(app.db, request.viewer, idOrPath(params.id), idNumber(params.issue_iid));
  };

  /** upload/update/destroy_issuable_metric_image: reporter+ (signed in), on incidents only. */
  const writable = async (request: FastifyRequest): Promise<IssueContext> => {
    if (!request.viewer.user) throw new AppError('UNAUTHORIZED');
    const ctx = await restIssue(request);
    if (!ctx.abilities.issue.setIssueMetadata) throw new AppError('FORBIDDEN');
    if (ctx.issue.issueType !== 'incident') throw new AppError('VALIDATION_FAILED', 'Not allowed!');
    return ctx;
  };

  /** After an image was saved, changed or deleted: the core's event (live clients re-read the issue). */
  const imageChanged = (ctx: IssueContext) => publishIssuableEvents({ db: app.db, live: app.live }, { type: 'touched', issuable: issueRef(ctx.issue), reason: 'metric_image' });

  app.get('/api/v4/projects/:id/issues/:issue_iid/metric_images', CACHED, async (request) => {
    const ctx = await restIssue(request);
    return (await listMetricImages(app.db, ctx.issue.id)).map((image) => metricImageJson(base, image));
  });

  app.post('/api/v4/projects/:id/issues/:issue_iid/metric_images', async (request, reply) => {
    const ctx = await writable(request);
    if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', { file: ['is missing'] });
    let upload: { name: string; data: Buffer } | undefined;
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer().catch((error: unknown) => {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('VALIDATION_FAILED', 'File is too large');
          throw error;
        });
        if (part.fieldname === 'file') upload = { name: part.filename, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (!upload || upload.data.length === 0) throw new AppError('VALIDATION_FAILED', { file: ['is missing'] });
    if (!isImageFileName(upload.name)) throw new AppError('VALIDATION_FAILED', { file: ['You are not allowed to upload "' + (upload.name.split('.').pop() ?? '') + '" files, allowed types: png, jpg, jpeg, gif, bmp, tiff, ico, webp'] });
    const errors = metricUrlErrors(fields.url, fields.url_text);
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', errors);
    const image = await saveMetricImage(app.db, dataDir, ctx.issue.id, upload, { url: fields.url, urlText: fields.url_text });
    await imageChanged(ctx);
    return reply.code(201).send(metricImageJson(base, image));
  });

  app.put<{ Params: { image_id: string } }>('/api/v4/projects/:id/issues/:issue_iid/metric_images/:image_id', async (request) => {
    const ctx = await writable(request);
    const image = await findMetricImage(app.db, ctx.issue.id, imageId(request.params.image_id));
    const input = parseInput(updateBody, request.body);
    const errors = metricUrlErrors(input.url, input.url_text);
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', errors);
    const [updated] = await app.db
      .update(issueMetricImages)
      .set({
        ...(input.url !== undefined ? { url: input.url || null } : {}),
        ...(input.url_text !== undefined ? { urlText: input.url_text || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(issueMetricImages.id, image.id))
      .returning();
    await imageChanged(ctx);
    return metricImageJson(base, updated ?? image);
  });

  app.delete<{ Params: { image_id: string } }>('/api/v4/projects/:id/issues/:issue_iid/metric_images/:image_id', async (request, reply) => {
    const ctx = await writable(request);
    const image = await findMetricImage(app.db, ctx.issue.id, imageId(request.params.image_id));
    await deleteMetricImage(app.db, dataDir, image);
    await imageChanged(ctx);
    return reply.code(204).send();
  });

  /** The image file, for readers of the incident. */
  app.get<{ Params: { image_id: string; filename: string } }>('/uploads/-/system/issuable_metric_image/file/:image_id/:filename', async (request, reply) => {
    const [row] = await app.db
      .select({ image: issueMetricImages, issue: issues })
      .from(issueMetricImages)
      .innerJoin(issues, eq(issues.id, issueMetricImages.issueId))
      .where(eq(issueMetricImages.id, imageId(request.params.image_id)));
    if (!row || row.image.file !== request.params.filename) throw new AppError('NOT_FOUND');
    const project = await findProject(app.db, { id: row.issue.projectId });
    const level = project ? await request.viewer.projectAccess(project.project, project.namespace) : 0;
    const found = project ? await findIssueByIid(app.db, project.project.id, row.issue.iid) : undefined;
    if (!project || !found || !canReadProject(request.viewer.facts, project.project, level) || !canReadIssue(request.viewer.facts, found.issue, level, await confidentialAssigneesOf(app.db, found.issue))) throw new AppError('NOT_FOUND');
    const root = uploadsRoot(dataDir);
    const absolute = path.resolve(root, row.image.filePath);
    if (!absolute.startsWith(`${path.resolve(root)}${path.sep}`)) throw new AppError('NOT_FOUND');
    const data = await fs.readFile(absolute).catch(() => {
      throw new AppError('NOT_FOUND');
    });
    const extension = row.image.file.split('.').pop()?.toLowerCase() ?? '';
    const type = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', bmp: 'image/bmp', webp: 'image/webp', ico: 'image/x-icon', tiff: 'image/tiff' }[extension] ?? 'application/octet-stream';
    return reply.header('content-type', type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=60').send(data);
  });
};
