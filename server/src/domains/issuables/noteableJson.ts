/**
 * The noteable part of an issuable's page JSON: what the notes app reads instead of switching on the
 * type (/work/plan/NOTEABLE-CONTRACT.md). Every kind fills the same descriptor from its registration;
 * this file never knows which kinds exist.
 */
export interface NoteableDescriptor {
  /** GitLab's class name: `Issue`, `Epic` (also the GlobalID's type). */
  type: string;
  id: number;
  /** `issue`, `incident`, `epic`: the words the notes app uses in its texts. */
  humanName: string;
  /** Absolute paths on the API origin, exactly as the server routes them. */
  paths: {
    createNote: string;
    previewNote: string;
    notes: string;
    discussions: string;
    quickActions: string;
    uploads: string;
    /** PUT `{ state_event: 'close' | 'reopen' }` → the page JSON. */
    stateEvent: string;
    /** GitLab's draftsPath: where a review's pending comments are read and saved (merge requests only). */
    drafts?: string;
  };
  /** The noteable has assignees and the viewer may set its metadata ("Assign to commenting user"). */
  canAssignAuthor: boolean;
}

export function noteableJson(noteable: NoteableDescriptor) {
  const { paths } = noteable;
  return {
    noteable_type: noteable.type,
    noteable_gid: `gid://gitlab/${noteable.type}/${noteable.id}`,
    noteable_human_name: noteable.humanName,
    create_note_path: paths.createNote,
    preview_note_path: paths.previewNote,
    notes_path: paths.notes,
    discussions_path: paths.discussions,
    quick_actions_path: paths.quickActions,
    uploads_path: paths.uploads,
    state_event_path: paths.stateEvent,
    can_assign_author: noteable.canAssignAuthor,
    ...(paths.drafts ? { drafts_path: paths.drafts } : {}),
  };
}
