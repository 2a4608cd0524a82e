import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { users } from '../users/tables.ts';
import { ABUSE_CATEGORIES, abuseReports, type AbuseCategory } from './tables.ts';

export const ABUSE_REPORT_THANKS = 'Thank you for your report. A GitLab administrator will look into it shortly.';
const MESSAGE_MAX = 5000;
const URL_MAX = 512;

/** `abuse_report[category]` (flat form keys) or `{ abuse_report: { category } }` (JSON). */
function field(body: Record<string, unknown>, name: string): string | undefined {
  const nested = body.abuse_report;
  const value = nested && typeof nested === 'object' ? (nested as Record<string, unknown>)[name] : body[`abuse_report[${name}]`];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Only paths on this site are followed after the form post (no open redirect). */
const safeRedirect = (url: string | undefined) => (url && /^\/(?!\/)/.test(url) ? url : url && /^https?:\/\//.test(url) ? new URL(url).pathname : '/');

/** AbuseReportsController#set_user's alerts. */
export const ABUSE_USER_DELETED = 'Cannot create the abuse report. The user has been deleted.';
export const ABUSE_USER_BLOCKED = 'Cannot create the abuse report. This user has been blocked.';

/** The report-abuse drawer's steps (AbuseReportsController#add_category, then #create). */
export const abuseReportRoutes: FastifyPluginAsync = async (app) => {
  // Step 1, the drawer's "Next": the category chosen for a user. GitLab renders the report form (message,
  // screenshot) from it; we have no server-rendered page, so the answer is that form's state as JSON,
  // to be posted with a message to POST /-/abuse_reports. Nothing is stored.
  app.post('/-/abuse_reports/add_category', async (request, reply) => {
    const reporter = request.viewer.user;
    if (!reporter) throw new AppError('UNAUTHORIZED');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const rawUserId = (typeof body.user_id === 'string' || typeof body.user_id === 'number' ? String(body.user_id) : undefined) ?? field(body, 'user_id');
    const category = field(body, 'category');
    const reportedFromUrl = field(body, 'reported_from_url') ?? null;
    const userId = rawUserId && /^\d{1,10}$/.test(rawUserId) ? Number(rawUserId) : undefined;
    const [user] = userId === undefined ? [] : await app.db.select().from(users).where(eq(users.id, userId));
    if (!user) return reply.code(422).send({ errors: [ABUSE_USER_DELETED] });
    if (user.state === 'blocked') return reply.code(422).send({ errors: [ABUSE_USER_BLOCKED] });
    const errors: string[] = [];
    if (!category) errors.push("Category can't be blank");
    else if (!(ABUSE_CATEGORIES as readonly string[]).includes(category)) errors.push('Category is not included in the list');
    if (reportedFromUrl !== null && reportedFromUrl.length > URL_MAX) errors.push(`Reported from url is too long (maximum is ${URL_MAX} characters)`);
    if (errors.length > 0) return reply.code(422).send({ errors });
    return {
      abuse_report: { user_id: user.id, category, reported_from_url: reportedFromUrl },
      user: { id: user.id, username: user.username, name: user.name },
      report_path: '/-/abuse_reports',
    };
  });

  app.post('/-/abuse_reports', async (request, reply) => {
    const reporter = request.viewer.user;
    if (!reporter) throw new AppError('UNAUTHORIZED');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const rawUserId = field(body, 'user_id') ?? (typeof body.user_id === 'string' || typeof body.user_id === 'number' ? String(body.user_id) : undefined);
    const category = field(body, 'category');
    const message = field(body, 'message') ?? null;
    const reportedFromUrl = field(body, 'reported_from_url') ?? null;

    const errors: string[] = [];
    const userId = rawUserId && /^\d{1,10}$/.test(rawUserId) ? Number(rawUserId) : undefined;
    const [user] = userId === undefined ? [] : await app.db.select().from(users).where(eq(users.id, userId));
    if (!user) errors.push("User can't be blank");
    else if (user.id === reporter.id) errors.push('User cannot be yourself');
    if (!category) errors.push("Category can't be blank");
    else if (!(ABUSE_CATEGORIES as readonly string[]).includes(category)) errors.push('Category is not included in the list');
    if (message !== null && message.length > MESSAGE_MAX) errors.push(`Message is too long (maximum is ${MESSAGE_MAX} characters)`);
    if (reportedFromUrl !== null && reportedFromUrl.length > URL_MAX) errors.push(`Reported from url is too long (maximum is ${URL_MAX} characters)`);
    if (user && category && errors.length === 0) {
      const [previous] = await app.db
        .select({ id: abuseReports.id })
        .from(abuseReports)
        .where(and(eq(abuseReports.reporterId, reporter.id), eq(abuseReports.userId, user.id), eq(abuseReports.category, category as AbuseCategory)));
      if (previous) errors.push('You have already reported this user');
    }
    if (errors.length > 0 || !user) return reply.code(422).send({ errors });

    await app.db.insert(abuseReports).values({ reporterId: reporter.id, userId: user.id, category: category as AbuseCategory, message, reportedFromUrl });
    const wantsJson = (request.headers.accept ?? '').includes('application/json') || (request.headers['content-type'] ?? '').includes('application/json');
    if (wantsJson) return { message: ABUSE_REPORT_THANKS };
    return reply.code(302).header('location', safeRedirect(reportedFromUrl ?? undefined)).send();
  });
};
