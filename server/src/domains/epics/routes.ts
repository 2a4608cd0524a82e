import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../lib/params.ts';
import { findGroup } from '../groups/queries.ts';
import { canReadGroup } from '../groups/rules.ts';
import { fullPathOf, groupRoute } from '../../lib/namespacePaths.ts';
import { redactReferences } from '../references/redact.ts';
import { renderNoteMarkdown } from '../references/render.ts';
import { availableEpicCommands, extractEpicCommands } from './quickActions.ts';
import { loadEpicIn, type EpicContext } from './service.ts';
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

/** The preview explains commands in the present tense ("Closes this epic.") where notes report the past. */
const presentTense = (message: string) => message.replace(/^(Clos|Reopen|Chang|Add|Remov|Toggl)ed\b/, (_m, stem: string) => `${stem}es`).replace(/^Made\b/, 'Makes');

/**
 * What only epics serve: the group's markdown preview and quick-action list for the epic comment form.
 * The shared issuable routes (page, update, destroy, awards, subscription, description versions, REST)
 * come from the epic's registration (epics/kind.ts, issuables/routes.ts).
 */
export const epicRoutes: FastifyPluginAsync = async (app) => {
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
};
