import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { isAppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders, type Page } from '../../lib/pagination.ts';
import { subtreeGroupIds } from '../groups/queries.ts';
import { readableGroup } from '../groups/readable.ts';
import { listIssues } from '../issues/queries.ts';
import { issueJson } from '../issues/serializers.ts';
import { listMetadata } from '../issues/view.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { listVisibleProjects } from '../projects/queries.ts';
import { readableProject } from '../projects/readable.ts';
import { projectJson } from '../projects/serializers.ts';
import { listUsers } from '../users/queries.ts';
import { userBasicJson } from '../users/serializers.ts';
import { isSearchScope, parseIssueSearch, type SearchArea } from './query.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

/** Where a search looks: everywhere, in a group's subtree, or in one project. */
type Area = { kind: 'global' } | { kind: 'group'; namespaceIds: number[] } | { kind: 'project'; projectId: number };

interface Found {
  items: unknown[];
  total: number;
}

/** A readable project by full path, or nothing (an unreadable one is as absent as a missing one). */
async function projectIdByPath(db: Db, viewer: Viewer, fullPath: string): Promise<number | null> {
  try {
    return (await readableProject(db, viewer, fullPath)).project.id;
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * GitLab's search API (API::Search): `GET /search`, `/groups/:id/search` and `/projects/:id/search`
 * with `scope` and `search`. Every scope reads through the same visibility rules as its own list
 * (projects, issues with confidentiality and hidden authors, users), so a search finds only what
 * the reader may see. `#12` finds issue 12 of the searched project (any readable project globally),
 * `group/project#12` that project's issue 12.
 */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  const searchIssues = async (viewer: Viewer, area: Area, term: string, state: 'opened' | 'closed' | undefined, page: Page): Promise<Found> => {
    const parsed = parseIssueSearch(term);
    let projectId = area.kind === 'project' ? area.projectId : undefined;
    if (parsed.kind === 'iid' && parsed.projectPath) {
      const referenced = await projectIdByPath(app.db, viewer, parsed.projectPath);
      if (referenced === null || (projectId !== undefined && referenced !== projectId)) return { items: [], total: 0 };
      projectId = referenced;
    }
    const filters = parsed.kind === 'iid' ? { iids: [parsed.iid] } : { search: { words: parsed.words, columns: ['title', 'description'] as ('title' | 'description')[] } };
    const { rows, total } = await listIssues(
      app.db,
      viewer,
      { scope: 'all', state, projectId, namespaceIds: area.kind === 'group' ? area.namespaceIds : undefined, orderBy: 'created_at', sort: 'desc', filters },
      page,
    );
    const meta = await listMetadata(app.db, viewer, rows);
    return { items: rows.map((row) => issueJson(base, row.issue, row.project, row.namespace, row.author, meta(row.issue))), total };
  };

  const searchProjects = async (viewer: Viewer, area: Area, term: string, page: Page): Promise<Found> => {
    const { rows, total } = await listVisibleProjects(
      app.db,
      viewer,
      { search: term, namespaceIds: area.kind === 'group' ? area.namespaceIds : undefined, orderBy: 'last_activity_at', sort: 'desc' },
      page,
    );
    return { items: rows.map((row) => projectJson(base, row.project, row.namespace, row.namespaceFullName)), total };
  };

  const searchUsers = async (viewer: Viewer, term: string, page: Page): Promise<Found> => {
    const { rows, total } = await listUsers(app.db, { search: term, activeOnly: !viewer.isAdmin }, page);
    return { items: rows.map((user) => userBasicJson(base, user)), total };
  };

  const search = async (request: FastifyRequest, reply: FastifyReply, areaKind: SearchArea, resolveArea: () => Promise<Area>) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const scope = typeof query.scope === 'string' ? query.scope : '';
    const term = typeof query.search === 'string' ? query.search.trim() : '';
    // Grape's messages for a missing or invalid parameter.
    if (!scope) return reply.code(400).send({ error: 'scope is missing' });
    if (!isSearchScope(areaKind, scope)) return reply.code(400).send({ error: 'scope does not have a valid value' });
    if (!term) return reply.code(400).send({ error: 'search is missing' });
    if (term.length > 255) return reply.code(400).send({ error: 'search is too long' });
    const state = query.state === 'opened' || query.state === 'closed' ? query.state : undefined;
    if (query.state !== undefined && query.state !== 'all' && !state) return reply.code(400).send({ error: 'state does not have a valid value' });
    const area = await resolveArea();
    const page = parsePage(query);
    const viewer = request.viewer;
    const found =
      scope === 'issues' ? await searchIssues(viewer, area, term, state, page) : scope === 'projects' ? await searchProjects(viewer, area, term, page) : await searchUsers(viewer, term, page);
    setPaginationHeaders(request, reply, page, found.total);
    return found.items;
  };

  app.get('/api/v4/search', CACHED, (request, reply) => search(request, reply, 'global', async () => ({ kind: 'global' })));

  app.get<{ Params: { id: string } }>('/api/v4/groups/:id/search', CACHED, (request, reply) =>
    search(request, reply, 'group', async () => {
      const group = await readableGroup(app.db, request.viewer, request.params.id);
      return { kind: 'group', namespaceIds: await subtreeGroupIds(app.db, group) };
    }),
  );

  app.get<{ Params: { id: string } }>('/api/v4/projects/:id/search', CACHED, (request, reply) =>
    search(request, reply, 'project', async () => ({ kind: 'project', projectId: (await readableProject(app.db, request.viewer, request.params.id)).project.id })),
  );
};
