import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { bool, boolParam, parseInput } from '../../lib/params.ts';
import { extractUpdateDescriptionQuickActions } from './descriptionQuickActions.ts';
import { emailParticipantsOf } from '../email-participants/queries.ts';
import { canAdminTimelineEvents } from '../incident-timeline/service.ts';
import type { IssuableKind, LoadedIssuable } from '../issuables/kind.ts';
import { issuableWebUpdateBody } from '../issuables/webParams.ts';
import { ACCESS } from '../memberships/rules.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { isSubscribedToIssue, setIssueSubscription } from '../notifications/service.ts';
import { isSubmittedAsSpam } from '../spam/service.ts';
import { usersById } from '../users/queries.ts';
import { issueRef } from './live.ts';
import { loadOneIssueMetadata } from './metadata.ts';
import { IssueTextRenderer } from './render.ts';
import { canReadExternalEmails, DESTROY_CONFIRMATION_MESSAGE, STALE_LOCK_VERSION_MESSAGE } from './rules.ts';
import { issueJson, issuePageJson, realtimeChangesJson } from './serializers.ts';
import { destroyIssue, loadIssue, loadIssueIn, relatedIssueUrl, updateIssue, type IssueChanges, type IssueContext } from './service.ts';
import { sidebarChangesFrom, sidebarParamsShape } from './sidebarParams.ts';
import { epicReadability, issueSidebarView } from './view.ts';

/** GitLab sends the realtime_changes poll interval in this header (ms). */
export const ISSUE_POLL_INTERVAL_MS = 3000;

const issueTypeParam = z.enum(['issue', 'incident']);

/** GitLab's task-list toggle: `{ index, checked, line_number, line_source }` (index is informational). */
const updateTaskParam = z.object({
  index: z.coerce.number().int().optional(),
  checked: z.preprocess(bool, z.boolean({ error: (issue) => (issue.input === undefined ? 'is missing' : 'is invalid') })),
  line_number: z.coerce.number().int().positive(),
  line_source: z.string({ error: 'is missing' }),
});

/** The web form/XHR body: `{ issue: { …the shared fields, issue_type, discussion_locked, update_task, sidebar fields } }`. */
const webUpdateBody = issuableWebUpdateBody('issue', {
  issue_type: issueTypeParam.optional(),
  discussion_locked: boolParam(),
  update_task: updateTaskParam.optional(),
  ...sidebarParamsShape,
});

/** The issue's project as the renderer's redaction needs it (readable: the issue was loaded for this viewer). */
export const knownProject = (ctx: IssueContext) => ({ fullPath: ctx.fullPath, id: ctx.project.id, accessLevel: ctx.accessLevel });

/** REST's single issue: the list fields plus `subscribed` and `closed_by`. */
export async function singleIssueJson(db: Db, base: string, viewer: Viewer, ctx: IssueContext) {
  const [metadata, subscribed, people] = await Promise.all([loadOneIssueMetadata(db, ctx.issue), isSubscribedToIssue(db, viewer.user?.id ?? null, ctx.issue), usersById(db, [ctx.issue.closedById])]);
  const epicReadable = (await epicReadability(viewer, new Map([[ctx.issue.id, metadata]]))).get(ctx.issue.id) ?? false;
  const closedBy = ctx.issue.closedById === null ? null : (people.get(ctx.issue.closedById) ?? null);
  return issueJson(base, ctx.issue, ctx.project, ctx.namespace, ctx.author, { metadata, viewer: { epicReadable, subscribed, readExternalEmails: canReadExternalEmails(viewer.facts, ctx.accessLevel) }, closedBy });
}

/**
 * award_emoji on an issue: the kernel's rule (signed in, issue readable) and GitLab's IssuablePolicy,
 * which also prevents it for non-members in a locked discussion.
 */
export function canAwardOnIssue(ctx: IssueContext, viewer: Viewer): boolean {
  const lockedOut = ctx.issue.discussionLocked && !viewer.isAdmin && ctx.accessLevel < ACCESS.GUEST;
  return ctx.abilities.issue.awardEmoji && !lockedOut;
}

/** A readable issue as the shared issuable routes see it. */
export interface LoadedIssue extends LoadedIssuable {
  context: IssueContext;
}

export function loadedIssue(context: IssueContext): LoadedIssue {
  const can = context.abilities.issue;
  return {
    owner: { type: 'Issue', id: context.issue.id },
    iid: context.issue.iid,
    fullPath: context.fullPath,
    abilities: { update: can.updateIssue, destroy: can.destroyIssue, admin: can.adminIssue, awardEmoji: can.awardEmoji },
    context,
  };
}

/**
 * The issue kind (registered in domains/kinds.ts): project-level, `/:namespace/:project/-/issues/:iid`,
 * its page JSON with the sidebar, its type, tasks and sidebar fields on top of the shared update, REST
 * `GET /api/v4/projects/:id/issues/:issue_iid`. Issue-only routes (sidebar, move, links, new issue,
 * lists) stay in issues/.
 */
export const issueKind: IssuableKind<LoadedIssue> = {
  name: 'Issue',
  noun: 'issue',
  namespace: 'project',
  segment: 'issues',
  rest: { segment: 'issues', iidParam: 'issue_iid' },
  notFound: 'ISSUE_NOT_FOUND',
  staleMessage: STALE_LOCK_VERSION_MESSAGE,
  destroyConfirmationMessage: DESTROY_CONFIRMATION_MESSAGE,
  pollInterval: ISSUE_POLL_INTERVAL_MS,
  load: async (db, viewer, project, iid) => loadedIssue(await loadIssue(db, viewer, project, iid)),
  reload: async (db, viewer, loaded) => loadedIssue(await loadIssueIn(db, viewer, loaded.context, loaded.iid)),
  ref: ({ context: ctx }) => issueRef(ctx.issue),
  isSubscribed: (db, userId, { context: ctx }) => isSubscribedToIssue(db, userId, ctx.issue),
  setSubscription: (db, userId, { context: ctx }, subscribed) => setIssueSubscription(db, userId, ctx.issue, subscribed),
  async updateShared(db, live, user, { context: ctx }, changes) {
    // GraphQL's `title: null` never reaches an issue (the mutation drops it).
    const result = await updateIssue(db, live, user, ctx, { ...changes, title: changes.title ?? undefined });
    return result.kind === 'ok' ? { kind: 'ok', row: result.issue } : result;
  },
  graphql: { parentArg: 'projectPath', iidType: 'String', payloadField: 'issue', payload: (loaded) => loaded.context, mutations: ['SetConfidential', 'SetLocked'] },
  handlers(app: FastifyInstance) {
    const base = app.config.externalUrl;
    const renderer = new IssueTextRenderer(app.db, () => app.readCache.store.generation);
    return {
      async pageJson(viewer, { context: ctx }) {
        const { issue } = ctx;
        // Service-desk addresses: reporter+ and admins only (GitLab's read_issue_email_participants).
        const readsParticipants = canReadExternalEmails(viewer.facts, ctx.accessLevel);
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
          readExternalEmails: readsParticipants,
        });
      },
      async realtimeChanges(viewer, { context: ctx }) {
        const [people, html] = await Promise.all([usersById(app.db, [ctx.issue.lastEditedById]), renderer.render(viewer, knownProject(ctx), ctx.issue)]);
        return realtimeChangesJson(ctx.issue, ctx.issue.lastEditedById === null ? null : (people.get(ctx.issue.lastEditedById) ?? null), html);
      },
      async update(user, { context: ctx }, body) {
        const { issue: input, state_event: bareStateEvent } = parseInput(webUpdateBody, body);
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
        // Quick actions in the edited description run after it is saved without them (GitLab's update).
        const quickActions = await extractUpdateDescriptionQuickActions(app.db, user, ctx.issue, changes.description);
        if (quickActions) changes.description = quickActions.description;
        const result = await updateIssue(app.db, app.live, user, ctx, changes);
        if (result.kind !== 'ok') return result;
        return { kind: 'ok', row: quickActions ? await quickActions.apply(app.live, result.issue) : result.issue };
      },
      destroy: ({ context: ctx }) => destroyIssue(app.db, app.live, ctx.issue, app.config),
      canAward: (viewer, { context: ctx }) => canAwardOnIssue(ctx, viewer),
      restJson: (viewer, { context: ctx }) => singleIssueJson(app.db, base, viewer, ctx),
    };
  },
};
