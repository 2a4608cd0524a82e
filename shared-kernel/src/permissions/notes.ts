import { accessLevelLabel } from './accessLevels';

/** State of an issuable (issue, epic, merge request). */
export type IssuableState = 'opened' | 'reopened' | 'closed' | 'merged' | 'locked';

/** Open means opened or reopened. */
export function isOpenState(state: string): boolean {
  return state === 'opened' || state === 'reopened';
}

/** Input of {@link closeReopenButtonVisible}. */
export interface CloseReopenInput {
  canUpdate: boolean;
  state: string;
  discussionLocked: boolean;
}

/** The comment form's close/reopen button: the user can update, the state is not merged, and it is not both closed and locked. */
export function closeReopenButtonVisible({ canUpdate, state, discussionLocked }: CloseReopenInput): boolean {
  return canUpdate && state !== 'merged' && !(state === 'closed' && discussionLocked);
}

/** Input of {@link canReportNoteAbuse}. */
export interface ReportNoteAbuseInput {
  reportPath: string | null | undefined;
  noteAuthorId: number;
  currentUserId: number | null | undefined;
}

/** Report abuse is offered only when a report path exists and the note's author is not the current user. */
export function canReportNoteAbuse({ reportPath, noteAuthorId, currentUserId }: ReportNoteAbuseInput): boolean {
  return Boolean(reportPath) && noteAuthorId !== currentUserId;
}

/** Input of {@link noteBadges}. */
export interface NoteBadgeInput {
  /** The note's author is the noteable's author. */
  isNoteableAuthor: boolean;
  /** The author's access level: a number (`30`) or the server's label (`'Developer'`). */
  accessLevel?: number | string | null;
  /** The author contributed to the project without being a member. */
  isContributor?: boolean;
}

/** A badge shown beside a note author's name. */
export type NoteBadge = 'Author' | 'Contributor' | (string & {});

function roleBadge({ accessLevel, isContributor }: NoteBadgeInput): string | null {
  const label = typeof accessLevel === 'string' ? accessLevel || null : accessLevelLabel(accessLevel);
  if (label) return label;
  return isContributor ? 'Contributor' : null;
}

/** Every badge of a note's author, in display order: `'Author'`, then the access level label or `'Contributor'`. */
export function noteBadges(input: NoteBadgeInput): NoteBadge[] {
  const role = roleBadge(input);
  return [...(input.isNoteableAuthor ? ['Author'] : []), ...(role ? [role] : [])];
}

/** The primary badge: `'Author'`, else the access level label, else `'Contributor'`, else `null`. */
export function noteBadge(input: NoteBadgeInput): NoteBadge | null {
  return noteBadges(input)[0] ?? null;
}
