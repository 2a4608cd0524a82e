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
