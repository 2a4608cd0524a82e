import { ACCESS, type ViewerFacts } from '../memberships/rules.ts';

/** GitLab's Gitlab::Database::MAX_TEXT_SIZE_LIMIT for a note body. */
export const MAX_NOTE_LENGTH = 1_000_000;
/** GitLab's Noteable::MAX_NOTES_LIMIT: notes per issue, epic or merge request. */
export const MAX_NOTES_PER_NOTEABLE = 5_000;
/** Discussions paging (discussions.json): default and cap of per_page. */
export const DISCUSSIONS_PER_PAGE = 20;
export const DISCUSSIONS_MAX_PER_PAGE = 100;
/** Poll-Interval header of the notes endpoint, in milliseconds. */
export const NOTES_POLL_INTERVAL_MS = 6000;

/** notes_filter values (UserPreference::NOTES_FILTERS). */
export const NOTES_FILTERS = { ALL: 0, ONLY_COMMENTS: 1, ONLY_ACTIVITY: 2 } as const;
export type NotesFilter = (typeof NOTES_FILTERS)[keyof typeof NOTES_FILTERS];

/** What the rules need to know about the noteable and the viewer's place in its project. */
export interface NoteableAccess {
  viewer: ViewerFacts | null;
  /** The viewer's effective access level in the noteable's project. */
  accessLevel: number;
  /** The noteable's author (is_noteable_author, resolve rights, internal notes). */
  noteableAuthorId: number;
  /** Discussion locked: only project members may comment, edit, resolve or react. */
  discussionLocked: boolean;
  /** Archived project: nobody comments. */
  archived: boolean;
  /**
   * Whether the viewer has a pending to-do on the noteable (`/todo` runs without one, `/done` with
   * one). Known only where the kind's quick actions asked (notes/providers.ts `viewerFacts`); unknown,
   * neither command runs.
   */
  pendingTodo?: boolean;
}

const isMember = (a: NoteableAccess) => a.accessLevel >= ACCESS.GUEST;
const isAdmin = (a: NoteableAccess) => a.viewer?.isAdmin ?? false;
const lockedOut = (a: NoteableAccess) => a.discussionLocked && !isMember(a) && !isAdmin(a);

/**
 * Internal (confidential) notes: reporters and above and administrators (read_internal_note). Since
 * GitLab 15.5 (gitlab-org/gitlab!98588) the noteable's author or assignee without that role does
 * not see them: internal notes are for the team, not for the person who reported the issue.
 * Assumes the noteable is readable.
 */
export function canReadInternalNotes(a: NoteableAccess): boolean {
  if (!a.viewer) return false;
  return isAdmin(a) || a.accessLevel >= ACCESS.REPORTER;
}

/** Marking a note internal needs reporter+ (mark_note_as_internal); admins always. */
export function canCreateInternalNote(a: NoteableAccess): boolean {
  return Boolean(a.viewer) && (isAdmin(a) || a.accessLevel >= ACCESS.REPORTER);
}

/** create_note: any signed-in user who can read the noteable, unless archived or locked for non-members. */
export function canCreateNote(a: NoteableAccess): boolean {
  if (!a.viewer || a.archived) return false;
  return !lockedOut(a);
}

export function canReadNote(a: NoteableAccess, note: { internal: boolean }): boolean {
  return !note.internal || canReadInternalNotes(a);
}

/** admin_note (edit, delete): the note's author or maintainer+ or an admin; never system notes. */
export function canAdminNote(a: NoteableAccess, note: { authorId: number; system: boolean; internal: boolean }): boolean {
  if (!a.viewer || note.system || !canReadNote(a, note) || lockedOut(a)) return false;
  return isAdmin(a) || note.authorId === a.viewer.id || a.accessLevel >= ACCESS.MAINTAINER;
}

/** award_emoji: any signed-in user who can read the note (members only when locked). */
export function canAwardEmoji(a: NoteableAccess, note: { internal: boolean }): boolean {
  return Boolean(a.viewer) && canReadNote(a, note) && !lockedOut(a);
}

/** resolve_note: developer+, the note's author, the noteable's author, admins; the note must be resolvable. */
export function canResolveNote(a: NoteableAccess, note: { authorId: number; resolvable: boolean; internal: boolean }): boolean {
  if (!a.viewer || !note.resolvable || !canReadNote(a, note) || lockedOut(a)) return false;
  return isAdmin(a) || a.accessLevel >= ACCESS.DEVELOPER || note.authorId === a.viewer.id || a.noteableAuthorId === a.viewer.id;
}

/** A discussion can be resolved when every resolvable note lets the viewer resolve it. */
export function canResolveDiscussion(a: NoteableAccess, discussionNotes: { authorId: number; resolvable: boolean; internal: boolean }[]): boolean {
  const resolvable = discussionNotes.filter((n) => n.resolvable);
  return resolvable.length > 0 && resolvable.every((n) => canResolveNote(a, n));
}

/** update_issue (quick actions /close, /reopen, /title): reporter+, the author, admins. */
export function canUpdateNoteable(a: NoteableAccess): boolean {
  if (!a.viewer) return false;
  return isAdmin(a) || a.accessLevel >= ACCESS.REPORTER || a.viewer.id === a.noteableAuthorId;
}

/** set_confidentiality / lock: reporter+ or admins. */
export function canAdminNoteable(a: NoteableAccess): boolean {
  return Boolean(a.viewer) && (isAdmin(a) || a.accessLevel >= ACCESS.REPORTER);
}

/** Characters as GitLab (Ruby) counts them: code points, so an emoji outside the BMP is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        i += 1;
      }
    }
  }
  return count;
}

/** Validation errors of a note body, as GitLab's ActiveModel messages (attribute → messages). */
export function noteBodyErrors(body: string): Record<string, string[]> {
  if (body.trim().length === 0) return { note: ["can't be blank"] };
  if (body.length > MAX_NOTE_LENGTH && characterCount(body) > MAX_NOTE_LENGTH) return { note: [`is too long (maximum is ${MAX_NOTE_LENGTH} characters)`] };
  return {};
}

export const MAX_NOTES_MESSAGE = 'Maximum number of comments exceeded';

export { fullMessages } from '../../lib/validation.ts';

export function toSentence(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

/** Discussions page sizes grow 20, 30, 45, 68, … capped at 100 (the client asks; the server caps). */
export function clampPerPage(raw: unknown): number {
  const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : DISCUSSIONS_PER_PAGE;
  return Math.min(Math.max(n, 1), DISCUSSIONS_MAX_PER_PAGE);
}

export { EMOJI_NAME } from '../awards/rules.ts';
