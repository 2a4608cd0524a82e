import { and, desc, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { idNumber } from '../../lib/params.ts';
import { fullNames, listVisibleGroups } from '../groups/queries.ts';
import { groupJson } from '../groups/serializers.ts';
import { groups } from '../groups/tables.ts';
import { readableIssuesCondition } from '../issues/queries.ts';
import { issues } from '../issues/tables.ts';
import { memberships } from '../memberships/tables.ts';
import { listVisibleProjects } from '../projects/queries.ts';
import { projectJson } from '../projects/serializers.ts';
import { projects } from '../projects/tables.ts';
import { findUserById } from '../users/queries.ts';
import { userBasicJson } from '../users/serializers.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

/** Events listed at most (newest first), as a profile's activity shows. */
const MAX_EVENTS = 500;

/**
 * What a user's profile shows, each through the reader's visibility rules: their contribution events
 * (API::Events `GET /users/:id/events`: issues they opened or closed, where the reader may read the
 * issue), the projects they contributed to (`GET /users/:id/contributed_projects`) and, an extension
 * GitLab's REST lacks (its profile reads it from a web route), the groups they are a member of
 * (`GET /users/:id/groups`).
 */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  const userOf = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const id = idNumber(request.params.id);
    const user = id ? await findUserById(app.db, id) : undefined;
    if (!user) throw new AppError('USER_NOT_FOUND');
    return user;
  };

  app.get<{ Params: { id: string } }>('/api/v4/users/:id/events', CACHED, async (request, reply) => {
    const user = await userOf(request);
    const page = parsePage(request.query);
    const rows = await app.db
      .select({ issue: issues })
      .from(issues)
      .innerJoin(projects, eq(projects.id, issues.projectId))
      .where(and(await readableIssuesCondition(request.viewer), or(eq(issues.authorId, user.id), eq(issues.closedById, user.id))))
      .orderBy(desc(issues.updatedAt))
      .limit(MAX_EVENTS);
    const events = rows
      .flatMap(({ issue }) => [
        ...(issue.authorId === user.id ? [{ issue, action: 'opened' as const, at: issue.createdAt }] : []),
        ...(issue.closedById === user.id && issue.closedAt && issue.state === 'closed' ? [{ issue, action: 'closed' as const, at: issue.closedAt }] : []),
      ])
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.issue.id - a.issue.id);
    setPaginationHeaders(request, reply, page, events.length);
    const author = userBasicJson(base, user);
    return events.slice(page.offset, page.offset + page.perPage).map(({ issue, action, at }) => ({
      // Synthesised from the issue: one event per action on it.
      id: issue.id * 2 + (action === 'closed' ? 1 : 0),
      project_id: issue.projectId,
      action_name: action,
      target_id: issue.id,
      target_iid: issue.iid,
      target_type: 'Issue',
      author_id: user.id,
      target_title: issue.title,
      created_at: at.toISOString(),
      author,
      author_username: user.username,
    }));
  });

  app.get<{ Params: { id: string } }>('/api/v4/users/:id/contributed_projects', CACHED, async (request, reply) => {
    const user = await userOf(request);
    const page = parsePage(request.query);
    const contributed = await app.db
      .selectDistinct({ id: issues.projectId })
      .from(issues)
      .where(or(eq(issues.authorId, user.id), eq(issues.closedById, user.id)));
    const { rows, total } = await listVisibleProjects(app.db, request.viewer, { ids: contributed.map((row) => row.id), orderBy: 'last_activity_at', sort: 'desc' }, page);
    setPaginationHeaders(request, reply, page, total);
    return rows.map((row) => projectJson(base, row.project, row.namespace, row.namespaceFullName));
  });

  app.get<{ Params: { id: string } }>('/api/v4/users/:id/groups', CACHED, async (request, reply) => {
    const user = await userOf(request);
    const page = parsePage(request.query);
    const member = await app.db
      .select({ id: groups.id })
      .from(memberships)
      .innerJoin(groups, eq(groups.id, memberships.sourceId))
      .where(and(eq(memberships.userId, user.id), eq(memberships.sourceType, 'group')));
    const { rows, total } = await listVisibleGroups(app.db, request.viewer, { ids: member.map((row) => row.id) }, page);
    const names = await fullNames(app.db, rows);
    setPaginationHeaders(request, reply, page, total);
    return rows.map((group) => groupJson(base, group, names.get(group.id) ?? group.name));
  });
};
