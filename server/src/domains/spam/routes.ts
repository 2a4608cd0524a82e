import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { webIid } from '../issues/iids.ts';
import { loadIssue } from '../issues/service.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import { SPAM_ALREADY_SUBMITTED, SPAM_SUBMITTED_NOTICE } from './rules.ts';
import { submitIssueAsSpam } from './service.ts';

/** SpammableActions::AkismetMarkAsSpamAction for issues: `POST {issue path}/mark_as_spam`. */
export const spamRoutes: FastifyPluginAsync = async (app) => {
  app.post(projectRoute('/-/issues/:iid/mark_as_spam'), async (request, reply) => {
    if (!request.viewer.user) throw new AppError('UNAUTHORIZED');
    const params = request.params as Record<string, string | undefined>;
    const ctx = await loadIssue(app.db, request.viewer, { fullPath: fullPathOf(params) }, webIid(params.iid, false));
    // GitLab: access_denied! (404) unless admin_all_resources (the kernel's reportSpam rule).
    if (!ctx.abilities.project.reportSpam) throw new AppError('NOT_FOUND');
    // Once per issue: the insert does nothing for an issue submitted before.
    if (!(await submitIssueAsSpam(app.db, ctx.issue))) return reply.code(422).send({ message: SPAM_ALREADY_SUBMITTED });
    const issuePath = `/${ctx.fullPath}/-/issues/${ctx.issue.iid}`;
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    // The menu item of GitLab's page is a form post answered with a redirect and a flash notice.
    if (!wantsJson) return reply.code(302).header('location', issuePath).send();
    return { notice: SPAM_SUBMITTED_NOTICE, web_url: issuePath };
  });
};
