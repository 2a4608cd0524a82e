import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { idNumber, idOrPath } from '../../lib/params.ts';
import { userBasicJson } from '../users/serializers.ts';
import { issueParticipants } from './participants.ts';
import { loadIssue } from './service.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

/** The issue sidebar's REST routes beyond the issue itself. */
export const issueSidebarRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  /** GitLab's `GET /projects/:id/issues/:issue_iid/participants`: UserBasic list, paginated (per_page 20, max 100). */
  app.get<{ Params: { id: string; issue_iid: string } }>('/api/v4/projects/:id/issues/:issue_iid/participants', CACHED, async (request, reply) => {
    if (!/^\d{1,10}$/.test(request.params.issue_iid)) throw new AppError('ISSUE_NOT_FOUND');
    const page = parsePage(request.query);
    const ctx = await loadIssue(app.db, request.viewer, idOrPath(request.params.id), idNumber(request.params.issue_iid));
    const participants = await issueParticipants(app.db, request.viewer, ctx);
    setPaginationHeaders(request, reply, page, participants.length);
    return participants.slice(page.offset, page.offset + page.perPage).map((user) => userBasicJson(base, user));
  });
};
