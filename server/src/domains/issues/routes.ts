import { applyCreateDescriptionQuickActions, extractUpdateDescriptionQuickActions } from './descriptionQuickActions.ts';
import { followUpOf } from '../merge-requests/resolveInIssue.ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { findOrCreateProjectLabels } from '../labels/service.ts';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { TEXT_ROUTE } from '../../lib/bodyLimit.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { boolParam, idOrPath, parseInput } from '../../lib/params.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { readableProject } from '../projects/readable.ts';
import type { UserRow } from '../users/tables.ts';
import { defaultIssueScope, type IssueScope, evaluateProjectAbilities } from './rules.ts';
import { issueStatistics, listIssues } from './queries.ts';
import { ListParamError, parseIssueListParams, type IssueListParams } from './listParams.ts';
import { readableGroup } from '../groups/readable.ts';
import { subtreeGroupIds } from '../groups/queries.ts';
import { issueJson, labelDetailsJson } from './serializers.ts';
import { sidebarChangesFrom, sidebarParamsShape } from './sidebarParams.ts';
import { hasSidebarChanges, relatableEpic } from './sidebar.ts';
import type { IssueRow } from './tables.ts';
import { listMetadata } from './view.ts';
import { createIssue, destroyIssue, issueContext, loadIssue, loadProject, updateIssue, type IssueContext } from './service.ts';
import { apiIid } from './iids.ts';
import { singleIssueJson } from './kind.ts';

/** Read-only: answered from the read cache until the next write (plugins/readCache.ts). */
const CACHED = { config: { readCache: true } };

const issueTypeParam = z.enum(['issue', 'incident']);
const stateEventParam = z.enum(['close', 'reopen']);

const apiCreateBody = z
  .object({
    ...sidebarParamsShape,
    title: z.string({ error: 'is missing' }),
    description: z.string().nullable().optional(),
    confidential: boolParam(),
    issue_type: issueTypeParam.optional(),
    merge_request_to_resolve_discussions_of: z.coerce.number({ error: 'is invalid' }).int().min(1).max(2_147_483_647).optional(),
  })
  .loose();

const apiUpdateBody = z
  .object({
    ...sidebarParamsShape,
    title: z.string().optional(),
    description: z.string().nullable().optional(),
    confidential: boolParam(),
    discussion_locked: boolParam(),
    state_event: stateEventParam.optional(),
    issue_type: issueTypeParam.optional(),
  })
  .loose();

/** Stands in for an issue not created yet when checking its epic (only the project matters). */
const PROBE_ISSUE = { id: 0, iid: 0, confidential: false, discussionLocked: false, state: 'opened', issueType: 'issue', hidden: false } as IssueRow;

function requireUser(viewer: Viewer): UserRow {
  if (!viewer.user) throw new AppError('UNAUTHORIZED');
  return viewer.user;
}

export const issueRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  const singleJson = (viewer: Viewer, ctx: IssueContext) => singleIssueJson(app.db, base, viewer, ctx);

  // ---- REST v4 ----

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
    // "Resolve all threads in a new issue": the merge request's unresolved threads fill the description.
    const followUp = input.merge_request_to_resolve_discussions_of === undefined ? null : await followUpOf(app.db, base, request.viewer, project.project.id, input.merge_request_to_resolve_discussions_of);
    const result = await createIssue(app.db, app.live, user, project, {
      title: input.title,
      description: input.description ?? followUp?.description,
      confidential: input.confidential,
      issueType: input.issue_type,
    });
    if (result.errors) throw new AppError('VALIDATION_FAILED', result.errors);
    if (followUp) await followUp.resolve(app.db, app.live, user, result.issue);
    // Quick actions in the description (e.g. a template's `/label ~bug`), as Issues::CreateService runs them.
    let ctx = issueContext(request.viewer, project, await applyCreateDescriptionQuickActions(app.db, app.live, user, result.issue), user);
    // Labels, assignees, milestone… as Issues::CreateService sets them: through the metadata rules (reporter+).
    const sidebar = sidebarChangesFrom(input);
    if (ctx.abilities.issue.setIssueMetadata && hasSidebarChanges(sidebar)) {
      // GitLab creates the project labels `labels` names and the project lacks.
      await findOrCreateProjectLabels(app.db, project, [...(sidebar.labelTitles ?? []), ...(sidebar.addLabelTitles ?? [])]);
      const updated = await updateIssue(app.db, app.live, user, ctx, sidebar);
      if (updated.kind === 'ok') ctx = { ...ctx, issue: updated.issue };
    }
    return reply.code(201).send(await singleJson(request.viewer, ctx));
  });

  app.put<{ Params: { id: string; issue_iid: string } }>('/api/v4/projects/:id/issues/:issue_iid', TEXT_ROUTE, async (request) => {
    const user = requireUser(request.viewer);
    const ctx = await loadIssue(app.db, request.viewer, idOrPath(request.params.id), apiIid(request.params.issue_iid));
    if (!ctx.abilities.issue.updateIssue) throw new AppError('FORBIDDEN');
    const input = parseInput(apiUpdateBody, request.body);
    const sidebar = sidebarChangesFrom(input);
    if (ctx.abilities.issue.setIssueMetadata) await findOrCreateProjectLabels(app.db, ctx, [...(sidebar.labelTitles ?? []), ...(sidebar.addLabelTitles ?? [])]);
    // Quick actions in the edited description run after it is saved without them (GitLab's update).
    const quickActions = await extractUpdateDescriptionQuickActions(app.db, user, ctx.issue, input.description);
    const result = await updateIssue(app.db, app.live, user, ctx, {
      title: input.title,
      description: quickActions ? quickActions.description : input.description,
      confidential: input.confidential,
      discussionLocked: input.discussion_locked,
      stateEvent: input.state_event,
      issueType: input.issue_type,
      ...sidebar,
    });
    if (result.kind === 'conflict') throw new AppError('CONFLICT');
    if (result.kind === 'invalid') throw new AppError('VALIDATION_FAILED', result.errors);
    const issue = quickActions ? await quickActions.apply(app.live, result.issue) : result.issue;
    return singleJson(request.viewer, { ...ctx, issue });
  });

  app.delete<{ Params: { id: string; issue_iid: string } }>('/api/v4/projects/:id/issues/:issue_iid', async (request, reply) => {
    requireUser(request.viewer);
    const ctx = await loadIssue(app.db, request.viewer, idOrPath(request.params.id), apiIid(request.params.issue_iid));
    if (!ctx.abilities.issue.destroyIssue) throw new AppError('FORBIDDEN');
    await destroyIssue(app.db, app.live, ctx.issue, app.config);
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
    const meta = await listMetadata(app.db, viewer, rows);
    return rows.map((row) => {
      const json = issueJson(base, row.issue, row.project, row.namespace, row.author, meta(row.issue));
      // with_labels_details: Entities::LabelBasic instead of titles.
      return params.withLabelsDetails ? { ...json, labels: meta(row.issue).metadata.labels.map(labelDetailsJson) } : json;
    });
  };

  app.get('/api/v4/issues', CACHED, (request, reply) => issueList(request, reply, { defaultScope: defaultIssueScope(request.viewer.facts), anonymousAll: true }));

  /** GitLab's issues_statistics: the counts of the list the same parameters give, by state (`state` ignored). */
  const statistics = async (request: FastifyRequest, reply: FastifyReply, scope: { projectId?: number; namespaceIds?: number[]; defaultScope: IssueScope; anonymousAll?: boolean }) => {
    let params: IssueListParams;
    try {
      params = parseIssueListParams((request.query ?? {}) as Record<string, unknown>);
    } catch (error) {
      if (error instanceof ListParamError) return reply.code(400).send({ error: error.message });
      throw error;
    }
    const viewer = request.viewer;
    const counts = await issueStatistics(app.db, viewer, {
      scope: !viewer.signedIn && scope.anonymousAll ? 'all' : (params.scope ?? scope.defaultScope),
      projectId: scope.projectId,
      namespaceIds: scope.namespaceIds,
      confidential: params.confidential,
      issueType: params.issueType,
      filters: params.filters,
    });
    return { statistics: { counts } };
  };

  app.get('/api/v4/issues_statistics', CACHED, (request, reply) => statistics(request, reply, { defaultScope: defaultIssueScope(request.viewer.facts), anonymousAll: true }));

  app.get<{ Params: { id: string } }>('/api/v4/projects/:id/issues_statistics', CACHED, async (request, reply) => {
    const project = await readableProject(app.db, request.viewer, request.params.id);
    return statistics(request, reply, { projectId: project.project.id, defaultScope: 'all' });
  });

  app.get<{ Params: { id: string } }>('/api/v4/groups/:id/issues_statistics', CACHED, async (request, reply) => {
    const group = await readableGroup(app.db, request.viewer, request.params.id);
    return statistics(request, reply, { namespaceIds: await subtreeGroupIds(app.db, group), defaultScope: 'all' });
  });

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
