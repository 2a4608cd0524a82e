/**
 * The issuable the library's widgets read: GitLab's IssueEntity shape (the issue page's JSON). Other
 * kinds (epics, merge requests) map their JSON onto it in their issuable API; fields a kind lacks are
 * optional or false.
 */

/** The kinds of issuable the platform knows (the bus's `issuableType`). */
export type IssuableType = 'issue' | 'incident' | 'epic' | 'merge_request';
export type IssueState = 'opened' | 'closed' | 'reopened';

/** A user as GitLab's entities send it (REST `avatar_url` / `web_url`). */
export interface IssueUser {
  id: number;
  username: string;
  name: string;
  avatar_url: string | null;
  web_url: string;
  path?: string;
}

/** A reviewer of a merge request with GitLab's review state (`unreviewed`, `reviewed`, `requested_changes`, `approved`). */
export type IssuableReviewer = IssueUser & { state?: string };

export interface TaskCompletionStatus {
  count: number;
  completed_count: number;
}

export interface IssueLabel {
  id: number;
  title: string;
  color: string;
  text_color?: string;
  description?: string | null;
}

export interface IssueMilestone {
  id: number;
  iid?: number;
  title: string;
  due_date: string | null;
  start_date: string | null;
  web_url?: string;
  state?: string;
}

/** The issue's iteration (GitLab's REST `Entities::Iteration`). */
export interface IssueIteration {
  id: number;
  iid?: number;
  title: string | null;
  start_date: string;
  due_date: string;
  web_url?: string;
}

/** Health status values (spec §3); 0 / null means none. */
export type HealthStatus = 'on_track' | 'needs_attention' | 'at_risk';

/** A blocking issue (`blocked_by_issues`), as GitLab's IssueEntity lists them. */
export interface BlockingIssue {
  iid: number;
  title: string;
  web_url: string;
  reference?: string;
}

export interface IssueEpic {
  id: number;
  iid: number;
  title: string;
  web_url: string | null;
  /** False when the reader may not see the epic (GitLab's sidebar then says so). */
  can_read?: boolean;
}

/** The viewer's flags (`current_user` of the page JSON, spec §6); the server decides. */
export interface IssuePermissions {
  can_create_note: boolean;
  can_update_issue: boolean;
  can_reopen_issue: boolean;
  can_admin_issue?: boolean;
  can_set_issue_metadata?: boolean;
  can_create_issue: boolean;
  can_create_incident: boolean;
  can_promote_to_epic: boolean;
  can_destroy_issue: boolean;
  can_report_spam: boolean;
  can_award_emoji: boolean;
  is_issue_author: boolean;
  show_lock_issue_option: boolean;
  /** Issue#can_move?: reporter+ and not moved yet ("Move issue" in the sidebar). */
  can_move?: boolean;
}

/**
 * `GET {issue path}.json` (an issue's page JSON). Sidebar fields are optional: older servers do not send
 * them, and other kinds do not have them.
 */
export interface IssuableData {
  id: number;
  iid: number;
  project_id?: number;
  title: string;
  title_html: string;
  description: string | null;
  description_html: string;
  state: IssueState;
  issue_type: IssuableType;
  confidential: boolean;
  discussion_locked: boolean;
  lock_version: number;
  hidden?: boolean;
  first_contribution?: boolean;
  author: IssueUser;
  created_at: string;
  updated_at: string;
  last_edited_at?: string | null;
  last_edited_by?: IssueUser | null;
  closed_by?: IssueUser | null;
  due_date?: string | null;
  weight?: number | null;
  health_status?: HealthStatus | null;
  web_url: string;
  reference?: string;
  full_reference?: string;
  task_completion_status: TaskCompletionStatus;
  moved_to_issue_url?: string | null;
  duplicated_to_issue_url?: string | null;
  promoted_to_epic_url?: string | null;
  zoom_meeting_url?: string | null;
  published_incident_url?: string | null;
  service_desk_reply_to?: string | null;
  issue_email?: string | null;
  issue_path?: string;
  realtime_changes_path?: string;
  subscribed?: boolean;
  blocked_by_issues?: BlockingIssue[];
  assignees?: IssueUser[];
  /** Merge requests only: who is asked to review, with their review state. */
  reviewers?: IssuableReviewer[];
  labels?: IssueLabel[];
  milestone?: IssueMilestone | null;
  iteration?: IssueIteration | null;
  epic?: IssueEpic | null;
  /** True when the issue has a parent epic, also when `epic` is null because the reader may not see it. */
  has_epic?: boolean;
  participants?: IssueUser[];
  current_user: IssuePermissions;
}

/** `GET {issue path}/realtime_changes` (reference values: polled, `Poll-Interval` header). */
export interface RealtimeChanges {
  title: string;
  title_text: string;
  description: string;
  description_text: string;
  task_completion_status: TaskCompletionStatus;
  lock_version: number;
  updated_at?: string;
  updated_by_name?: string;
  updated_by_path?: string;
}

export function isClosed(state: IssueState): boolean {
  return state === 'closed';
}
