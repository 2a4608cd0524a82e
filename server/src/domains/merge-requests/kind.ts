import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boolParam, parseInput } from '../../lib/params.ts';
import { noteableJson } from '../issuables/noteableJson.ts';
import type { IssuableKind, LoadedIssuable } from '../issuables/kind.ts';
import { isSubscribed, setSubscription, userNotesCount, votesOfOne } from '../issuables/queries.ts';
import { issuableWebUpdateBody } from '../issuables/webParams.ts';
import { labelWebJson } from '../labels/serializers.ts';
import { milestoneJson } from '../milestones/serializers.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { canCreateInternalNote } from '../notes/rules.ts';
import { IssueTextRenderer } from '../references/render.ts';
import { userBasicJson } from '../users/serializers.ts';
import { usersById } from '../users/queries.ts';
import { mergeRequestNoteable } from './noteable.ts';
import { APPROVALS_REQUIRED, approvalsLeft, approvalsOf, eligibleForApproval, reviewerStatesOf } from './approvals.ts';
import { mrRelations } from './queries.ts';
import { MR_MESSAGES } from './rules.ts';
import { hasConflicts } from './git.ts';
import { mergeStatus, mrReference, mrWebPath } from './serializers.ts';
import { destroyMergeRequest, diffVersions, loadMergeRequest, loadMergeRequestIn, mergeRequestRef, repoOf, unresolvedThreadsCount, updateMergeRequest, type MergeRequestContext } from './service.ts';
import { taskCompletionStatus } from '../../markdown/tasks.ts';
import { singleMergeRequestJson } from './single.ts';

/** GitLab's realtime_changes poll interval for merge requests (ms). */
export const MR_POLL_INTERVAL_MS = 3000;

/** A readable merge request as the shared issuable routes see it. */
export interface LoadedMergeRequest extends LoadedIssuable {
  context: MergeRequestContext;
}

export function loadedMergeRequest(context: MergeRequestContext): LoadedMergeRequest {
  const can = context.abilities;
  return {
    owner: { type: 'MergeRequest', id: context.mr.id },
    iid: context.mr.iid,
    fullPath: context.fullPath,
    abilities: { update: can.update, destroy: can.destroy, admin: can.admin, awardEmoji: can.awardEmoji },
    context,
  };
}

const idList = z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(z.coerce.number().int().min(0)).optional());

/** The web form/XHR body: `{ merge_request: { …the shared fields, target_branch, draft, label_ids, assignee_ids, reviewer_ids, milestone_id } }`. */
const webUpdateBody = issuableWebUpdateBody('merge_request', {
  target_branch: z.string().optional(),
  discussion_locked: boolParam(),
  draft: boolParam(),
  squash: boolParam(),
  label_ids: idList,
  add_label_ids: idList,
  remove_label_ids: idList,
  assignee_ids: idList,
  reviewer_ids: idList,
  milestone_id: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().min(0).nullable()).optional(),
});

/**
 * The merge request kind (registered in domains/kinds.ts): project-level,
 * `/:namespace/:project/-/merge_requests/:iid`, the page JSON with the noteable part, the shared update
 * plus its own fields, REST `GET /api/v4/projects/:id/merge_requests/:merge_request_iid`. Its own routes
 * (lists, create, merge, diffs) stay in merge-requests/routes.ts.
 */
export const mergeRequestKind: IssuableKind<LoadedMergeRequest> = {
  name: 'MergeRequest',
  noun: 'merge request',
  namespace: 'project',
  segment: 'merge_requests',
  rest: { segment: 'merge_requests', iidParam: 'merge_request_iid' },
  notFound: 'MERGE_REQUEST_NOT_FOUND',
  staleMessage: MR_MESSAGES.stale,
  destroyConfirmationMessage: MR_MESSAGES.destroyConfirmation,
  pollInterval: MR_POLL_INTERVAL_MS,
  load: async (db, viewer, project, iid) => loadedMergeRequest(await loadMergeRequest(db, viewer, project, iid)),
  reload: async (db, viewer, loaded) => loadedMergeRequest(await loadMergeRequestIn(db, viewer, loaded.context, loaded.iid)),
  ref: ({ context: ctx }) => mergeRequestRef(ctx.mr),
  isSubscribed: (db, userId, { context: ctx }) => isSubscribed(db, userId, { type: 'MergeRequest', id: ctx.mr.id, authorId: ctx.mr.authorId }),
  setSubscription: (db, userId, { context: ctx }, subscribed) => setSubscription(db, userId, { type: 'MergeRequest', id: ctx.mr.id, projectId: ctx.project.id }, subscribed),
  async updateShared(db, live, user, { context: ctx }, changes) {
    const result = await updateMergeRequest(db, live, null, user, ctx, {
      title: changes.title ?? undefined,
      description: changes.description,
      lockVersion: changes.lockVersion,
      stateEvent: changes.stateEvent,
      discussionLocked: changes.discussionLocked,
    });
    if (result.kind === 'ok') return { kind: 'ok', row: result.mr };
    if (result.kind === 'invalid') return { kind: 'invalid', errors: Array.isArray(result.errors) ? { base: result.errors } : result.errors };
    return result;
  },
  // GitLab 16.2: mergeRequestSetSubscription and mergeRequestSetLocked (no confidentiality).
  graphql: { parentArg: 'projectPath', iidType: 'String', payloadField: 'mergeRequest', payload: (loaded) => loaded.context, mutations: ['SetLocked'] },
  handlers(app: FastifyInstance) {
    const base = app.config.externalUrl;
    const renderer = new IssueTextRenderer(app.db, () => app.readCache.store.generation);
    const known = (ctx: MergeRequestContext) => ({ fullPath: ctx.fullPath, id: ctx.project.id, accessLevel: ctx.accessLevel });
    return {
      async pageJson(viewer: Viewer, { context: ctx }: LoadedMergeRequest) {
        const { mr } = ctx;
        const access = { viewer: viewer.facts, accessLevel: ctx.accessLevel, noteableAuthorId: mr.authorId, discussionLocked: mr.discussionLocked, archived: ctx.project.archived };
        const [html, rels, people, subscribed, votes, notesCount, versions, unresolved, approvals, reviewerStates] = await Promise.all([
          renderer.render(viewer, known(ctx), mr),
          mrRelations(app.db, [mr]),
          usersById(app.db, [mr.updatedById, mr.lastEditedById, mr.closedById, mr.mergeUserId]),
          isSubscribed(app.db, viewer.user?.id ?? null, { type: 'MergeRequest', id: mr.id, authorId: mr.authorId }),
          votesOfOne(app.db, { type: 'MergeRequest', id: mr.id }),
          userNotesCount(app.db, { type: 'MergeRequest', id: mr.id }, false),
          diffVersions(app.db, mr.id),
          unresolvedThreadsCount(app.db, mr.id),
          approvalsOf(app.db, mr.id),
          reviewerStatesOf(app.db, mr.id),
        ]);
        const rel = rels.get(mr.id);
        const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
        const user = (row: ReturnType<typeof person>) => (row ? userBasicJson(base, row) : null);
        const path = mrWebPath(ctx.fullPath, mr);
        const latest = versions[0] ?? null;
        const can = ctx.abilities;
        // Checked on the repository, as the REST single object is (single.ts): the Merge widget shows
        // conflicts before anyone tries.
        const conflicts = mr.state === 'opened' && latest?.startCommitSha && latest.headCommitSha ? await hasConflicts(repoOf(app.config.dataDir, ctx), latest.startCommitSha, latest.headCommitSha) : false;
        const status = mergeStatus(mr, { hasConflicts: conflicts, blockingDiscussionsResolved: unresolved === 0 });
        return {
          id: mr.id,
          iid: mr.iid,
          project_id: mr.projectId,
          title: mr.title,
          title_html: html.titleHtml,
          description: mr.description,
          description_html: html.descriptionHtml,
          state: mr.state,
          draft: mr.draft,
          work_in_progress: mr.draft,
          source_branch: mr.sourceBranch,
          target_branch: mr.targetBranch,
          source_project_id: mr.sourceProjectId,
          target_project_id: mr.projectId,
          source_project_full_path: ctx.fullPath,
          target_project_full_path: ctx.fullPath,
          confidential: false,
          discussion_locked: mr.discussionLocked,
          lock_version: mr.lockVersion,
          squash: mr.squash,
          author: userBasicJson(base, ctx.author),
          assignees: (rel?.assignees ?? []).map((u) => userBasicJson(base, u)),
          reviewers: (rel?.reviewers ?? []).map((u) => ({ ...userBasicJson(base, u), state: reviewerStates.get(u.id) ?? 'unreviewed' })),
          // The approval widget's fields (GitLab Free: none required; approve_merge_request from developer on).
          approved: approvals.length > 0,
          approvals_required: APPROVALS_REQUIRED,
          approvals_left: approvalsLeft(approvals),
          approved_by: approvals.map((a) => ({ user: userBasicJson(base, a.user), approved_at: a.createdAt.toISOString() })),
          user_has_approved: viewer.user !== null && approvals.some((a) => a.user.id === viewer.user?.id),
          user_can_approve: eligibleForApproval(ctx, approvals, viewer.user),
          approve_path: `/api/v4/projects/${mr.projectId}/merge_requests/${mr.iid}/approve`,
          unapprove_path: `/api/v4/projects/${mr.projectId}/merge_requests/${mr.iid}/unapprove`,
          labels: (rel?.labels ?? []).map(labelWebJson),
          milestone: rel?.milestone ? milestoneJson(base, rel.milestone, { projectPath: ctx.fullPath }) : null,
          created_at: mr.createdAt.toISOString(),
          updated_at: mr.updatedAt.toISOString(),
          updated_by: user(person(mr.updatedById)),
          last_edited_at: mr.lastEditedAt?.toISOString() ?? null,
          last_edited_by: user(person(mr.lastEditedById)),
          closed_at: mr.closedAt?.toISOString() ?? null,
          closed_by: user(person(mr.closedById)),
          merged_at: mr.mergedAt?.toISOString() ?? null,
          merge_user: user(person(mr.mergeUserId)),
          merge_commit_sha: mr.mergeCommitSha,
          diff_head_sha: latest?.headCommitSha ?? null,
          diff_refs: latest ? { base_sha: latest.baseCommitSha, start_sha: latest.startCommitSha, head_sha: latest.headCommitSha } : null,
          commits_count: latest?.commitsCount ?? 0,
          merge_params: { force_remove_source_branch: mr.shouldRemoveSourceBranch ? '1' : '0' },
          unresolved_discussions_count: unresolved,
          has_conflicts: conflicts,
          merge_status: status.merge_status,
          detailed_merge_status: status.detailed_merge_status,
          only_allow_merge_if_all_discussions_are_resolved: ctx.project.onlyAllowMergeIfAllDiscussionsAreResolved,
          merge_method: ctx.project.mergeMethod,
          web_url: `${base}${path}`,
          web_path: path,
          reference: mrReference(mr, ctx.fullPath, false),
          full_reference: mrReference(mr, ctx.fullPath, true),
          task_completion_status: taskCompletionStatus(mr.description ?? ''),
          subscribed,
          upvotes: votes.upvotes,
          downvotes: votes.downvotes,
          user_notes_count: notesCount,
          ...noteableJson(mergeRequestNoteable(mr, ctx.fullPath)),
          merge_request_path: path,
          diffs_path: `${path}/diffs`,
          diffs_metadata_path: `${path}/diffs_metadata.json`,
          diffs_batch_path: `${path}/diffs_batch.json`,
          commits_path: `${path}/commits.json`,
          realtime_changes_path: `${path}/realtime_changes`,
          toggle_award_path: `${path}/toggle_award_emoji`,
          award_emoji_path: `/api/v4/projects/${mr.projectId}/merge_requests/${mr.iid}/award_emoji`,
          toggle_subscription_path: `${path}/toggle_subscription`,
          merge_path: `/api/v4/projects/${mr.projectId}/merge_requests/${mr.iid}/merge`,
          // "Resolve all threads in a new issue" (the discussion counter's link), for signed-in readers.
          create_issue_to_resolve_discussions_path: viewer.signedIn ? `/${ctx.fullPath}/-/issues/new?merge_request_to_resolve_discussions_of=${mr.iid}` : null,
          current_user: {
            can_create_note: can.createNote,
            can_create_confidential_note: canCreateInternalNote(access),
            can_update: can.update,
            can_destroy: can.destroy,
            can_admin: can.admin,
            can_merge: can.merge,
            can_approve: can.approve,
            can_award_emoji: can.awardEmoji,
            signed_in: viewer.signedIn,
          },
        };
      },
      async realtimeChanges(viewer, { context: ctx }) {
        const [people, html] = await Promise.all([usersById(app.db, [ctx.mr.lastEditedById]), renderer.render(viewer, known(ctx), ctx.mr)]);
        const editor = ctx.mr.lastEditedById === null ? null : (people.get(ctx.mr.lastEditedById) ?? null);
        return {
          title: html.titleHtml,
          title_text: ctx.mr.title,
          description: html.descriptionHtml,
          description_text: ctx.mr.description ?? '',
          task_completion_status: taskCompletionStatus(ctx.mr.description ?? ''),
          lock_version: ctx.mr.lockVersion,
          updated_at: ctx.mr.updatedAt.toISOString(),
          updated_by_name: editor?.name ?? null,
          updated_by_path: editor ? `/${editor.username}` : null,
        };
      },
      async update(user, { context: ctx }, body) {
        const { merge_request: input, state_event: bareStateEvent } = parseInput(webUpdateBody, body);
        const result = await updateMergeRequest(app.db, app.live, app.config.dataDir, user, ctx, {
          title: input.title ?? undefined,
          description: input.description,
          lockVersion: input.lock_version,
          stateEvent: input.state_event ?? bareStateEvent,
          targetBranch: input.target_branch,
          draft: input.draft,
          discussionLocked: input.discussion_locked,
          squash: input.squash,
          labelIds: input.label_ids,
          addLabelIds: input.add_label_ids,
          removeLabelIds: input.remove_label_ids,
          assigneeIds: input.assignee_ids,
          reviewerIds: input.reviewer_ids,
          milestoneId: input.milestone_id === 0 ? null : input.milestone_id,
        });
        if (result.kind === 'ok') return { kind: 'ok', row: result.mr };
        if (result.kind === 'invalid') return { kind: 'invalid', errors: Array.isArray(result.errors) ? { base: result.errors } : result.errors };
        return result;
      },
      destroy: ({ context: ctx }) => destroyMergeRequest(app.db, app.live, ctx.mr),
      canAward: (_viewer, loaded) => loaded.abilities.awardEmoji,
      restJson: (viewer, { context: ctx }) => singleMergeRequestJson(app.db, app.config, viewer, ctx),
    };
  },
};
