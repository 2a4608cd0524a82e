/** The shapes of the web JSON routes the notes app reads (GitLab's NoteEntity / DiscussionEntity). */

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
  resolve_path: string | null;
  can_resolve?: boolean;
  confidential: boolean;
}

/** The issue as the notes area needs it (`GET /:fullPath/-/issues/:iid.json`). */
export interface Noteable {
  id: number;
  iid: number;
  state: string;
  confidential: boolean;
  discussion_locked: boolean;
  current_user: {
    can_create_note: boolean;
    can_create_confidential_note: boolean;
    can_update?: boolean;
  };
}

/** Notes filters (spec §9): 0 all activity, 1 comments only, 2 history only. */
export type NotesFilter = 0 | 1 | 2;

export type SortDirection = 'asc' | 'desc';

/** Where the notes area is: the project path, the iid and its numeric id. */
export interface NoteableRef {
  fullPath: string;
  iid: number;
  id: number;
}
