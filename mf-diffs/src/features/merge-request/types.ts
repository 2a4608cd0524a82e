import type { IssueLabel, IssueMilestone, IssueUser } from 'issuable-ui/react';

/** A merge request's state (GitLab's `state`). */
export type MergeRequestState = 'opened' | 'closed' | 'merged' | 'locked';

/**
 * `GET /:project/-/merge_requests/:iid.json`: the merge request as the page reads it (GitLab's
 * merge request entity; REST v4's field names). Fields a server may leave out are optional.
 */
export interface MergeRequestPageData {
  id: number;
  iid: number;
  project_id?: number;
  title: string;
  title_html?: string;
  description: string | null;
  description_html?: string;
  state: MergeRequestState;
  draft?: boolean;
  work_in_progress?: boolean;
  source_branch: string;
  target_branch: string;
  source_branch_path?: string;
  target_branch_path?: string;
  author: IssueUser;
  assignees?: IssueUser[];
  /** Reviewers with their review state (`unreviewed`, `reviewed`, `requested_changes`, `approved`). */
  reviewers?: MergeRequestReviewer[];
  labels?: IssueLabel[];
  milestone?: IssueMilestone | null;
  discussion_locked?: boolean | null;
  lock_version: number;
  created_at: string;
  updated_at: string;
  merged_at?: string | null;
  merged_by?: IssueUser | null;
  /** Who merged it (REST v4's name; `merged_by` is the older one). */
  merge_user?: IssueUser | null;
  unresolved_discussions_count?: number;
  only_allow_merge_if_all_discussions_are_resolved?: boolean;
  closed_by?: IssueUser | null;
  last_edited_at?: string | null;
  last_edited_by?: IssueUser | null;
  /** GitLab 16.2's merge status: `mergeable`, `draft_status`, `broken_status` (conflicts), `discussions_not_resolved`, `checking`, `not_open`, … */
  detailed_merge_status?: string;
  merge_status?: string;
  has_conflicts?: boolean;
  blocking_discussions_resolved?: boolean;
  diff_head_sha?: string | null;
  sha?: string | null;
  merge_commit_sha?: string | null;
  commits_count?: number;
  changes_count?: string | null;
  web_url: string;
  reference?: string;
  full_reference?: string;
  subscribed?: boolean;
  task_completion_status?: { count: number; completed_count: number };
  /** The approval widget's fields (GitLab Free: someone approved; none required). */
  approved?: boolean;
  approvals_required?: number;
  approvals_left?: number;
  approved_by?: { user: IssueUser }[];
  user_has_approved?: boolean;
  user_can_approve?: boolean;
  current_user?: {
    can_approve?: boolean;
    can_update?: boolean;
    can_update_merge_request?: boolean;
    can_merge?: boolean;
    can_create_note?: boolean;
    can_award_emoji?: boolean;
    can_admin?: boolean;
  };
}

export interface MergeRequestRef {
  fullPath: string;
  iid: number;
}

export type ReviewerState = 'unreviewed' | 'reviewed' | 'requested_changes' | 'approved';

export type MergeRequestReviewer = IssueUser & { state?: ReviewerState | string };

/** REST `approvals` (and the approve / unapprove answers): the fields the widget reads. */
export interface MergeRequestApprovals {
  approved: boolean;
  approvals_required: number;
  approvals_left: number;
  approved_by: { user: IssueUser }[];
  user_has_approved: boolean;
  user_can_approve: boolean;
}
