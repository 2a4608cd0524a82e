import type { IssueLabel, IssueUser, TaskCompletionStatus } from 'issuable-ui/react';

/** The viewer's flags on an epic (`current_user` of the epic JSON); the server decides. */
export interface EpicPermissions {
  can_create_note: boolean;
  can_create_confidential_note: boolean;
  can_update: boolean;
  can_destroy: boolean;
  can_admin: boolean;
  can_award_emoji: boolean;
  can_report_spam?: boolean;
  is_epic_author?: boolean;
}

/** `GET /groups/:group/-/epics/:iid.json`: the epic page's JSON (GitLab's epic entity plus its noteable data). */
export interface EpicPageData {
  id: number;
  iid: number;
  group_id: number;
  group_full_path?: string;
  title: string;
  title_html: string;
  description: string | null;
  description_html: string;
  state: 'opened' | 'closed';
  confidential: boolean;
  color: string;
  text_color: string;
  lock_version: number;
  discussion_locked?: boolean;
  author: IssueUser;
  created_at: string;
  updated_at: string;
  updated_by?: IssueUser | null;
  last_edited_at?: string | null;
  last_edited_by?: IssueUser | null;
  closed_by?: IssueUser | null;
  web_url: string;
  reference: string;
  full_reference?: string;
  task_completion_status?: TaskCompletionStatus;
  labels?: IssueLabel[];
  participants?: IssueUser[];
  subscribed?: boolean;
  noteable_type?: 'Epic';
  /** The milestones the inherited start and due dates come from (GitLab's sourcing milestones), and their dates. */
  start_date_sourcing_milestone_title?: string | null;
  start_date_sourcing_milestone_dates?: { start_date: string | null; due_date: string | null } | null;
  due_date_sourcing_milestone_title?: string | null;
  due_date_sourcing_milestone_dates?: { start_date: string | null; due_date: string | null } | null;
  current_user: EpicPermissions;
}

/** Where the epic lives: the `./EpicApp` props. */
export interface EpicRef {
  groupPath: string;
  iid: number;
}
