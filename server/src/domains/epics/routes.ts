import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { boolParam, idOrPath, parseInput, PG_INTEGER_MAX } from '../../lib/params.ts';
import { TEXT_ROUTE } from '../../lib/bodyLimit.ts';
import { votesOfOne } from '../issuables/queries.ts';
import { findOrCreateGroupLabels } from '../labels/service.ts';
import type { GroupRow } from '../groups/tables.ts';
import type { UserRow } from '../users/tables.ts';
import type { EpicRow } from './tables.ts';
import { availableEpicLabels, labelsOfEpic } from './queries.ts';
import { evaluateEpicAbilities } from './rules.ts';
import { epicApiJson } from './serializers.ts';
import { epicRestTree } from './tree.ts';
import { epicTreeRoutes } from './treeRoutes.ts';
import { parentProblem, setEpicParent, TREE_MESSAGES } from './treeService.ts';
import { findGroup } from '../groups/queries.ts';
import { canReadGroup } from '../groups/rules.ts';
import { fullPathOf, groupRoute } from '../../lib/namespacePaths.ts';
import { redactReferences } from '../references/redact.ts';
import { renderNoteMarkdown } from '../references/render.ts';
import { availableEpicCommands, extractEpicCommands } from './quickActions.ts';
import { createEpic, loadEpic, loadEpicById, loadEpicIn, updateEpic, type EpicContext } from './service.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { NoteableAccess } from '../notes/rules.ts';
import { hasPendingTodo } from '../todos/quickActions.ts';

type Params = Record<string, string | undefined>;

/** `:iid` of a quick-action target: digits. */
function webIid(raw: string | undefined): number {
  const match = raw ? /^(\d{1,10})$/.exec(raw) : null;
  if (!match) throw new AppError('EPIC_NOT_FOUND');
  return Number(match[1]);
}

const previewBody = z
  .object({
    text: z.string({ error: 'is missing' }).max(1_000_000, 'is too long (maximum is 1000000 characters)'),
    target_type: z.string().optional(),
    target_id: z.union([z.string(), z.number()]).optional(),
  })
  .loose();

/** `"a,b"` or `["a", "b"]` → label titles (REST `labels`, `add_labels`, `remove_labels`). */
const titleList = z
  .preprocess((value) => {
    if (value === '' || value === null) return [];
    return typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : value;
  }, z.array(z.string()).max(1000, 'has too many items'))
  .optional();

/** REST v4 (GitLab 16.2) `POST /groups/:id/epics`. */
const apiCreateBody = z
  .object({
    title: z.string({ error: 'is missing' }),
    description: z.string().nullable().optional(),
    labels: titleList,
    confidential: boolParam(),
    color: z.string().optional(),
    start_date_fixed: z.string().nullable().optional(),
    start_date_is_fixed: boolParam(),
    due_date_fixed: z.string().nullable().optional(),
    due_date_is_fixed: boolParam(),
    parent_id: z.coerce.number({ error: 'is invalid' }).int().min(1).max(PG_INTEGER_MAX).nullable().optional(),
  })
  .loose();

/** REST v4 `PUT /groups/:id/epics/:epic_iid`. */
const apiUpdateBody = z
  .object({
    title: z.string().optional(),
    description: z.string().nullable().optional(),
    labels: titleList,
    add_labels: titleList,
    remove_labels: titleList,
    confidential: boolParam(),
    state_event: z.enum(['close', 'reopen'], { error: 'does not have a valid value' }).optional(),
    color: z.string().optional(),
    start_date_fixed: z.string().nullable().optional(),
    start_date_is_fixed: boolParam(),
    due_date_fixed: z.string().nullable().optional(),
    due_date_is_fixed: boolParam(),
    parent_id: z.coerce.number({ error: 'is invalid' }).int().min(1).max(PG_INTEGER_MAX).nullable().optional(),
  })
  .loose();

/** The preview explains commands in the present tense ("Closes this epic.") where notes report the past. */
const presentTense = (message: string) => message.replace(/^(Clos|Reopen|Chang|Add|Remov|Toggl)ed\b/, (_m, stem: string) => `${stem}es`).replace(/^Made\b/, 'Makes');

/**
 * What only epics serve: the group's markdown preview and quick-action list for the epic comment form.
 * The shared issuable routes (page, update, destroy, awards, subscription, description versions, REST)
 * come from the epic's registration (epics/kind.ts, issuables/routes.ts).
 */
export const epicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(epicTreeRoutes);
  const each = (method: 'GET' | 'POST', suffix: string, handler: (request: FastifyRequest) => Promise<unknown>) => {
    app.route({ method, url: groupRoute(suffix), handler });
  };

  /** What the epic's quick actions check for this reader, their pending to-do included (`/todo`, `/done`). */
  const epicAccess = async (viewer: Viewer, target: EpicContext): Promise<NoteableAccess> => ({
    viewer: viewer.facts,
    accessLevel: target.accessLevel,
    noteableAuthorId: target.epic.authorId,
    discussionLocked: false,
    archived: false,
    ...(viewer.user ? { pendingTodo: await hasPendingTodo(app.db, viewer.user.id, { type: 'Epic', id: target.epic.id }) } : {}),
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
      target = await loadEpicIn(app.db, request.viewer, group, webIid(targetId));
    } else if (!canReadGroup(request.viewer.facts, group, await request.viewer.groupAccess(group))) {
      // Without a target the group itself must be readable.
      throw new AppError('GROUP_NOT_FOUND');
    }
    const explained = target && request.viewer.signedIn ? extractEpicCommands(body.text, target.epic, await epicAccess(request.viewer, target)) : null;
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
    const target = await loadEpicIn(app.db, request.viewer, group, webIid(typeId));
    if (!request.viewer.signedIn) return [];
    return availableEpicCommands(target.epic, await epicAccess(request.viewer, target));
  });

  // ---- REST v4: create and update (the single GET comes from the kind's registration) ----

  const requireUser = (viewer: Viewer): UserRow => {
    if (!viewer.user) throw new AppError('UNAUTHORIZED');
    return viewer.user;
  };
  const restJson = async (epic: EpicRow, group: GroupRow, author: UserRow) => {
    const [labels, votes] = await Promise.all([labelsOfEpic(app.db, epic.id), votesOfOne(app.db, { type: 'Epic', id: epic.id })]);
    return epicApiJson(app.config.externalUrl, epic, group, author, labels, votes, await epicRestTree(app.db, epic));
  };
  /** Titles → ids of the labels the group's epics may carry (unknown titles are dropped). */
  const labelIdsOf = async (group: GroupRow, titles: string[] | undefined): Promise<number[] | undefined> => {
    if (titles === undefined) return undefined;
    const available = await availableEpicLabels(app.db, group);
    return titles.map((title) => available.find((label) => label.title === title)?.id).filter((id): id is number => id !== undefined);
  };

  /** The epic `parent_id` names, when the user may read and administer it; else 404 as GitLab's finder. */
  const parentFor = async (viewer: Viewer, id: number) => {
    const parent = await loadEpicById(app.db, viewer, id).catch(() => null);
    if (!parent) throw new AppError('NOT_FOUND', TREE_MESSAGES.noEpic);
    if (!parent.abilities.adminEpic) throw new AppError('FORBIDDEN');
    return parent;
  };
  const dateChanges = (input: { start_date_fixed?: string | null | undefined; start_date_is_fixed?: boolean | undefined; due_date_fixed?: string | null | undefined; due_date_is_fixed?: boolean | undefined }) => ({
    ...(input.start_date_fixed !== undefined ? { startDateFixed: input.start_date_fixed } : {}),
    ...(input.start_date_is_fixed !== undefined ? { startDateIsFixed: input.start_date_is_fixed } : {}),
    ...(input.due_date_fixed !== undefined ? { dueDateFixed: input.due_date_fixed } : {}),
    ...(input.due_date_is_fixed !== undefined ? { dueDateIsFixed: input.due_date_is_fixed } : {}),
  });

  app.post<{ Params: { id: string } }>('/api/v4/groups/:id/epics', TEXT_ROUTE, async (request, reply) => {
    const user = requireUser(request.viewer);
    const group = await findGroup(app.db, idOrPath(request.params.id));
    const accessLevel = group ? await request.viewer.groupAccess(group) : 0;
    if (!group || !canReadGroup(request.viewer.facts, group, accessLevel)) throw new AppError('GROUP_NOT_FOUND');
    if (!evaluateEpicAbilities(request.viewer.facts, group, accessLevel, { confidential: false, authorId: user.id }).createEpic) throw new AppError('FORBIDDEN');
    const input = parseInput(apiCreateBody, request.body);
    // A parent (`parent_id`, an epic id) the user may administer, checked before anything is written.
    const parent = input.parent_id ? await parentFor(request.viewer, input.parent_id) : null;
    if (parent) {
      const probe = { id: 0, parentId: null, groupId: group.id, confidential: input.confidential ?? false } as EpicRow;
      const problem = await parentProblem(app.db, probe, parent.epic, new Map([[group.id, group], [parent.group.id, parent.group]]));
      if (problem) throw new AppError('VALIDATION_FAILED', { parent: [problem] });
    }
    // GitLab creates the group labels that `labels` names and the group (with its ancestors) lacks.
    await findOrCreateGroupLabels(app.db, group, input.labels);
    const result = await createEpic(app.db, app.live, user, group, {
      title: input.title,
      description: input.description,
      confidential: input.confidential,
      color: input.color,
      labelIds: await labelIdsOf(group, input.labels),
      ...dateChanges(input),
    });
    if (result.errors) throw new AppError('VALIDATION_FAILED', result.errors);
    const created = parent ? await setEpicParent(app.db, app.live, user, result.epic, parent.epic) : result.epic;
    return reply.code(201).send(await restJson(created, group, user));
  });

  app.put<{ Params: { id: string; epic_iid: string } }>('/api/v4/groups/:id/epics/:epic_iid', TEXT_ROUTE, async (request) => {
    const user = requireUser(request.viewer);
    const raw = request.params.epic_iid;
    if (!/^\d{1,10}$/.test(raw) || Number(raw) > PG_INTEGER_MAX) throw new AppError('EPIC_NOT_FOUND');
    const ctx = await loadEpic(app.db, request.viewer, idOrPath(request.params.id), Number(raw));
    if (!ctx.abilities.updateEpic) throw new AppError('FORBIDDEN');
    const input = parseInput(apiUpdateBody, request.body);
    await findOrCreateGroupLabels(app.db, ctx.group, [...(input.labels ?? []), ...(input.add_labels ?? [])]);
    const result = await updateEpic(app.db, app.live, user, ctx, {
      title: input.title,
      description: input.description,
      stateEvent: input.state_event,
      confidential: input.confidential,
      color: input.color,
      labelIds: await labelIdsOf(ctx.group, input.labels),
      addLabelIds: await labelIdsOf(ctx.group, input.add_labels),
      removeLabelIds: await labelIdsOf(ctx.group, input.remove_labels),
      ...dateChanges(input),
    });
    if (result.kind === 'conflict') throw new AppError('CONFLICT');
    if (result.kind === 'invalid') throw new AppError('VALIDATION_FAILED', result.errors);
    // parent_id: a new parent (checked like adding a child epic), or null to leave the parent.
    if (input.parent_id !== undefined && input.parent_id !== ctx.epic.parentId) {
      const current = (await loadEpicIn(app.db, request.viewer, ctx.group, ctx.epic.iid)).epic;
      if (input.parent_id === null) await setEpicParent(app.db, app.live, user, current, null);
      else {
        const parent = await parentFor(request.viewer, input.parent_id);
        const problem = await parentProblem(app.db, current, parent.epic, new Map([[ctx.group.id, ctx.group], [parent.group.id, parent.group]]));
        if (problem) throw new AppError('VALIDATION_FAILED', { parent: [problem] });
        await setEpicParent(app.db, app.live, user, current, parent.epic);
      }
    }
    const reloaded = await loadEpicIn(app.db, request.viewer, ctx.group, ctx.epic.iid);
    return restJson(reloaded.epic, reloaded.group, reloaded.author);
  });
};
