import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { loadIssue } from '../issues/service.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import { findVersion, previousVersion, softDeleteVersions } from './queries.ts';
import { descriptionDiffHtml } from './rules.ts';

const positive = (raw: unknown) => (typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

/** Description version diff and soft delete (Issuable::DescriptionDiffActions). */
export const descriptionVersionRoutes: FastifyPluginAsync = async (app) => {
  const context = async (request: FastifyRequest) => {
    const params = request.params as Record<string, string | undefined>;
    const iid = positive(params.iid);
    const versionId = positive(params.version_id);
    if (iid === null || versionId === null) throw new AppError('NOT_FOUND');
    const ctx = await loadIssue(app.db, request.viewer, { fullPath: fullPathOf(params) }, iid);
    const owner = { type: 'Issue' as const, id: ctx.issue.id };
    const version = await findVersion(app.db, owner, versionId);
    if (!version) throw new AppError('NOT_FOUND');
    const startId = positive((request.query as Record<string, unknown>).start_version_id);
    const start = startId === null ? undefined : await findVersion(app.db, owner, startId);
    if (startId !== null && (!start || start.id > version.id)) throw new AppError('NOT_FOUND');
    return { ctx, owner, version, start };
  };

  app.get(projectRoute('/-/issues/:iid/descriptions/:version_id/diff'), async (request, reply) => {
    const { owner, version, start } = await context(request);
    if (version.deletedAt) throw new AppError('NOT_FOUND');
    const before = await previousVersion(app.db, owner, (start ?? version).id);
    return reply.type('text/html; charset=utf-8').send(descriptionDiffHtml(before?.description ?? '', version.description ?? ''));
  });

  app.delete(projectRoute('/-/issues/:iid/descriptions/:version_id'), async (request) => {
    if (!request.viewer.user) throw new AppError('UNAUTHORIZED');
    const { ctx, owner, version, start } = await context(request);
    // admin_description_version: reporter+ (the web answers 404 to others).
    if (!ctx.abilities.issue.adminIssue) throw new AppError('NOT_FOUND');
    await softDeleteVersions(app.db, owner, version.id, start?.id ?? null);
    return {};
  });
};
