import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { boolParam, parseBool, parseInput } from '../../lib/params.ts';
import { isoDate } from '../subscriptions/rules.ts';
import { loadProject } from '../issues/service.ts';
import { type IssueNoteable } from '../notes/noteables.ts';
import { readableIssueNoteable } from '../issues/noteable.ts';
import { fullPathOf, groupRoute, projectRoute } from '../../lib/namespacePaths.ts';
import { canReadInternalNotes } from '../notes/rules.ts';
import { redactReferences } from '../references/redact.ts';
import { renderNoteMarkdown } from '../references/render.ts';
import { hasPendingTodo } from '../todos/quickActions.ts';
import { availableCommands, explainCommands } from './commands.ts';
import { autocompleteIssues, autocompleteLabels, autocompleteMembers, autocompleteMilestones } from './queries.ts';
import { autocompleteSourceProvider, KIND_AUTOCOMPLETE_SOURCES } from './sources.ts';
import { readableGroup } from '../groups/readable.ts';

type Params = Record<string, string | undefined>;

/** Noteable types whose `type_id` / `target_id` is an issue iid (work items are issues here). */
const ISSUE_TYPES = new Set(['issue', 'workitem', 'work_item', 'incident']);

const previewBody = z
  .object({
    text: z.string({ error: 'is missing' }).max(1_000_000, 'is too long (maximum is 1000000 characters)'),
    target_type: z.string().optional(),
    target_id: z.union([z.string(), z.number()]).optional(),
    render_quick_actions: boolParam(),
  })
  .loose();

/** Mentioned users as GitLab's preview lists them: usernames of rendered user references, in order. */
function mentionedUsers(html: string): string[] {
  return [...new Set([...html.matchAll(/data-reference-type="user"[^>]*data-user="([^"]+)"/g)].map((m) => m[1] as string))];
}

/**
 * What the markdown editor asks the server (GitLab's PreviewMarkdown concern and
 * AutocompleteSourcesController), under the project's path.
 */
export const editorRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  /** The issue a `type`/`type_id` (or `target_type`/`target_id`) pair names; null when none is named. */
  const targetIssue = async (request: FastifyRequest, type: unknown, rawIid: unknown): Promise<IssueNoteable | null> => {
    if (type === undefined || type === '' || rawIid === undefined || rawIid === '') return null;
    if (!ISSUE_TYPES.has(String(type).toLowerCase())) throw new AppError('BAD_REQUEST', '400 Bad request - type is not supported');
    if (!/^\d{1,10}$/.test(String(rawIid)) || Number(rawIid) > 2_147_483_647) throw new AppError('ISSUE_NOT_FOUND');
    const noteable = await readableIssueNoteable(app.db, request.viewer, { fullPath: fullPathOf(request.params as Params) }, { iid: Number(rawIid) }, base);
    // `/todo` and `/done` depend on the reader's pending to-do on the issue, as in the notes domain.
    const user = request.viewer.user;
    return user ? { ...noteable, access: { ...noteable.access, pendingTodo: await hasPendingTodo(app.db, user.id, { type: 'Issue', id: noteable.id }) } } : noteable;
  };

  app.post(projectRoute('/preview_markdown'), async (request) => {
    const project = await loadProject(app.db, request.viewer, { fullPath: fullPathOf(request.params as Params) });
    const query = request.query as Record<string, unknown>;
    const body = parseInput(previewBody, request.body);
    const issue = await targetIssue(request, body.target_type ?? query.target_type, body.target_id ?? query.target_id);
    const keepActions = body.render_quick_actions ?? parseBool(query.render_quick_actions, 'render_quick_actions') ?? false;
    const explained = issue && request.viewer.signedIn ? explainCommands(body.text, issue.issue, issue.access, { keepActions }) : { content: body.text, explanations: [] };
    const fullPath = `${project.namespace.fullPath}/${project.project.path}`;
    const rendered = await renderNoteMarkdown(app.db, explained.content, { projectFullPath: fullPath });
    const commands = explained.explanations.length ? await renderNoteMarkdown(app.db, explained.explanations.join('\n\n'), { projectFullPath: fullPath }) : '';
    const [html, commandsHtml] = await redactReferences(app.db, request.viewer, [rendered, commands]);
    return { body: html ?? '', references: { users: mentionedUsers(html ?? ''), suggestions: [], commands: commandsHtml ?? '' } };
  });

  const source = (name: string, handler: (request: FastifyRequest) => Promise<unknown>) => {
    app.get(projectRoute(`/-/autocomplete_sources/${name}`), handler);
  };
  const target = (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    return targetIssue(request, query.type, query.type_id);
  };
  const project = (request: FastifyRequest) => loadProject(app.db, request.viewer, { fullPath: fullPathOf(request.params as Params) });

  source('members', async (request) => {
    const [found, issue] = await Promise.all([project(request), target(request)]);
    const participants = issue ? { issueId: issue.id, authorId: issue.issue.authorId, includeInternal: canReadInternalNotes(issue.access) } : null;
    return autocompleteMembers(app.db, app.config.externalUrl, found.project, found.namespace, participants);
  });
  source('labels', async (request) => {
    const [found, issue] = await Promise.all([project(request), target(request)]);
    return autocompleteLabels(app.db, found.project, found.namespace, issue?.id ?? null);
  });
  source('milestones', async (request) => {
    const found = await project(request);
    return autocompleteMilestones(app.db, found.project, found.namespace, isoDate(new Date()));
  });
  source('issues', async (request) => {
    const found = await project(request);
    return autocompleteIssues(app.db, request.viewer, found.project);
  });
  source('commands', async (request) => {
    await project(request);
    const issue = await target(request);
    // Without an issue (a new one) or a user, GitLab offers nothing it could check permissions against.
    if (!issue || !request.viewer.signedIn) return [];
    return availableCommands(issue.issue, issue.access);
  });
  // A group's text (an epic's description and notes): its members, its and its ancestors' labels and
  // milestones, and the open issues of its projects the reader may see. The target (`type=Epic`) does not
  // narrow these lists here: no participants first, no `set` labels.
  const group = (request: FastifyRequest) => readableGroup(app.db, request.viewer, fullPathOf(request.params as Params));
  const groupSource = (name: string, handler: (request: FastifyRequest) => Promise<unknown>) => {
    app.get(groupRoute(`/-/autocomplete_sources/${name}`), handler);
  };
  groupSource('members', async (request) => autocompleteMembers(app.db, app.config.externalUrl, null, await group(request), null));
  groupSource('labels', async (request) => autocompleteLabels(app.db, null, await group(request), null));
  groupSource('milestones', async (request) => autocompleteMilestones(app.db, null, await group(request), isoDate(new Date())));
  groupSource('issues', async (request) => autocompleteIssues(app.db, request.viewer, await group(request)));

  // The kinds' sources (`epics`, `merge_requests`): each kind lists what the reader may read; a kind
  // that is not registered has nothing to reference. Epics belong to groups, so a group answers too.
  for (const name of KIND_AUTOCOMPLETE_SOURCES) {
    source(name, async (request) => {
      const found = await project(request);
      const provider = autocompleteSourceProvider(name);
      return provider ? provider({ db: app.db, viewer: request.viewer, project: found.project, namespace: found.namespace }) : [];
    });
    groupSource(name, async (request) => {
      const namespace = await group(request);
      const provider = autocompleteSourceProvider(name);
      return provider ? provider({ db: app.db, viewer: request.viewer, project: null, namespace }) : [];
    });
  }
};
