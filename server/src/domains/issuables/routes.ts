import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { TEXT_ROUTE } from '../../lib/bodyLimit.ts';
import { fullPathOf, groupRoute, projectRoute } from '../../lib/namespacePaths.ts';
import { idOrPath, parseBool, parseInput } from '../../lib/params.ts';
import { fullMessages } from '../../lib/validation.ts';
import { toggleAwardEmoji } from '../awards/queries.ts';
import { INVALID_EMOJI_NAME, isValidEmojiName } from '../awards/rules.ts';
import { findVersion, previousVersion, softDeleteVersions } from '../description-versions/queries.ts';
import { descriptionDiffHtml } from '../description-versions/rules.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { UserRow } from '../users/tables.ts';
import { issuableKinds, type IssuableKind, type LoadedIssuable } from './kind.ts';
import { publishIssuableEvents } from './events.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };
type Params = Record<string, string | undefined>;
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const nameBody = z.object({ name: z.string({ error: 'is missing' }).min(1, 'is missing') }).loose();
const positive = (raw: unknown) => (typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

function requireUser(viewer: Viewer): UserRow {
  if (!viewer.user) throw new AppError('UNAUTHORIZED');
  return viewer.user;
}

/**
 * The routes every issuable kind shares, produced from its registration (issuables/kind.ts) at
 * GitLab's paths: `{project|group path}/-/{segment}/:iid(.json)` GET (page JSON), PUT/PATCH (update:
 * 409 stale lock_version, 422 validation), DELETE and the delete form's POST (`destroy_confirm`),
 * `realtime_changes`, `toggle_award_emoji`, `toggle_subscription`, `descriptions/:version_id(/diff)`,
 * and REST v4's single object.
 */
export function kindRoutes<Ctx extends LoadedIssuable>(app: FastifyInstance, kind: IssuableKind<Ctx>): void {
  const on = kind.handlers(app);
  const route = kind.namespace === 'project' ? projectRoute : groupRoute;
  const path = (suffix: string) => route(`/-/${kind.segment}/:iid${suffix}`);
  const each = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', suffix: string, handler: Handler, options: object = {}) => app.route({ method, url: path(suffix), handler, ...options });

  /** `:iid` of a web route: digits, optionally `.json` (`/-/issues/5.json`); anything else is the kind's 404. */
  const webIid = (raw: string | undefined, allowJson: boolean): number => {
    const match = raw ? (allowJson ? /^(\d{1,10})(?:\.json)?$/ : /^(\d{1,10})$/).exec(raw) : null;
    if (!match) throw new AppError(kind.notFound);
    return Number(match[1]);
  };
  const load = (request: FastifyRequest, allowJson: boolean): Promise<Ctx> => {
    const params = request.params as Params;
    return kind.load(app.db, request.viewer, { fullPath: fullPathOf(params) }, webIid(params.iid, allowJson));
  };

  each('GET', '', async (request) => on.pageJson(request.viewer, await load(request, true)), CACHED);

  each(
    'GET',
    '/realtime_changes',
    async (request, reply) => {
      const ctx = await load(request, false);
      const json = await on.realtimeChanges(request.viewer, ctx);
      reply.header('Poll-Interval', String(kind.pollInterval));
      return json;
    },
    CACHED,
  );

  const update: Handler = async (request, reply) => {
    const user = requireUser(request.viewer);
    const ctx = await load(request, true);
    // GitLab answers 404 to readers who may not update (authorize_update_issuable!).
    if (!ctx.abilities.update) throw new AppError('NOT_FOUND');
    const result = await on.update(user, ctx, request.body);
    if (result.kind === 'conflict') return reply.code(409).send({ errors: [kind.staleMessage] });
    if (result.kind === 'invalid') return reply.code(422).send({ errors: fullMessages(result.errors) });
    return on.pageJson(request.viewer, await kind.reload(app.db, request.viewer, ctx));
  };
  // A description of up to 1,048,576 characters: the length rule answers, not a bare 413.
  each('PUT', '', update, TEXT_ROUTE);
  each('PATCH', '', update, TEXT_ROUTE);

  const destroy = async (request: FastifyRequest, reply: FastifyReply, form: boolean) => {
    requireUser(request.viewer);
    const ctx = await load(request, true);
    // GitLab: access_denied! (404) unless the user may destroy it.
    if (!ctx.abilities.destroy) throw new AppError('NOT_FOUND');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (!parseBool(body.destroy_confirm ?? query.destroy_confirm, 'destroy_confirm')) return reply.code(422).send({ errors: kind.destroyConfirmationMessage });
    await on.destroy(ctx);
    const indexPath = `${kind.namespace === 'group' ? '/groups' : ''}/${ctx.fullPath}/-/${kind.segment}`;
    if (form) return reply.code(302).header('location', indexPath).send();
    return { web_url: indexPath };
  };
  each('DELETE', '', (request, reply) => destroy(request, reply, false));
  // The delete form: POST with `_method=delete`, `authenticity_token` (checked by the CSRF plugin) and `destroy_confirm`.
  each('POST', '', (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (String(body._method ?? '').toLowerCase() !== 'delete') throw new AppError('NOT_FOUND');
    const wantsJson = (request.headers.accept ?? '').includes('application/json') || request.url.split('?')[0]?.endsWith('.json') === true;
    return destroy(request, reply, !wantsJson);
  });

  // The award bar's toggle ({ ok }).
  each('POST', '/toggle_award_emoji', async (request) => {
    const user = requireUser(request.viewer);
    const ctx = await load(request, false);
    const { name } = parseInput(nameBody, request.body);
    if (!isValidEmojiName(name)) throw new AppError('VALIDATION_FAILED', { name: [INVALID_EMOJI_NAME] });
    if (!on.canAward(request.viewer, ctx)) return { ok: false };
    await toggleAwardEmoji(app.db, ctx.owner, name, user.id);
    // Live clients hear of it (the award bar reads the emoji's name).
    await publishIssuableEvents({ db: app.db, live: app.live }, { type: 'touched', issuable: kind.ref(ctx), reason: 'award_emoji', award: name });
    return { ok: true };
  });

  // The sidebar's notifications toggle.
  each('POST', '/toggle_subscription', async (request) => {
    const user = requireUser(request.viewer);
    const ctx = await load(request, false);
    const subscribed = !(await kind.isSubscribed(app.db, user.id, ctx));
    await kind.setSubscription(app.db, user.id, ctx, subscribed);
    return { subscribed };
  });

  /** Issuable::DescriptionDiffActions: a version (404 when missing, or when `start_version_id` names a later or unknown one). */
  const version = async (request: FastifyRequest) => {
    const versionId = positive((request.params as Params).version_id);
    if (versionId === null) throw new AppError('NOT_FOUND');
    const ctx = await load(request, false);
    const found = await findVersion(app.db, ctx.owner, versionId);
    if (!found) throw new AppError('NOT_FOUND');
    const startId = positive((request.query as Record<string, unknown>).start_version_id);
    const start = startId === null ? undefined : await findVersion(app.db, ctx.owner, startId);
    if (startId !== null && (!start || start.id > found.id)) throw new AppError('NOT_FOUND');
    return { ctx, version: found, start };
  };

  each('GET', '/descriptions/:version_id/diff', async (request, reply) => {
    const { ctx, version: found, start } = await version(request);
    if (found.deletedAt) throw new AppError('NOT_FOUND');
    const before = await previousVersion(app.db, ctx.owner, (start ?? found).id);
    return reply.type('text/html; charset=utf-8').send(descriptionDiffHtml(before?.description ?? '', found.description ?? ''));
  });

  each('DELETE', '/descriptions/:version_id', async (request) => {
    requireUser(request.viewer);
    const { ctx, version: found, start } = await version(request);
    // admin_description_version: reporter+ (the web answers 404 to others).
    if (!ctx.abilities.admin) throw new AppError('NOT_FOUND');
    await softDeleteVersions(app.db, ctx.owner, found.id, start?.id ?? null);
    return {};
  });

  // ---- REST v4: the single object ----
  const collection = kind.namespace === 'project' ? 'projects' : 'groups';
  app.get(`/api/v4/${collection}/:id/${kind.rest.segment}/:${kind.rest.iidParam}`, CACHED, async (request) => {
    const params = request.params as Params;
    const raw = params[kind.rest.iidParam] ?? '';
    if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw new AppError(kind.notFound);
    const ctx = await kind.load(app.db, request.viewer, idOrPath(params.id ?? ''), Number(raw));
    return on.restJson(request.viewer, ctx);
  });
}

/** The shared routes of every registered kind (domains/kinds.ts registers them). */
export const issuableRoutes: FastifyPluginAsync = async (app) => {
  for (const kind of issuableKinds()) kindRoutes(app, kind);
};
