import type { Discussion, Note, Noteable } from '../lib/types';

let nextId = 100;

/** A NoteEntity as the server sends it, with `overrides`. Unit tests only. */
export function fakeNote(overrides: Partial<Note> = {}): Note {
  const id = String(overrides.id ?? nextId++);
  return {
    id,
    type: null,
    author: { id: 3, username: 'developer', name: 'Dana Developer', avatar_url: null, web_url: '/developer', path: '/developer' },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    system: false,
    system_note_icon_name: null,
    noteable_id: 7,
    noteable_type: 'Issue',
    discussion_id: `d${id}`,
    resolvable: false,
    resolved: false,
    resolved_by: null,
    is_noteable_author: false,
    internal: false,
    note: `Note ${id}`,
    note_html: `<p>Note ${id}</p>`,
    last_edited_at: null,
    last_edited_by: null,
    award_emoji: [],
    current_user: { can_edit: true, can_award_emoji: true, can_resolve: false, can_resolve_discussion: false },
    human_access: 'Developer',
    is_contributor: false,
    noteable_note_url: `/gitlab-org/gitlab/-/issues/1#note_${id}`,
    toggle_award_path: `/gitlab-org/gitlab/notes/${id}/toggle_award_emoji`,
    path: `/gitlab-org/gitlab/notes/${id}`,
    ...overrides,
  };
}

/** A DiscussionEntity holding `notes` (an individual note when it is one note without a type). */
export function fakeDiscussion(notes: Note[], overrides: Partial<Discussion> = {}): Discussion {
  const first = notes[0]!;
  const resolvable = notes.some((n) => n.resolvable);
  return {
    id: first.discussion_id,
    reply_id: first.discussion_id,
    individual_note: notes.length === 1 && first.type === null,
    notes,
    expanded: true,
    resolvable,
    resolved: false,
    resolved_by: null,
    resolve_path: resolvable ? `/gitlab-org/gitlab/-/issues/1/discussions/${first.discussion_id}/resolve` : null,
    can_resolve: resolvable,
    confidential: false,
    ...overrides,
  };
}

const PROJECT = '/gitlab-org/gitlab';

/**
 * The page JSON of issue `gitlab-org/gitlab#1` (id 7) the notes area reads, with the noteable fields
 * the server sends (an incident when `issue_type` says so).
 */
export function fakeNoteable(overrides: Partial<Omit<Noteable, 'current_user'>> & { current_user?: Partial<Noteable['current_user']> } = {}): Noteable {
  const { current_user: permissions, ...rest } = overrides;
  const id = rest.id ?? 7;
  const iid = rest.iid ?? 1;
  return {
    id,
    iid,
    state: 'opened',
    confidential: false,
    discussion_locked: false,
    noteable_type: 'Issue',
    noteable_gid: `gid://gitlab/Issue/${id}`,
    noteable_human_name: rest.issue_type === 'incident' ? 'incident' : 'issue',
    create_note_path: `${PROJECT}/notes?target_id=${id}&target_type=issue`,
    preview_note_path: `${PROJECT}/preview_markdown?target_type=Issue&target_id=${iid}`,
    notes_path: `${PROJECT}/noteable/issue/${id}/notes`,
    discussions_path: `${PROJECT}/-/issues/${iid}/discussions.json`,
    quick_actions_path: `${PROJECT}/-/autocomplete_sources/commands?type=Issue&type_id=${iid}`,
    uploads_path: `${PROJECT}/uploads`,
    state_event_path: `${PROJECT}/-/issues/${iid}.json`,
    can_assign_author: Boolean(permissions?.can_set_issue_metadata),
    ...rest,
    current_user: { can_create_note: true, can_create_confidential_note: false, can_update: true, ...permissions },
  };
}
