/** The shapes of the web JSON routes the notes app reads (GitLab's NoteEntity / DiscussionEntity). */

import type { Suggestion } from 'shared-kernel/ui';

export interface NoteUser {
  id: number;
  username: string;
  name: string;
  avatar_url: string | null;
  web_url: string;
  path: string;
}

export interface NoteAward {
  name: string;
  user: { id: number; name?: string; username?: string };
}

export interface Note {
  id: string;
  /** `DiscussionNote` for a thread's note, `null` for an individual note. */
  type: 'DiscussionNote' | 'DiffNote' | null;
  author: NoteUser | null;
  created_at: string;
  updated_at: string;
  system: boolean;
  system_note_icon_name: string | null;
  noteable_id: number;
  noteable_type: string;
  discussion_id: string;
  resolvable: boolean;
  resolved: boolean;
  resolved_by: NoteUser | null;
  is_noteable_author: boolean;
  internal: boolean;
  note: string;
  note_html: string;
  last_edited_at: string | null;
  last_edited_by: NoteUser | null;
  award_emoji: NoteAward[];
  current_user: { can_edit: boolean; can_award_emoji: boolean; can_resolve?: boolean; can_resolve_discussion: boolean };
  human_access: string | null;
  is_contributor: boolean;
  noteable_note_url: string;
  toggle_award_path: string;
  path: string;
  /** Where the abuse report form posts (absent: no Report abuse). */
  report_abuse_path?: string | null;
  resolved_at?: string | null;
  /** Where the note's thread is resolved (`PUT`) and unresolved (`DELETE`); null when not resolvable. */
  resolve_path?: string | null;
  /** A diff comment's ```suggestion blocks (GitLab's SuggestionEntity); absent or empty otherwise. */
  suggestions?: Suggestion[];
  /** Description versions (system notes of description changes), once the server sends them. */
  description_version_id?: number | null;
  /** The first version of a merged run of changes (compare and delete the whole run). */
  start_description_version_id?: number | null;
  description_diff_path?: string | null;
  delete_description_version_path?: string | null;
  can_delete_description_version?: boolean;
  description_version_deleted?: boolean;
}

export interface Discussion {
  id: string;
  reply_id: string;
  individual_note: boolean;
  notes: Note[];
  expanded: boolean;
  resolvable: boolean;
  resolved: boolean;
  resolved_by: NoteUser | null;
  /** Resolved automatically because a push outdated the diff thread (the project's resolve_outdated_diff_discussions). */
  resolved_by_push?: boolean;
  resolve_path: string | null;
  can_resolve?: boolean;
  confidential: boolean;
  resolved_at?: string | null;
  /** Diff threads (merge requests): the place in the diff and its excerpt (DiffDiscussion). */
  diff_discussion?: boolean;
  position?: { position_type: 'text' | 'image' | 'file'; old_path: string; new_path: string; old_line?: number | null; new_line?: number | null } | null;
  active?: boolean;
  discussion_path?: string | null;
  diff_file?: { file_path: string; old_path: string; new_path: string } | null;
  truncated_diff_lines?: DiffExcerptLine[];
  truncated_diff_lines_path?: string | null;
}

/** A line of a diff thread's excerpt (DiffLineEntity). */
export interface DiffExcerptLine {
  line_code: string | null;
  type: string | null;
  old_line: number | null;
  new_line: number | null;
  rich_text: string;
  text?: string;
}

/**
 * The noteable as the notes area needs it: its page JSON (`GET /:fullPath/-/issues/:iid.json`,
 * `GET /groups/:groupPath/-/epics/:iid.json`, …). Everything that differs per kind is a field here
 * (`/work/plan/NOTEABLE-CONTRACT.md`); paths are absolute on the API origin.
 */
export interface Noteable {
  /** Merge requests: "Resolve all threads in a new issue" (`/-/issues/new?merge_request_to_resolve_discussions_of=iid`). */
  create_issue_to_resolve_discussions_path?: string | null;
  id: number;
  iid: number;
  state: string;
  confidential: boolean;
  discussion_locked: boolean;
  /** `Issue` (incidents too), `Epic`, … : local-storage keys and the bus's `noteableType`. */
  noteable_type: string;
  /** `gid://gitlab/Issue/12`: the live note subscriptions' `noteableId`. */
  noteable_gid: string;
  /** How texts name it: `issue`, `incident`, `epic`, … */
  noteable_human_name: string;
  /** `POST` a note or a reply. */
  create_note_path: string;
  /** `POST { text }` → the rendered preview. */
  preview_note_path: string;
  /** The notes poll (`X-Last-Fetched-At`). */
  notes_path: string;
  /** `GET` the discussions (paged, `notes_filter`). */
  discussions_path: string;
  /** `GET` the quick actions this reader may run here. */
  quick_actions_path: string;
  /** `POST` an attachment (multipart `file`). */
  uploads_path: string;
  /** `PUT { state_event: 'close' | 'reopen' }` → the noteable JSON (at least `state`). */
  state_event_path: string;
  /** Notes offer Assign to / Unassign from commenting user. */
  can_assign_author: boolean;
  /**
   * GitLab's draftsPath: where a review's pending comments are read and saved. Present only where reviews
   * exist (merge requests): the forms then offer 'Start a review' / 'Add to review' / 'Add comment now'.
   */
  drafts_path?: string;
  issue_type?: 'issue' | 'incident';
  author_id?: number;
  /** Service desk participants (`{ email }`), when the server sends them. */
  issue_email_participants?: { email: string }[];
  /** The assignees (Assign/Unassign author), when the server sends them. */
  assignees?: { id: number; username?: string; name?: string }[];
  project_id?: number;
  current_user: {
    can_create_note: boolean;
    can_create_confidential_note: boolean;
    can_update?: boolean;
    can_update_issue?: boolean;
    can_reopen_issue?: boolean;
    can_set_issue_metadata?: boolean;
    /** Issue JSON: the viewer may promote comments to the incident timeline (developer+). */
    can_add_timeline_events?: boolean;
  };
}

/** Notes filters (spec §9): 0 all activity, 1 comments only, 2 history only. */
export type NotesFilter = 0 | 1 | 2;

export type SortDirection = 'asc' | 'desc';

export type { NoteableLocator } from './noteable';
