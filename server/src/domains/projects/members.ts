import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { parsePage, setPaginationHeaders, type Page } from '../../lib/pagination.ts';
import { parseInput } from '../../lib/params.ts';
import { escapeLike } from '../../lib/sqlLike.ts';
import { listGroupMembers, type GroupMemberRow } from '../groups/queries.ts';
import { memberJson } from '../groups/serializers.ts';
import type { GroupRow } from '../groups/tables.ts';
import { memberships } from '../memberships/tables.ts';
import { users } from '../users/tables.ts';
import { readableProject } from './readable.ts';
import type { ProjectRow } from './tables.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

const ALL: Page = { page: 1, perPage: 100_000, offset: 0 };

/**
 * A project's members: its own (direct project memberships) and, with `inherited`, those of the groups
 * above it, each user once at their highest level, highest level first, then by name (GitLab's
 * `members/all`).
 */
export async function listProjectMembers(
  db: Db,
  project: ProjectRow,
  namespace: GroupRow,
  options: { inherited: boolean; query?: string | undefined },
  page: Page,
): Promise<{ rows: GroupMemberRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(memberships.sourceType, 'project'), eq(memberships.sourceId, project.id), eq(users.userType, 'human')];
  if (options.query) {
    const term = `%${escapeLike(options.query)}%`;
    conditions.push(or(ilike(users.name, term), ilike(users.username, term)));
  }
  const direct = await db
    .select({ user: users, accessLevel: memberships.accessLevel, createdAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(...conditions));
  const best = new Map<number, GroupMemberRow>();
  for (const row of direct) best.set(row.user.id, { ...row, sourceFullPath: `${namespace.fullPath}/${project.path}` });
  if (options.inherited) {
    const { rows } = await listGroupMembers(db, namespace, { inherited: true, query: options.query }, ALL);
    for (const row of rows) {
      const current = best.get(row.user.id);
      if (!current || row.accessLevel > current.accessLevel) best.set(row.user.id, row);
    }
  }
  const all = [...best.values()].sort((a, b) => b.accessLevel - a.accessLevel || a.user.name.localeCompare(b.user.name) || a.user.id - b.user.id);
  return { rows: all.slice(page.offset, page.offset + page.perPage), total: all.length };
}

const membersQuery = z.object({ query: z.string().max(255).optional() });

/** `GET /projects/:id/members` (direct) and `/members/all` (with inherited): readable by whoever may read the project. */
export const projectMemberRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  for (const [suffix, inherited] of [['members', false], ['members/all', true]] as const) {
    app.get<{ Params: { id: string } }>(`/api/v4/projects/:id/${suffix}`, CACHED, async (request, reply) => {
      const found = await readableProject(app.db, request.viewer, request.params.id);
      const query = parseInput(membersQuery, request.query);
      const page = parsePage(request.query);
      const { rows, total } = await listProjectMembers(app.db, found.project, found.namespace, { inherited, query: query.query }, page);
      setPaginationHeaders(request, reply, page, total);
      return rows.map((row) => memberJson(base, row));
    });
  }
};
