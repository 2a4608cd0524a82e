import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { TEXT_ROUTE } from '../../lib/bodyLimit.ts';
import { bool, idOrPath, parseInput } from '../../lib/params.ts';
import { toggleAwardEmoji } from '../awards/queries.ts';
import { INVALID_EMOJI_NAME, isValidEmojiName } from '../awards/rules.ts';
import { findVersion, previousVersion, softDeleteVersions } from '../description-versions/queries.ts';
import { descriptionDiffHtml } from '../description-versions/rules.ts';
import { findGroup } from '../groups/queries.ts';
import { canReadGroup } from '../groups/rules.ts';
import { fullMessages } from '../../lib/validation.ts';
import { usersById } from '../users/queries.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { fullPathOf, groupRoute } from '../../lib/namespacePaths.ts';
import { canReadInternalNotes } from '../notes/rules.ts';
import { redactReferences } from '../references/redact.ts';
import { IssueTextRenderer, renderNoteMarkdown } from '../references/render.ts';
import type { UserRow } from '../users/tables.ts';
import { epicParticipants, epicUserNotesCount, epicVotes, isSubscribedToEpic, labelsOfEpic, setEpicSubscription } from './queries.ts';
import { availableEpicCommands, extractEpicCommands } from './quickActions.ts';
import { EPIC_DESTROY_CONFIRMATION_MESSAGE, EPIC_POLL_INTERVAL_MS, STALE_EPIC_MESSAGE } from './rules.ts';
import { epicApiJson, epicPageJson, epicRealtimeChangesJson } from './serializers.ts';
import { destroyEpic, loadEpic, loadEpicIn, publishEpicEvent, updateEpic, type EpicContext } from './service.ts';

const CACHED = { config: { readCache: true } };
type Params = Record<string, string | undefined>;

/** `:iid` of a web route: digits, optionally `.json` (`/-/epics/5.json`). */
function webIid(raw: string | undefined, allowJson: boolean): number {
  const match = raw ? (allowJson ? /^(\d{1,10})(?:\.json)?$/ : /^(\d{1,10})$/).exec(raw) : null;
  if (!match) throw new AppError('EPIC_NOT_FOUND');
  return Number(match[1]);
}

const positive = (raw: unknown) => (typeof raw === 'string' && /^\d{1,10}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

function requireUser(viewer: Viewer): UserRow {
  if (!viewer.user) throw new AppError('UNAUTHORIZED');
  return viewer.user;
}

const idList = z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(z.coerce.number().int().positive()).optional());

/** The web form/XHR body: `{ epic: { title, description, lock_version, state_event, confidential, color, label_ids, … } }`. */
const webUpdateBody = z
  .object({
    epic: z
      .object({
        title: z.string().optional(),
        description: z.string().nullable().optional(),
        lock_version: z.coerce.number().int().optional(),
        state_event: z.enum(['close', 'reopen']).optional(),
        confidential: z.preprocess(bool, z.boolean().optional()),
        color: z.string().optional(),
        label_ids: idList,
        add_label_ids: idList,
        remove_label_ids: idList,
      })
      .loose()
      .default({}),
    // The noteable's `state_event_path` takes a bare `{ state_event }` (the notes app's close/reopen button).
    state_event: z.enum(['close', 'reopen']).optional(),
  })
  .loose();

const nameBody = z.object({ name: z.string({ error: 'is missing' }).min(1, 'is missing') }).loose();
const previewBody = z
  .object({
    text: z.string({ error: 'is missing' }).max(1_000_000, 'is too long (maximum is 1000000 characters)'),
    target_type: z.string().optional(),
    target_id: z.union([z.string(), z.number()]).optional(),
  })
  .loose();

/** The preview explains commands in the present tense ("Closes this epic.") where notes report the past. */
const presentTense = (message: string) => message.replace(/^(Clos|Reopen|Chang|Add|Remov|Toggl)ed\b/, (_m, stem: string) => `${stem}es`).replace(/^Made\b/, 'Makes');

/**
 * The epic page's web JSON routes (cookie session + CSRF) at GitLab's paths under `/groups/:group/-/epics/:iid`,
 * the group's markdown preview, and REST `GET /api/v4/groups/:id/epics/:epic_iid`.
 */
export const epicRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const renderer = new IssueTextRenderer(app.db, () => app.readCache.store.generation);

  const webEpic = async (request: FastifyRequest, allowJson = false): Promise<EpicContext> => {
    const params = request.params as Params;
    return loadEpic(app.db, request.viewer, { fullPath: fullPathOf(params) }, webIid(params.iid, allowJson));
  };

  const pageJson = async (viewer: Viewer, ctx: EpicContext) => {
    const { epic, group } = ctx;
    const includeInternal = canReadInternalNotes({ viewer: viewer.facts, accessLevel: ctx.accessLevel, noteableAuthorId: epic.authorId, discussionLocked: false, archived: false });
    const [html, labels, participants, people, subscribed, votes, userNotesCount] = await Promise.all([
      renderer.renderInGroup(viewer, group.fullPath, epic),
      labelsOfEpic(app.db, epic.id),
      epicParticipants(app.db, epic, includeInternal),
      usersById(app.db, [epic.updatedById, epic.lastEditedById, epic.closedById]),
      isSubscribedToEpic(app.db, viewer.user?.id ?? null, epic),
      epicVotes(app.db, epic.id),
      epicUserNotesCount(app.db, epic.id, includeInternal),
    ]);
    const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
    return epicPageJson(base, epic, group, {
      author: ctx.author,
      html,
      labels,
      participants,
      people: { updatedBy: person(epic.updatedById), lastEditedBy: person(epic.lastEditedById), closedBy: person(epic.closedById) },
      subscribed,
      votes,
      userNotesCount,
      abilities: ctx.abilities,
      signedIn: viewer.signedIn,
    });
  };

  const each = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    suffix: string,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    options: typeof CACHED | typeof TEXT_ROUTE | Record<string, never> = {},
  ) => {
    app.route({ method, url: groupRoute(suffix), handler, ...options });
  };

  each('GET', '/-/epics/:iid', async (request) => pageJson(request.viewer, await webEpic(request, true)), CACHED);

  each(
    'GET',
    '/-/epics/:iid/realtime_changes',
    async (request, reply) => {
      const ctx = await webEpic(request);
      const [people, html] = await Promise.all([usersById(app.db, [ctx.epic.lastEditedById]), renderer.renderInGroup(request.viewer, ctx.group.fullPath, ctx.epic)]);
      reply.header('Poll-Interval', String(EPIC_POLL_INTERVAL_MS));
      return epicRealtimeChangesJson(ctx.epic, html, ctx.epic.lastEditedById === null ? null : (people.get(ctx.epic.lastEditedById) ?? null));
    },
    CACHED,
  );

  const webUpdate = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request.viewer);
    const ctx = await webEpic(request, true);
    // GitLab answers 404 to readers who may not update (authorize_update_issuable!).
    if (!ctx.abilities.updateEpic) throw new AppError('NOT_FOUND');
    const { epic: input, state_event: bareStateEvent } = parseInput(webUpdateBody, request.body);
    const result = await updateEpic(app.db, app.live, user, ctx, {
      title: input.title,
      description: input.description,
      lockVersion: input.lock_version,
      stateEvent: input.state_event ?? bareStateEvent,
      confidential: input.confidential,
      color: input.color,
      labelIds: input.label_ids,
      addLabelIds: input.add_label_ids,
      removeLabelIds: input.remove_label_ids,
    });
    if (result.kind === 'conflict') return reply.code(409).send({ errors: [STALE_EPIC_MESSAGE] });
    if (result.kind === 'invalid') return reply.code(422).send({ errors: fullMessages(result.errors) });
    return pageJson(request.viewer, await loadEpicIn(app.db, request.viewer, ctx.group, ctx.epic.iid));
  };
  // A description of up to 1,048,576 characters: the length rule answers, not a bare 413.
  each('PUT', '/-/epics/:iid', webUpdate, TEXT_ROUTE);
  each('PATCH', '/-/epics/:iid', webUpdate, TEXT_ROUTE);

  const webDestroy = async (request: FastifyRequest, reply: FastifyReply, form: boolean) => {
    requireUser(request.viewer);
    const ctx = await webEpic(request, true);
    if (!ctx.abilities.destroyEpic) throw new AppError('NOT_FOUND');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (!bool(body.destroy_confirm ?? query.destroy_confirm)) return reply.code(422).send({ errors: EPIC_DESTROY_CONFIRMATION_MESSAGE });
    await destroyEpic(app.db, app.live, ctx.epic, ctx.group);
    const indexPath = `/groups/${ctx.group.fullPath}/-/epics`;
    if (form) return reply.code(302).header('location', indexPath).send();
    return { web_url: indexPath };
  };
  each('DELETE', '/-/epics/:iid', (request, reply) => webDestroy(request, reply, false));
  // The delete form: POST with `_method=delete`, `authenticity_token` (checked by the CSRF plugin) and `destroy_confirm`.
  each('POST', '/-/epics/:iid', (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (String(body._method ?? '').toLowerCase() !== 'delete') throw new AppError('NOT_FOUND');
    const wantsJson = (request.headers.accept ?? '').includes('application/json') || request.url.split('?')[0]?.endsWith('.json') === true;
    return webDestroy(request, reply, !wantsJson);
  });

  each('POST', '/-/epics/:iid/toggle_award_emoji', async (request) => {
    const user = requireUser(request.viewer);
    const ctx = await webEpic(request);
    const { name } = parseInput(nameBody, request.body);
    if (!isValidEmojiName(name)) throw new AppError('VALIDATION_FAILED', { name: [INVALID_EMOJI_NAME] });
    if (!ctx.abilities.awardEmoji) return { ok: false };
    await toggleAwardEmoji(app.db, { type: 'Epic', id: ctx.epic.id }, name, user.id);
    await publishEpicEvent(app.live, ctx.epic, 'award_emoji');
    return { ok: true };
  });

  each('POST', '/-/epics/:iid/toggle_subscription', async (request) => {
    const user = requireUser(request.viewer);
    const ctx = await webEpic(request);
    const subscribed = !(await isSubscribedToEpic(app.db, user.id, ctx.epic));
    await setEpicSubscription(app.db, user.id, ctx.epic, subscribed);
    return { subscribed };
  });

  /** A description version of the epic (404 when missing, or when `start_version_id` names a later or unknown one). */
  const version = async (request: FastifyRequest) => {
    const params = request.params as Params;
    const versionId = positive(params.version_id);
    if (versionId === null) throw new AppError('NOT_FOUND');
    const ctx = await webEpic(request);
    const owner = { type: 'Epic' as const, id: ctx.epic.id };
    const found = await findVersion(app.db, owner, versionId);
    if (!found) throw new AppError('NOT_FOUND');
    const startId = positive((request.query as Record<string, unknown>).start_version_id);
    const start = startId === null ? undefined : await findVersion(app.db, owner, startId);
    if (startId !== null && (!start || start.id > found.id)) throw new AppError('NOT_FOUND');
    return { ctx, owner, version: found, start };
  };

  each('GET', '/-/epics/:iid/descriptions/:version_id/diff', async (request, reply) => {
    const { owner, version: found, start } = await version(request);
    if (found.deletedAt) throw new AppError('NOT_FOUND');
    const before = await previousVersion(app.db, owner, (start ?? found).id);
    return reply.type('text/html; charset=utf-8').send(descriptionDiffHtml(before?.description ?? '', found.description ?? ''));
  });

  each('DELETE', '/-/epics/:iid/descriptions/:version_id', async (request) => {
    requireUser(request.viewer);
    const { ctx, owner, version: found, start } = await version(request);
    // admin_epic (reporter+); the web answers 404 to others.
    if (!ctx.abilities.adminEpic) throw new AppError('NOT_FOUND');
    await softDeleteVersions(app.db, owner, found.id, start?.id ?? null);
    return {};
  });

  // The group's markdown preview (`preview_note_path`): rendered in the group's context, redacted for the
  // reader, without the quick actions the reader could run on the epic (`target_type=Epic&target_id=<iid>`).
  each('POST', '/-/preview_markdown', async (request) => {
    const params = request.params as Params;
    const group = await findGroup(app.db, { fullPath: fullPathOf(params) });
    if (!group) throw new AppError('GROUP_NOT_FOUND');
    const query = request.query as Record<string, unknown>;
    const body = parseInput(previewBody, request.body);
    const targetType = String(body.target_type ?? query.target_type ?? '');
    const targetId = String(body.target_id ?? query.target_id ?? '');
    let target: EpicContext | null = null;
    if (targetType !== '' && targetId !== '') {
      if (targetType.toLowerCase() !== 'epic') throw new AppError('BAD_REQUEST', '400 Bad request - type is not supported');
      target = await loadEpicIn(app.db, request.viewer, group, webIid(targetId, false));
    } else if (!canReadGroup(request.viewer.facts, group, await request.viewer.groupAccess(group))) {
      // Without a target the group itself must be readable.
      throw new AppError('GROUP_NOT_FOUND');
    }
    const explained = target && request.viewer.signedIn ? extractEpicCommands(body.text, target.epic, { viewer: request.viewer.facts, accessLevel: target.accessLevel, noteableAuthorId: target.epic.authorId, discussionLocked: false, archived: false }) : null;
    const scope = { groupFullPath: group.fullPath };
    const rendered = await renderNoteMarkdown(app.db, explained ? explained.content : body.text, scope);
    const commands = explained?.messages.length ? await renderNoteMarkdown(app.db, explained.messages.map(presentTense).join('\n\n'), scope) : '';
    const [html, commandsHtml] = await redactReferences(app.db, request.viewer, [rendered, commands]);
    const users = [...new Set([...(html ?? '').matchAll(/data-reference-type="user"[^>]*data-user="([^"]+)"/g)].map((m) => m[1] as string))];
    return { body: html ?? '', references: { users, suggestions: [], commands: commandsHtml ?? '' } };
  });

  // The quick actions this reader may run on an epic (`type=Epic&type_id=<iid>`): the comment form's
  // list and its "Applying command to …" placeholder. Without an epic or a user: nothing to offer.
  each('GET', '/-/autocomplete_sources/commands', async (request) => {
    const params = request.params as Params;
    const group = await findGroup(app.db, { fullPath: fullPathOf(params) });
    if (!group) throw new AppError('GROUP_NOT_FOUND');
    const query = request.query as Record<string, unknown>;
    const type = String(query.type ?? '');
    const typeId = String(query.type_id ?? '');
    if (type !== '' && type.toLowerCase() !== 'epic') throw new AppError('BAD_REQUEST', '400 Bad request - type is not supported');
    if (type === '' || typeId === '') {
      if (!canReadGroup(request.viewer.facts, group, await request.viewer.groupAccess(group))) throw new AppError('GROUP_NOT_FOUND');
      return [];
    }
    const target = await loadEpicIn(app.db, request.viewer, group, webIid(typeId, false));
    if (!request.viewer.signedIn) return [];
    return availableEpicCommands(target.epic, { viewer: request.viewer.facts, accessLevel: target.accessLevel, noteableAuthorId: target.epic.authorId, discussionLocked: false, archived: false });
  });

  // ---- REST v4 ----
  app.get<{ Params: { id: string; epic_iid: string } }>('/api/v4/groups/:id/epics/:epic_iid', CACHED, async (request) => {
    const iid = positive(request.params.epic_iid);
    if (iid === null) throw new AppError('EPIC_NOT_FOUND');
    const ctx = await loadEpic(app.db, request.viewer, idOrPath(request.params.id), iid);
    const [labels, votes] = await Promise.all([labelsOfEpic(app.db, ctx.epic.id), epicVotes(app.db, ctx.epic.id)]);
    return epicApiJson(base, ctx.epic, ctx.group, ctx.author, labels, votes);
  });
};
