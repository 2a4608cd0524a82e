import type { Discussion } from '../../../lib/types';

/**
 * GitLab's merge request activity filters (notes/constants.js MR_FILTER_OPTIONS): each hides the
 * discussions whose first note matches it, by system note icon, note type, system note text, a single
 * user comment, or a bot author. Icons cover both the names our server writes and GitLab's later ones.
 */
export interface MrFilterOption {
  text: string;
  value: MrFilterValue;
  systemNoteIcons?: readonly string[];
  noteType?: readonly string[];
  noteText?: readonly string[];
  individualNote?: boolean;
  bot?: boolean;
}

export type MrFilterValue = 'approval' | 'assignees_reviewers' | 'bot_comments' | 'comments' | 'commit_branches' | 'edits' | 'labels' | 'lock_status' | 'mentions' | 'status' | 'tracking';

export const MR_FILTER_OPTIONS: readonly MrFilterOption[] = [
  { text: 'Approvals', value: 'approval', systemNoteIcons: ['approval', 'unapproval', 'check', 'error'] },
  { text: 'Assignees & reviewers', value: 'assignees_reviewers', noteText: ['requested review from', 'removed review request for', 'assigned to', 'unassigned'] },
  { text: 'Comments (from bots)', value: 'bot_comments', bot: true },
  { text: 'Comments (from users)', value: 'comments', noteType: ['DiscussionNote', 'DiffNote'], individualNote: true, noteText: ['resolved all threads'] },
  { text: 'Commits & branches', value: 'commit_branches', systemNoteIcons: ['commit', 'fork'] },
  { text: 'Edits', value: 'edits', systemNoteIcons: ['pencil', 'pencil-square', 'todo-done', 'task-done'] },
  { text: 'Labels', value: 'labels', systemNoteIcons: ['label'] },
  { text: 'Lock status', value: 'lock_status', systemNoteIcons: ['lock', 'lock-open'] },
  { text: 'Mentions', value: 'mentions', systemNoteIcons: ['comment-dots'] },
  { text: 'Merge request status', value: 'status', systemNoteIcons: ['git-merge', 'merge', 'merge-request', 'merge-request-close', 'issue-close', 'issues', 'reopen'] },
  { text: 'Tracking', value: 'tracking', noteType: ['MilestoneNote'], systemNoteIcons: ['timer', 'clock'] },
];

export const ALL_MR_FILTERS: readonly MrFilterValue[] = MR_FILTER_OPTIONS.map((option) => option.value);

/** The local storage key GitLab keeps the chosen filters under. */
export const MR_FILTERS_STORAGE_KEY = 'mr_activity_filters';

const isBot = (discussion: Discussion) => Boolean((discussion.notes[0]?.author as { bot?: boolean } | null | undefined)?.bot);

/** GitLab's hideActivity: whether a filter left out hides this discussion. */
export function hideActivity(filters: readonly string[], discussion: Discussion): boolean {
  if (filters.length === MR_FILTER_OPTIONS.length) return false;
  if (filters.length === 0) return true;
  const first = discussion.notes[0];
  if (!first) return false;
  const bot = isBot(discussion);
  return MR_FILTER_OPTIONS.filter(({ value }) => !filters.includes(value)).some(
    (filter) =>
      (first.system_note_icon_name !== null && filter.systemNoteIcons?.includes(first.system_note_icon_name)) ||
      (first.type !== null && filter.noteType?.includes(first.type) && !bot) ||
      (first.system && filter.noteText?.some((text) => first.note.includes(text))) ||
      (filter.individualNote === discussion.individual_note && !first.system && !bot) ||
      (filter.bot && bot),
  );
}

/** The dropdown's text: All activity, None, the one chosen, or "<first> +N more". */
export function filtersText(filters: readonly string[]): string {
  if (filters.length === MR_FILTER_OPTIONS.length) return 'All activity';
  if (filters.length === 0) return 'None';
  const first = MR_FILTER_OPTIONS.find(({ value }) => value === filters[0])?.text ?? '';
  return filters.length > 1 ? `${first} +${filters.length - 1} more` : first;
}
