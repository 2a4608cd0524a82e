import { applyCreateDescriptionQuickActions } from './descriptionQuickActions.ts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { boolParam, parseInput } from '../../lib/params.ts';
import { announceIssueLink, insertIssueLink, type LinkEnd } from '../issue-links/service.ts';
import { ACCESS } from '../memberships/rules.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import { findIssueByIid } from './queries.ts';
import { canReadIssue, evaluateProjectAbilities, fullMessages } from './rules.ts';
import { confidentialAssigneesOf } from './assignees.ts';
import { issueJson } from './serializers.ts';
import { createIssue, issueContext, loadProject, updateIssue, type ProjectContext } from './service.ts';
import { hasSidebarChanges } from './sidebar.ts';
import { sidebarChangesFrom, sidebarParamsShape } from './sidebarParams.ts';
import type { IssueRow } from './tables.ts';
import type { IssueLinkRow } from '../issue-links/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { Db } from '../../db/database.ts';
import { followUpOf } from '../merge-requests/resolveInIssue.ts';

const followUpParam = z.coerce.number({ error: 'is invalid' }).int().min(1).max(2_147_483_647).optional();

/** IssuesController#create's parameters: `issue[title]`, `issue[description]`, … and `add_related_issue` (an iid). */
const createParams = z
  .object({
    title: z.string().default(''),
    description: z.string().nullable().optional(),
    confidential: boolParam(),
    issue_type: z.enum(['issue', 'incident'], { error: 'does not have a valid value' }).optional(),
    // The form's metadata fields (`issue[assignee_ids][]`, `issue[label_ids][]`, `issue[milestone_id]`, `issue[due_date]`).
    assignee_ids: sidebarParamsShape.assignee_ids,
    label_ids: sidebarParamsShape.label_ids,
    milestone_id: sidebarParamsShape.milestone_id,
    due_date: sidebarParamsShape.due_date,
  })
  .loose();

const relatedIssueParam = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number({ error: 'is invalid' }).int('is invalid').min(1, 'is invalid').max(2_147_483_647, 'is invalid').optional(),
);

/** `{ issue: { title } }` (JSON) or the form's flat `issue[title]` keys → `{ title }`. */
function issueParams(body: Record<string, unknown>): Record<string, unknown> {
  if (body.issue && typeof body.issue === 'object') return body.issue as Record<string, unknown>;
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = /^issue\[(\w+)\]$/.exec(key);
    if (match) flat[match[1] as string] = value;
  }
  return flat;
}

/**
 * GitLab's `add_related_issue`: an issue of the same project the user may read (else ignored); the
 * link needs admin_issue_link in the project (guest+ members and admins of a writable project), else
 * the issue is created without it, as IssueLinks::CreateService refuses quietly.
 */
async function linkableRelatedIssue(db: Db, viewer: Viewer, project: ProjectContext, iid: number | undefined): Promise<IssueRow | null> {
  if (iid === undefined || !viewer.facts || project.project.archived) return null;
  if (!viewer.isAdmin && project.accessLevel < ACCESS.GUEST) return null;
  const found = await findIssueByIid(db, project.project.id, iid);
  return found && canReadIssue(viewer.facts, found.issue, project.accessLevel, await confidentialAssigneesOf(db, found.issue)) ? found.issue : null;
}

/** The new-issue page's form: `POST /:fullPath/-/issues` (IssuesController#create). */
export const newIssueRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  /**
   * The new-issue page's prefilled issue (IssuesController#new with Issues::BuildService): for
   * `merge_request_to_resolve_discussions_of`, GitLab's follow-up title and the unresolved threads.
   */
  app.get(projectRoute('/-/issues/new.json'), async (request) => {
    const project = await loadProject(app.db, request.viewer, { fullPath: fullPathOf(request.params as Record<string, string | undefined>) });
    if (!evaluateProjectAbilities(request.viewer.facts, project.project, project.accessLevel).createIssue) throw new AppError('NOT_FOUND');
    const iid = parseInput(z.object({ merge_request_to_resolve_discussions_of: followUpParam }).loose(), request.query ?? {}).merge_request_to_resolve_discussions_of;
    const followUp = iid === undefined ? null : await followUpOf(app.db, base, request.viewer, project.project.id, iid);
    return { issue: { title: followUp?.title ?? '', description: followUp?.description ?? '' }, merge_request_to_resolve_discussions_of: followUp ? iid : null };
  });

  app.post(projectRoute('/-/issues'), async (request, reply) => {
    const user = request.viewer.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const project = await loadProject(app.db, request.viewer, { fullPath: fullPathOf(request.params as Record<string, string | undefined>) });
    // authorize_create_issue!: access_denied! (404).
    if (!evaluateProjectAbilities(request.viewer.facts, project.project, project.accessLevel).createIssue) throw new AppError('NOT_FOUND');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const input = parseInput(createParams, issueParams(body));
    const relatedIid = parseInput(z.object({ add_related_issue: relatedIssueParam }).loose(), body).add_related_issue;
    const related = await linkableRelatedIssue(app.db, request.viewer, project, relatedIid);

    const followUpIid = parseInput(z.object({ merge_request_to_resolve_discussions_of: followUpParam }).loose(), body).merge_request_to_resolve_discussions_of;
    const followUp = followUpIid === undefined ? null : await followUpOf(app.db, base, request.viewer, project.project.id, followUpIid);

    const linked: { row: IssueLinkRow | null } = { row: null };
    const result = await createIssue(
      app.db,
      app.live,
      user,
      project,
      { title: input.title, description: input.description ?? followUp?.description, confidential: input.confidential, issueType: input.issue_type },
      // The issue and its "relates to" link commit together.
      related ? { inTransaction: async (tx, issue) => void (linked.row = await insertIssueLink(tx, issue, related, 'relates_to')) } : {},
    );
    if (result.errors) return reply.code(422).send({ errors: fullMessages(result.errors) });
    if (followUp) await followUp.resolve(app.db, app.live, user, result.issue);
    // Assignees, labels, milestone and due date as Issues::CreateService sets them: through the sidebar's
    // rules, for those who may set metadata (reporter+); others' metadata is dropped, as GitLab filters it.
    // Quick actions in the description (e.g. a template's `/label ~bug`), as Issues::CreateService runs them.
    let created = await applyCreateDescriptionQuickActions(app.db, app.live, user, result.issue);
    const sidebar = sidebarChangesFrom(input);
    const ctx = issueContext(request.viewer, project, created, user);
    if (ctx.abilities.issue.setIssueMetadata && hasSidebarChanges(sidebar)) {
      const updated = await updateIssue(app.db, app.live, user, ctx, sidebar);
      if (updated.kind === 'ok') created = updated.issue;
    }
    const fullPath = `${project.namespace.fullPath}/${project.project.path}`;
    if (linked.row && related) {
      const end = (issue: IssueRow): LinkEnd => ({ issue, projectId: project.project.id, fullPath });
      await announceIssueLink(app.db, app.live, user, linked.row, end(created), end(related));
    }
    const issuePath = `/${fullPath}/-/issues/${created.iid}`;
    const wantsJson = (request.headers.accept ?? '').includes('application/json') || request.headers['content-type']?.includes('application/json') === true;
    if (!wantsJson) return reply.code(302).header('location', issuePath).send();
    return reply.code(201).send({ ...issueJson(base, created, project.project, project.namespace, user), related_issue_linked: linked.row !== null });
  });
};
