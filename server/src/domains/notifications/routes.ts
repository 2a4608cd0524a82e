import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { idNumber, idOrPath } from '../../lib/params.ts';
import { issueJson } from '../issues/serializers.ts';
import { loadIssue, type IssueContext } from '../issues/service.ts';
import { loadOneIssueMetadata } from '../issues/metadata.ts';
import { epicReadability } from '../issues/view.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { canReadExternalEmails } from '../issues/rules.ts';
import { isSubscribedToIssue, setIssueSubscription } from './service.ts';

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  const subscribedIssueJson = async (viewer: Viewer, ctx: IssueContext, subscribed: boolean) => {
    const metadata = await loadOneIssueMetadata(app.db, ctx.issue);
    const epicReadable = (await epicReadability(viewer, new Map([[ctx.issue.id, metadata]]))).get(ctx.issue.id) ?? false;
    return issueJson(base, ctx.issue, ctx.project, ctx.namespace, ctx.author, { metadata, viewer: { epicReadable, subscribed, readExternalEmails: canReadExternalEmails(viewer.facts, ctx.accessLevel) } });
  };

  // REST v4: 201 with the issue, 304 when nothing changes (GitLab's Subscriptions API).
  for (const action of ['subscribe', 'unsubscribe'] as const) {
    app.post<{ Params: { id: string; issue_iid: string } }>(`/api/v4/projects/:id/issues/:issue_iid/${action}`, async (request, reply) => {
      const user = request.viewer.user;
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!/^\d{1,10}$/.test(request.params.issue_iid)) throw new AppError('ISSUE_NOT_FOUND');
      const ctx = await loadIssue(app.db, request.viewer, idOrPath(request.params.id), idNumber(request.params.issue_iid));
      const wanted = action === 'subscribe';
      if ((await isSubscribedToIssue(app.db, user.id, ctx.issue)) === wanted) return reply.code(304).send();
      await setIssueSubscription(app.db, user.id, ctx.issue, wanted);
      return reply.code(201).send(await subscribedIssueJson(request.viewer, ctx, wanted));
    });
  }
};
