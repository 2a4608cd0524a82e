import { emailParticipantsOf } from '../email-participants/queries.ts';
import { ACCESS } from '../memberships/rules.ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { TEXT_ROUTE } from '../../lib/bodyLimit.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { bool, idOrPath, parseInput } from '../../lib/params.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import { readableProject } from '../projects/readable.ts';
import type { UserRow } from '../users/tables.ts';
import { defaultIssueScope, type IssueScope, DESTROY_CONFIRMATION_MESSAGE, evaluateProjectAbilities, fullMessages, STALE_LOCK_VERSION_MESSAGE } from './rules.ts';
import { listIssues } from './queries.ts';
import { ListParamError, parseIssueListParams, type IssueListParams } from './listParams.ts';
import { readableGroup } from '../groups/readable.ts';
import { subtreeGroupIds } from '../groups/queries.ts';
import { IssueTextRenderer } from './render.ts';

/** The issue's project as the renderer's redaction needs it (readable: the issue was loaded for this viewer). */
const knownProject = (ctx: IssueContext) => ({ fullPath: ctx.fullPath, id: ctx.project.id, accessLevel: ctx.accessLevel });
import { issueJson, issuePageJson, labelDetailsJson, realtimeChangesJson } from './serializers.ts';
import { canAdminTimelineEvents } from '../incident-timeline/service.ts';
import { sidebarChangesFrom, sidebarParamsShape } from './sidebarParams.ts';
import { hasSidebarChanges, relatableEpic } from './sidebar.ts';
import type { IssueRow } from './tables.ts';
import { epicReadability, issueSidebarView, listMetadata } from './view.ts';
import { loadOneIssueMetadata } from './metadata.ts';
import { isSubscribedToIssue } from '../notifications/service.ts';
import { isSubmittedAsSpam } from '../spam/service.ts';
import {
  createIssue,
  destroyIssue,
  issueContext,
  loadIssue,
  loadIssueIn,
  loadProject,
  relatedIssueUrl,
  updateIssue,
  usersById,
  type IssueChanges,
  type IssueContext,
} from './service.ts';
import { apiIid, webIid } from './iids.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

/** GitLab sends the realtime_changes poll interval in this header (ms). */
export const ISSUE_POLL_INTERVAL_MS = 3000;

const issueTypeParam = z.enum(['issue', 'incident']);
const stateEventParam = z.enum(['close', 'reopen']);

/** GitLab's task-list toggle: `{ index, checked, line_number, line_source }` (index is informational). */
const updateTaskParam = z.object({
  index: z.coerce.number().int().optional(),
  checked: z.preprocess(bool, z.boolean({ error: 'is missing' })),
  line_number: z.coerce.number().int().positive(),
  line_source: z.string({ error: 'is missing' }),
});

/** The web form/XHR body: `{ issue: { title, description, lock_version, issue_type, state_event, confidential, discussion_locked } }`. */
const webUpdateBody = z
  .object({
    issue: z
      .object({
        title: z.string().optional(),
        description: z.string().nullable().optional(),
        lock_version: z.coerce.number().int().optional(),
        issue_type: issueTypeParam.optional(),
        state_event: stateEventParam.optional(),
        confidential: z.preprocess(bool, z.boolean().optional()),
        discussion_locked: z.preprocess(bool, z.boolean().optional()),
        update_task: updateTaskParam.optional(),
        ...sidebarParamsShape,
      })
      .loose()
      .default({}),
    // The noteable's `state_event_path` takes a bare `{ state_event }` (the notes app's close/reopen button).
    state_event: stateEventParam.optional(),
  })
  .loose();

const apiCreateBody = z
  .object({
    ...sidebarParamsShape,
    title: z.string({ error: 'is missing' }),
    description: z.string().nullable().optional(),
    confidential: z.preprocess(bool, z.boolean().optional()),
    issue_type: issueTypeParam.optional(),
  })
  .loose();

const apiUpdateBody = z
  .object({
    ...sidebarParamsShape,
    title: z.string().optional(),
    description: z.string().nullable().optional(),
    confidential: z.preprocess(bool, z.boolean().optional()),
    discussion_locked: z.preprocess(bool, z.boolean().optional()),
    state_event: stateEventParam.optional(),
    issue_type: issueTypeParam.optional(),
  })
  .loose();

type Params = Record<string, string | undefined>;

/** Stands in for an issue not created yet when checking its epic (only the project matters). */
const PROBE_ISSUE = { id: 0, iid: 0, confidential: false, discussionLocked: false, state: 'opened', issueType: 'issue', hidden: false } as IssueRow;

function requireUser(viewer: Viewer): UserRow {
  if (!viewer.user) throw new AppError('UNAUTHORIZED');
  return viewer.user;
}

export const issueRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const renderer = new IssueTextRenderer(app.db, () => app.readCache.store.generation);

  const webIssue = (request: FastifyRequest, allowJson = true): Promise<IssueContext> => {
    const params = request.params as Params;
    return loadIssue(app.db, request.viewer, { fullPath: fullPathOf(params) }, webIid(params.iid, allowJson));
  };

  /** REST's single issue: the list fields plus `subscribed` and `closed_by`. */
  const singleIssueJson = async (viewer: Viewer, ctx: IssueContext) => {
    const [metadata, subscribed, people] = await Promise.all([
      loadOneIssueMetadata(app.db, ctx.issue),
      isSubscribedToIssue(app.db, viewer.user?.id ?? null, ctx.issue),
      usersById(app.db, [ctx.issue.closedById]),
    ]);
    const epicReadable = (await epicReadability(viewer, new Map([[ctx.issue.id, metadata]]))).get(ctx.issue.id) ?? false;
    const closedBy = ctx.issue.closedById === null ? null : (people.get(ctx.issue.closedById) ?? null);
    return issueJson(base, ctx.issue, ctx.project, ctx.namespace, ctx.author, { metadata, viewer: { epicReadable, subscribed }, closedBy });
  };

  const pageJson = async (viewer: Viewer, ctx: IssueContext) => {
    const { issue } = ctx;
    // Service-desk addresses: reporter+ and admins only (GitLab's read_issue_email_participants).
    const readsParticipants = viewer.isAdmin || ctx.accessLevel >= ACCESS.REPORTER;
    const [people, movedToUrl, duplicatedToUrl, html, sidebar, submittedAsSpam, emailParticipants] = await Promise.all([
      usersById(app.db, [issue.lastEditedById, issue.updatedById, issue.closedById]),
      relatedIssueUrl(app.db, viewer, base, issue.movedToId),
      relatedIssueUrl(app.db, viewer, base, issue.duplicatedToId),
      renderer.render(viewer, knownProject(ctx), issue),
      issueSidebarView(app.db, viewer, base, ctx),
      // Only administrators may submit spam: nobody else pays for the lookup.
      ctx.abilities.project.reportSpam ? isSubmittedAsSpam(app.db, issue.id) : Promise.resolve(false),
      readsParticipants ? emailParticipantsOf(app.db, issue.id) : undefined,
    ]);
    const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
    return issuePageJson(base, ctx, {
      lastEditedBy: person(issue.lastEditedById),
      updatedBy: person(issue.updatedById),
      closedBy: person(issue.closedById),
      movedToUrl,
      duplicatedToUrl,
      signedIn: viewer.signedIn,
      canAddTimelineEvents: canAdminTimelineEvents({ viewer: viewer.facts, accessLevel: ctx.accessLevel, archived: ctx.project.archived }),
      html,
      submittedAsSpam,
      ...sidebar,
      emailParticipants: emailParticipants?.map((row) => row.email),
    });
  };

  // ---- Web JSON (cookie session + CSRF) ----

  app.get(projectRoute('/-/issues/:iid'), CACHED, async (request) => pageJson(request.viewer, await webIssue(request)));

  app.get(projectRoute('/-/issues/:iid/realtime_changes'), CACHED, async (request, reply) => {
    const ctx = await webIssue(request, false);
    const [people, html] = await Promise.all([usersById(app.db, [ctx.issue.lastEditedById]), renderer.render(request.viewer, knownProject(ctx), ctx.issue)]);
    reply.header('Poll-Interval', String(ISSUE_POLL_INTERVAL_MS));
    return realtimeChangesJson(ctx.issue, ctx.issue.lastEditedById === null ? null : (people.get(ctx.issue.lastEditedById) ?? null), html);
  });

  const webUpdate = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request.viewer);
    const ctx = await webIssue(request);
    // GitLab answers 404 to readers who may not update (authorize_update_issuable!).
    if (!ctx.abilities.issue.updateIssue) throw new AppError('NOT_FOUND');
    const { issue: input, state_event: bareStateEvent } = parseInput(webUpdateBody, request.body);
    const changes: IssueChanges = {
      title: input.title,
      description: input.description,
      lockVersion: input.lock_version,
      issueType: input.issue_type,
      stateEvent: input.state_event ?? bareStateEvent,
      confidential: input.confidential,
      discussionLocked: input.discussion_locked,
      updateTask: input.update_task && { lineNumber: input.update_task.line_number, lineSource: input.update_task.line_source, checked: input.update_task.checked },
      ...sidebarChangesFrom(input),
    };
    const result = await updateIssue(app.db, app.live, user, ctx, changes);
    if (result.kind === 'conflict') return reply.code(409).send({ errors: [STALE_LOCK_VERSION_MESSAGE] });
    if (result.kind === 'invalid') return reply.code(422).send({ errors: fullMessages(result.errors) });
    const fresh = await loadIssueIn(app.db, request.viewer, ctx, result.issue.iid);
    return pageJson(request.viewer, fresh);
  };

  {
    const url = projectRoute('/-/issues/:iid');
    app.put(url, TEXT_ROUTE, webUpdate);
    app.patch(url, TEXT_ROUTE, webUpdate);
  }

  const webDestroy = async (request: FastifyRequest, reply: FastifyReply, form: boolean) => {
    requireUser(request.viewer);
    const ctx = await webIssue(request);
    // GitLab: access_denied! (404) unless the user may destroy the issue.
    if (!ctx.abilities.issue.destroyIssue) throw new AppError('NOT_FOUND');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (!bool(body.destroy_confirm ?? query.destroy_confirm)) return reply.code(422).send({ errors: DESTROY_CONFIRMATION_MESSAGE });
    await destroyIssue(app.db, app.live, ctx.issue);
    const indexPath = `/${ctx.fullPath}/-/issues`;
    if (form) return reply.code(302).header('location', indexPath).send();
    return { web_url: indexPath };
  };

  {
    const url = projectRoute('/-/issues/:iid');
    app.delete(url, (request, reply) => webDestroy(request, reply, false));
    // The delete form: POST with `_method=delete`, `authenticity_token` (checked by the CSRF plugin) and `destroy_confirm`.
    app.post(url, (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (String(body._method ?? '').toLowerCase() !== 'delete') throw new AppError('NOT_FOUND');
      const wantsJson = (request.headers.accept ?? '').includes('application/json') || request.url.split('?')[0]?.endsWith('.json') === true;
      return webDestroy(request, reply, !wantsJson);
    });
  }

  // ---- REST v4 ----

  app.get<{ Params: { id: string; issue_iid: string } }>('/api/v4/projects/:id/issues/:issue_iid', CACHED, async (request) => {
    const ctx = await loadIssue(app.db, request.viewer, idOrPath(request.params.id), apiIid(request.params.issue_iid));
    return singleIssueJson(request.viewer, ctx);
  });

  app.post<{ Params: { id: string } }>('/api/v4/projects/:id/issues', TEXT_ROUTE, async (request, reply) => {
    const user = requireUser(request.viewer);
    const project = await loadProject(app.db, request.viewer, idOrPath(request.params.id));
    if (!evaluateProjectAbilities(request.viewer.facts, project.project, project.accessLevel).createIssue) throw new AppError('FORBIDDEN');
    const input = parseInput(apiCreateBody, request.body);
    // An epic that cannot be used is refused before anything is written.
    if (input.epic_id) {
      const probe = issueContext(request.viewer, project, { ...PROBE_ISSUE, projectId: project.project.id, authorId: user.id }, user);
      if (!(await relatableEpic(app.db, request.viewer, probe, input.epic_id))) throw new AppError('VALIDATION_FAILED', { epic: ['not found'] });
    }
    const result = await createIssue(app.db, app.live, user, project, {
      title: input.title,
      description: input.description,
      confidential: input.confidential,
      issueType: input.issue_type,
    });
    if (result.errors) throw new AppError('VALIDATION_FAILED', result.errors);
    let ctx = issueContext(request.viewer, project, result.issue, user);
    // Labels, assignees, milestone… as Issues::CreateService sets them: through the metadata rules (reporter+).
    const sidebar = sidebarChangesFrom(input);
    if (ctx.abilities.issue.setIssueMetadata && hasSidebarChanges(sidebar)) {
      const updated = await updateIssue(app.db, app.live, user, ctx, sidebar);
      if (updated.kind === 'ok') ctx = { ...ctx, issue: updated.issue };
    }
    return reply.code(201).send(await singleIssueJson(request.viewer, ctx));
  });

  app.put<{ Params: { id: string; issue_iid: string } }>('/api/v4/projects/:id/issues/:issue_iid', TEXT_ROUTE, async (request) => {
    const user = requireUser(request.viewer);
    const ctx = await loadIssue(app.db, request.viewer, idOrPath(request.params.id), apiIid(request.params.issue_iid));
    if (!ctx.abilities.issue.updateIssue) throw new AppError('FORBIDDEN');
    const input = parseInput(apiUpdateBody, request.body);
    const result = await updateIssue(app.db, app.live, user, ctx, {
      title: input.title,
      description: input.description,
      confidential: input.confidential,
      discussionLocked: input.discussion_locked,
      stateEvent: input.state_event,
      issueType: input.issue_type,
      ...sidebarChangesFrom(input),
    });
    if (result.kind === 'conflict') throw new AppError('CONFLICT');
    if (result.kind === 'invalid') throw new AppError('VALIDATION_FAILED', result.errors);
    return singleIssueJson(request.viewer, { ...ctx, issue: result.issue });
  });

  app.delete<{ Params: { id: string; issue_iid: string } }>('/api/v4/projects/:id/issues/:issue_iid', async (request, reply) => {
    requireUser(request.viewer);
    const ctx = await loadIssue(app.db, request.viewer, idOrPath(request.params.id), apiIid(request.params.issue_iid));
    if (!ctx.abilities.issue.destroyIssue) throw new AppError('FORBIDDEN');
    await destroyIssue(app.db, app.live, ctx.issue);
    return reply.code(204).send();
  });

  /** A REST issue list: GitLab's parameters (listParams.ts), 400 `{ error }` for bad ones, paging headers. */
  const issueList = async (request: FastifyRequest, reply: FastifyReply, scope: { projectId?: number; namespaceIds?: number[]; defaultScope: IssueScope; anonymousAll?: boolean }) => {
    let params: IssueListParams;
    try {
      params = parseIssueListParams((request.query ?? {}) as Record<string, unknown>);
    } catch (error) {
      if (error instanceof ListParamError) return reply.code(400).send({ error: error.message });
      throw error;
    }
    const page = parsePage(request.query);
    const viewer = request.viewer;
    const { rows, total } = await listIssues(
      app.db,
      viewer,
      {
        scope: !viewer.signedIn && scope.anonymousAll ? 'all' : (params.scope ?? scope.defaultScope),
        projectId: scope.projectId,
        namespaceIds: scope.namespaceIds,
        state: params.state,
        orderBy: params.orderBy,
        sort: params.sort,
        confidential: params.confidential,
        issueType: params.issueType,
        filters: params.filters,
      },
      page,
    );
    setPaginationHeaders(request, reply, page, total);
    const meta = await listMetadata(app.db, viewer, rows.map((row) => row.issue));
    return rows.map((row) => {
      const json = issueJson(base, row.issue, row.project, row.namespace, row.author, meta(row.issue));
      // with_labels_details: Entities::LabelBasic instead of titles.
      return params.withLabelsDetails ? { ...json, labels: meta(row.issue).metadata.labels.map(labelDetailsJson) } : json;
    });
  };

  app.get('/api/v4/issues', CACHED, (request, reply) => issueList(request, reply, { defaultScope: defaultIssueScope(request.viewer.facts), anonymousAll: true }));

  app.get<{ Params: { id: string } }>('/api/v4/projects/:id/issues', CACHED, async (request, reply) => {
    const project = await readableProject(app.db, request.viewer, request.params.id);
    return issueList(request, reply, { projectId: project.project.id, defaultScope: 'all' });
  });

  // The group's and its subgroups' projects; issueList keeps to what the viewer may read.
  app.get<{ Params: { id: string } }>('/api/v4/groups/:id/issues', CACHED, async (request, reply) => {
    const group = await readableGroup(app.db, request.viewer, request.params.id);
    return issueList(request, reply, { namespaceIds: await subtreeGroupIds(app.db, group), defaultScope: 'all' });
  });
};
