import type { IssuableData } from 'issuable-ui/react';
import type { MergeRequestPageData } from './types';

/** Whether the viewer may edit the merge request (GitLab names the flag two ways). */
export const canUpdate = (mr: MergeRequestPageData) => Boolean(mr.current_user?.can_update ?? mr.current_user?.can_update_merge_request);

/** The merge request is a draft (`draft`, or GitLab's older `work_in_progress`). */
export const isDraft = (mr: MergeRequestPageData) => Boolean(mr.draft ?? mr.work_in_progress);

/**
 * The merge request in the shape the issuable library reads (description, task lists, edit form, sidebar
 * widgets): `issue_type: 'merge_request'`; merged and locked read as closed for its open/closed logic.
 */
export function mergeRequestAsIssuable(mr: MergeRequestPageData): IssuableData {
  const update = canUpdate(mr);
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: mr.project_id,
    title: mr.title,
    title_html: mr.title_html ?? mr.title,
    description: mr.description,
    description_html: mr.description_html ?? '',
    state: mr.state === 'opened' ? 'opened' : 'closed',
    issue_type: 'merge_request',
    confidential: false,
    discussion_locked: Boolean(mr.discussion_locked),
    lock_version: mr.lock_version,
    author: mr.author,
    created_at: mr.created_at,
    updated_at: mr.updated_at,
    last_edited_at: mr.last_edited_at ?? null,
    last_edited_by: mr.last_edited_by ?? null,
    closed_by: mr.closed_by ?? null,
    web_url: mr.web_url,
    reference: mr.reference ?? `!${mr.iid}`,
    full_reference: mr.full_reference ?? mr.reference ?? `!${mr.iid}`,
    task_completion_status: mr.task_completion_status ?? { count: 0, completed_count: 0 },
    issue_email: null,
    subscribed: mr.subscribed ?? false,
    assignees: mr.assignees ?? [],
    reviewers: mr.reviewers ?? [],
    labels: mr.labels ?? [],
    milestone: mr.milestone ?? null,
    participants: [mr.author],
    current_user: {
      can_create_note: Boolean(mr.current_user?.can_create_note),
      can_update_issue: update,
      can_reopen_issue: update,
      can_admin_issue: Boolean(mr.current_user?.can_admin ?? update),
      can_set_issue_metadata: Boolean(mr.current_user?.can_admin ?? update),
      can_create_issue: false,
      can_create_incident: false,
      can_promote_to_epic: false,
      can_destroy_issue: false,
      can_report_spam: false,
      can_award_emoji: Boolean(mr.current_user?.can_award_emoji),
      is_issue_author: false,
      show_lock_issue_option: update,
    },
  };
}

/** The merge request JSON with what the issuable library changed in its view of it (a save, a lock, labels, the subscription). */
export function withIssuableChanges(mr: MergeRequestPageData, issuable: IssuableData): MergeRequestPageData {
  return {
    ...mr,
    title: issuable.title,
    title_html: issuable.title_html,
    description: issuable.description,
    description_html: issuable.description_html,
    // The library closes and reopens; merged stays merged.
    state: mr.state === 'merged' ? 'merged' : issuable.state === 'closed' ? 'closed' : 'opened',
    discussion_locked: issuable.discussion_locked,
    lock_version: issuable.lock_version,
    updated_at: issuable.updated_at,
    last_edited_at: issuable.last_edited_at,
    last_edited_by: issuable.last_edited_by,
    task_completion_status: issuable.task_completion_status,
    subscribed: issuable.subscribed,
    labels: issuable.labels,
  };
}
