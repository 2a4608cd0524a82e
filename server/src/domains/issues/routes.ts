import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { bool, parseInput } from '../../lib/params.ts';
import { readableProject } from '../projects/routes.ts';
import { defaultIssueScope } from './rules.ts';
import { listIssues } from './queries.ts';
import { issueJson } from './serializers.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

const listQuery = z.object({
  scope: z.enum(['created_by_me', 'assigned_to_me', 'all', 'created-by-me', 'assigned-to-me']).optional(),
  state: z.enum(['opened', 'closed', 'all']).optional(),
  order_by: z.enum(['created_at', 'updated_at']).default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  confidential: z.preprocess(bool, z.boolean().optional()),
  issue_type: z.enum(['issue', 'incident']).optional(),
});

type ListQuery = z.infer<typeof listQuery>;

const normaliseScope = (scope: ListQuery['scope']) => scope?.replace(/-/g, '_') as 'created_by_me' | 'assigned_to_me' | 'all' | undefined;

export const issueRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  app.get('/api/v4/issues', CACHED, async (request, reply) => {
    const query = parseInput(listQuery, request.query);
    const page = parsePage(request.query);
    const viewer = request.viewer;
    const scope = viewer.signedIn ? (normaliseScope(query.scope) ?? defaultIssueScope(viewer.facts)) : 'all';
    const { rows, total } = await listIssues(
      app.db,
      viewer,
      { scope, state: query.state, orderBy: query.order_by, sort: query.sort, confidential: query.confidential, issueType: query.issue_type },
      page,
    );
    setPaginationHeaders(request, reply, page, total);
    return rows.map((row) => issueJson(base, row.issue, row.project, row.namespace, row.author));
  });

  app.get<{ Params: { id: string } }>('/api/v4/projects/:id/issues', CACHED, async (request, reply) => {
    const project = await readableProject(app.db, request.viewer, request.params.id);
    const query = parseInput(listQuery, request.query);
    const page = parsePage(request.query);
    const { rows, total } = await listIssues(
      app.db,
      request.viewer,
      {
        scope: normaliseScope(query.scope) ?? 'all',
        projectId: project.project.id,
        state: query.state,
        orderBy: query.order_by,
        sort: query.sort,
        confidential: query.confidential,
        issueType: query.issue_type,
      },
      page,
    );
    setPaginationHeaders(request, reply, page, total);
    return rows.map((row) => issueJson(base, row.issue, row.project, row.namespace, row.author));
  });
};
