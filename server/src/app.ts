import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import formbody from '@fastify/formbody';
import { loadConfig, type Config } from './config.ts';
// Registers the issuable kinds with the shared domains (notes, quick actions) before any route runs.
import './domains/kinds.ts';
import type { Database } from './db/database.ts';
import type { AppError} from './errors.ts';
import { codeForStatus, ERRORS, isAppError } from './errors.ts';
import { authPlugin } from './plugins/auth.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { dbPlugin, type StartupSeed } from './plugins/db.ts';
import { graphqlPlugin } from './plugins/graphql.ts';
import { inputPlugin } from './plugins/input.ts';
import { livePlugin } from './plugins/live.ts';
import { readCachePlugin, type ReadCacheOptions } from './plugins/readCache.ts';
import { securityPlugin } from './plugins/security.ts';
import { awardRoutes } from './domains/awards/routes.ts';
import { editorRoutes } from './domains/editor/routes.ts';
import { epicRoutes } from './domains/epics/routes.ts';
import { mergeRequestRoutes } from './domains/merge-requests/routes.ts';
import { draftNoteRoutes } from './domains/merge-requests/draftRoutes.ts';
import { statusCheckRoutes } from './domains/status-checks/routes.ts';
import { issuableRoutes } from './domains/issuables/routes.ts';
import { templateRoutes } from './domains/templates/routes.ts';
import { groupRoutes } from './domains/groups/routes.ts';
import { issueRoutes } from './domains/issues/routes.ts';
import { issueSidebarRoutes } from './domains/issues/sidebarRoutes.ts';
import { labelRoutes } from './domains/labels/routes.ts';
import { issueLinkRoutes } from './domains/issue-links/routes.ts';
import { notificationRoutes } from './domains/notifications/routes.ts';
import { metricImageRoutes } from './domains/metric-images/routes.ts';
import { abuseReportRoutes } from './domains/abuse-reports/routes.ts';
import { milestoneRoutes } from './domains/milestones/routes.ts';
import { noteApiRoutes } from './domains/notes/api.ts';
import { noteWebRoutes } from './domains/notes/routes.ts';
import { projectRoutes } from './domains/projects/routes.ts';
import { registryRoutes } from './domains/registry/routes.ts';
import { sessionRoutes } from './domains/sessions/routes.ts';
import { subscriptionRoutes } from './domains/subscriptions/routes.ts';
import { userRoutes } from './domains/users/routes.ts';
import { avatarRoutes } from './domains/users/avatarRoutes.ts';
import { uploadRoutes } from './domains/uploads/routes.ts';
import { frequentItemRoutes } from './domains/frequent-items/routes.ts';
import { spamRoutes } from './domains/spam/routes.ts';
import { newIssueRoutes } from './domains/issues/newIssueRoutes.ts';
import { moveIssueRoutes } from './domains/issues/moveRoutes.ts';
import { todoRoutes } from './domains/todos/routes.ts';
import { searchRoutes } from './domains/search/routes.ts';
import { profileRoutes } from './domains/profiles/routes.ts';
import { groupMilestoneRoutes } from './domains/milestones/groupRoutes.ts';
import { applicationSettingsRoutes } from './domains/application-settings/routes.ts';
import { registrationRoutes } from './domains/registrations/routes.ts';
import { projectMemberRoutes } from './domains/projects/members.ts';
import { repositoryRoutes } from './domains/repositories/routes.ts';
import { rememberDataDir } from './domains/repositories/dataDirs.ts';
import { suggestionRoutes } from './domains/suggestions/routes.ts';
import { markdownApiRoutes } from './domains/references/markdownApi.ts';
import { personalAccessTokenApiRoutes, personalAccessTokenWebRoutes } from './domains/personal-access-tokens/routes.ts';

import { BODY_LIMIT } from './lib/bodyLimit.ts';
import { rewriteNamespaceUrl } from './lib/namespacePaths.ts';

/** Routes carrying notes or descriptions raise it (lib/bodyLimit.ts: TEXT_BODY_LIMIT). */
export { BODY_LIMIT };

export interface BuildAppOptions {
  /** Already migrated database (tests inject one); otherwise opened from config and closed with the app. */
  db?: Database;
  /** Overrides config.dataDir. */
  dataDir?: string;
  config?: Partial<Config>;
  logger?: FastifyServerOptions['logger'];
  /** Run on a database the app opened, after migrating (server.ts: the seed module's `seedOnStart`). */
  seed?: StartupSeed;
  /** Read cache limits (and clock, for tests); see plugins/readCache.ts. */
  readCache?: Partial<ReadCacheOptions>;
  /** Told every route as it is registered (tests enumerate the routes). */
  onRoute?: (route: RouteOptions) => void;
}

function hasPostgresCode(error: unknown, code: string): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: unknown } | null)?.code === code);
}

const uniqueViolation = (error: unknown) => hasPostgresCode(error, '23505');
/** An id beyond the integer columns (e.g. `/issues/9999999999`) names nothing: 404, not a database error. */
const numberOutOfRange = (error: unknown) => hasPostgresCode(error, '22003');

/** Builds the API. Never listens: server.ts does, tests use app.inject(). */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config, ...(options.dataDir ? { dataDir: options.dataDir } : {}) };
  const app = Fastify({
    logger: options.logger ?? { level: process.env.LOG_LEVEL ?? 'info' },
    bodyLimit: BODY_LIMIT,
    // PGlite's first boot (initdb in WebAssembly) can take longer than fastify's 10 s default.
    pluginTimeout: 120_000,
    // X-Forwarded-For only from our own proxies (config.trustedProxies: the shell's, on the loopback).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // One parameter holds a whole namespace path (lib/namespacePaths.ts): 20 group levels of up to 255
    // characters, joined by `%2F`.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 5500 },
    // Nested namespaces of any depth reach their one route per suffix (lib/namespacePaths.ts).
    rewriteUrl: rewriteNamespaceUrl,
  });

  const onRoute = options.onRoute;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (isAppError(error)) {
      return reply.code(error.status).send({ message: error.body });
    }
    if (numberOutOfRange(error)) {
      return reply.code(404).send({ message: ERRORS.NOT_FOUND.message });
    }
    if (uniqueViolation(error)) {
      return reply.code(409).send({ message: ERRORS.CONFLICT.message });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: ERRORS.INTERNAL.message });
    }
    if (status === 429) return reply.code(429).send({ message: ERRORS.RATE_LIMITED.message });
    const code = codeForStatus(status);
    // Fastify's own 4xx (bad JSON, too large, wrong content type) keep their explanation.
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP') ? error.message : ERRORS[code].message;
    return reply.code(status).send({ message });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ message: ERRORS.NOT_FOUND.message });
  });

  await app.register(dbPlugin, { config, database: options.db, seed: options.seed });
  rememberDataDir(app.db, config.dataDir);
  await app.register(securityPlugin);
  await app.register(inputPlugin);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(livePlugin);
  await app.register(readCachePlugin, options.readCache ?? {});
  await app.register(authPlugin);
  await app.register(csrfPlugin);
  await app.register(graphqlPlugin);

  await app.register(sessionRoutes);
  await app.register(registryRoutes);
  await app.register(userRoutes);
  await app.register(avatarRoutes);
  await app.register(personalAccessTokenApiRoutes);
  await app.register(personalAccessTokenWebRoutes);
  await app.register(groupRoutes);
  await app.register(projectRoutes);
  await app.register(subscriptionRoutes);
  await app.register(issueRoutes);
  await app.register(issueSidebarRoutes);
  await app.register(labelRoutes);
  await app.register(milestoneRoutes);
  await app.register(issueLinkRoutes);
  await app.register(notificationRoutes);
  await app.register(metricImageRoutes);
  await app.register(abuseReportRoutes);
  await app.register(noteWebRoutes);
  await app.register(noteApiRoutes);
  await app.register(editorRoutes);
  await app.register(awardRoutes);
  await app.register(templateRoutes);
  await app.register(uploadRoutes);
  await app.register(frequentItemRoutes);
  await app.register(epicRoutes);
  await app.register(mergeRequestRoutes);
  await app.register(draftNoteRoutes);
  await app.register(statusCheckRoutes);
  // The routes every issuable kind shares, one set per kind registered in domains/kinds.ts.
  await app.register(issuableRoutes);
  await app.register(spamRoutes);
  await app.register(newIssueRoutes);
  await app.register(moveIssueRoutes);
  await app.register(todoRoutes);
  await app.register(searchRoutes);
  await app.register(profileRoutes);
  await app.register(groupMilestoneRoutes);
  await app.register(applicationSettingsRoutes);
  await app.register(registrationRoutes);
  await app.register(projectMemberRoutes);
  await app.register(repositoryRoutes);
  await app.register(suggestionRoutes);
  await app.register(markdownApiRoutes);

  return app;
}
