import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { idOrPath, parseInput } from '../../lib/params.ts';
import { findGroup, listVisibleGroups } from '../groups/queries.ts';
import { namespaceCoreJson } from '../groups/serializers.ts';
import { canReadGroup } from '../groups/rules.ts';
import type { GroupRow } from '../groups/tables.ts';
import { ancestorPaths } from '../memberships/rules.ts';
import { findGroupsByPaths } from '../groups/queries.ts';
import { billableMembersCount, findSubscription, findSubscriptions } from './queries.ts';
import { canReadSubscription } from './rules.ts';
import { FREE_PLAN, gitlabSubscriptionJson } from './serializers.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

const listQuery = z.object({ search: z.string().max(255).optional() });

const rootPath = (group: GroupRow) => ancestorPaths(group.fullPath)[0] ?? group.fullPath;

/** /namespaces (GitLab.com shape with plan and trial extras) and /namespaces/:id/gitlab_subscription. */
export const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  app.get('/api/v4/namespaces', CACHED, async (request, reply) => {
    const viewer = request.viewer;
    if (!viewer.user) throw new AppError('UNAUTHORIZED');
    const query = parseInput(listQuery, request.query);
    const page = parsePage(request.query);
    // Admins see every namespace; others the groups their memberships reach (as GitLab).
    const { rows, total } = await listVisibleGroups(app.db, viewer, { search: query.search, memberOnly: !viewer.isAdmin }, page);
    const roots = await findGroupsByPaths(app.db, rows.map(rootPath));
    const subscriptions = await findSubscriptions(app.db, [...roots.values()].map((root) => root.id));
    setPaginationHeaders(request, reply, page, total);
    return Promise.all(
      rows.map(async (group) => {
        const root = roots.get(rootPath(group));
        const subscription = root ? subscriptions.get(root.id) : undefined;
        return {
          ...namespaceCoreJson(base, group),
          members_count_with_descendants: await billableMembersCount(app.db, group),
          billable_members_count: await billableMembersCount(app.db, root ?? group),
          plan: subscription?.planCode ?? FREE_PLAN.planCode,
          trial_ends_on: subscription?.trialEndsOn ?? null,
          trial: subscription?.trial ?? false,
        };
      }),
    );
  });

  app.get<{ Params: { id: string } }>('/api/v4/namespaces/:id/gitlab_subscription', CACHED, async (request) => {
    const viewer = request.viewer;
    if (!viewer.user) throw new AppError('UNAUTHORIZED');
    const group = await findGroup(app.db, idOrPath(request.params.id));
    const level = group ? await viewer.groupAccess(group) : 0;
    if (!group || !canReadGroup(viewer.facts, group, level)) throw new AppError('NAMESPACE_NOT_FOUND');
    if (!canReadSubscription(viewer.facts, level)) throw new AppError('FORBIDDEN');
    // Subscriptions belong to top-level groups only.
    if (group.parentId !== null) throw new AppError('NAMESPACE_NOT_FOUND');
    return gitlabSubscriptionJson(await findSubscription(app.db, group.id), await billableMembersCount(app.db, group));
  });
};
