// The Changes tab's texts: the spec's (epic-diffs-and-services.md §2, §8) and, where it names none, GitLab's.

export const RENAMED_NO_CHANGES = 'File renamed with no changes.';
export const SHOW_FILE_CONTENTS = 'Show file contents';
export const FILE_CONTENTS_ERROR = 'Unable to load file contents. Try again later.';
export const viewFileAt = (shortSha: string) => `View file @ ${shortSha}`;
export const modeChanged = (aMode: string, bMode: string) => `File mode changed from ${aMode} to ${bMode}`;

export const IMAGE_MODES = { twoUp: '2-up', swipe: 'Swipe', onion: 'Onion skin' } as const;

export const COLLAPSED = 'This file is collapsed.';
export const EXPAND_FILE = 'Expand file';
export const TOO_LARGE = 'Changes are too large to be shown.';
export const LOAD_DIFF = 'Load diff';
export const NOT_DIFFABLE = 'This diff was suppressed by a .gitattributes entry.';
export const NO_PREVIEW = 'No preview for this file type';
export const FILE_ADDED = 'File added';
export const FILE_DELETED = 'File deleted';
export const SUBMODULE = 'Submodule commit';
export const WHITESPACE_ONLY = 'Only whitespace changes, hidden by Hide whitespace changes.';
export const NO_CHANGES_IN_FILE = 'No changes.';
export const LOAD_ERROR = 'Something went wrong on our end. Please try again!';
export const DIFF_LOAD_ERROR = 'Something went wrong while fetching the diff.';

export const HIDE_WHITESPACE = 'Hide whitespace changes';
export const VIEWED = 'Viewed';
export const SHOW_MORE_LINES = 'Show 20 lines';
export const SHOW_ALL_LINES = 'Show all unchanged lines';
export const NO_CHANGES = 'There are no changes yet';
export const FILTER_FILES = 'Search (e.g. *.vue) (Ctrl+P)';

/** "Showing 3 changed files with 10 additions and 2 deletions" (GitLab's diff stats, 1 file / 1 addition in the singular). */
export function diffStatsText(files: number, added: number, removed: number): string {
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  return `Showing ${plural(files, 'changed file', 'changed files')} with ${plural(added, 'addition', 'additions')} and ${plural(removed, 'deletion', 'deletions')}`;
}

// Diff comments (spec §2 "Diff views", §5 "Diff commenting is refused with").
export const ADD_COMMENT_HINT = 'Add a comment to this line or drag for multiple lines';
export const COMMENT_ON_FILE = 'Comment on this file';
export const NOT_SUPPORTED = {
  symlink: 'Commenting on symbolic links that replace or are replaced by files is not supported',
  file: 'Commenting on files that replace or are replaced by symbolic links is not supported',
  renamed: 'Commenting on files that are only moved or renamed is not supported',
  line: 'Commenting on this line is not supported',
} as const;
export const ADD_COMMENT_NOW = 'Add comment now';
export const INSERT_SUGGESTION = 'Insert suggestion';
export const CANCEL = 'Cancel';
export const REPLY = 'Reply…';
export const RESOLVE_THREAD = 'Resolve thread';
export const UNRESOLVE_THREAD = 'Unresolve thread';
export const COMMENT_FAILED = 'Your comment could not be submitted! Please check your network connection and try again.';
export const commentOnLines = (from: string, to: string) => `Commenting on lines ${from} to ${to}`;
export const PREVIOUS_UNRESOLVED_THREAD = 'Go to previous unresolved thread';
export const NEXT_UNRESOLVED_THREAD = 'Go to next unresolved thread';
export const unresolvedThreads = (count: number) => `${count} unresolved ${count === 1 ? 'thread' : 'threads'}`;
