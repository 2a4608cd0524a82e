/** A shortcut as data: what the help dialog lists and what a user may rebind. */
export interface ShortcutInfo {
  /** Stable id (also the customisation key). */
  id: string;
  /** Default key spec (`'e'`, `'g i'`, `'shift+p'`, `'mod+enter'`). */
  keys: string;
  /** What it does, as shown in the help dialog. */
  description: string;
  /** Whether users may rebind it (notes-area spec §6). */
  customizable: boolean;
}

/** Id of the `?` shortcut that toggles the keyboard-shortcuts help dialog. */
export const TOGGLE_HELP_SHORTCUT_ID = 'toggle-keyboard-shortcuts-help';

/**
 * The default shortcuts of notes-area spec §9 (GitLab's own key choices; `c r` copies the reference,
 * as in GitLab). Register a handler for one with `registerShortcuts(scope, [{ id, handler }])`: keys,
 * description and customizability come from this table.
 */
export const DEFAULT_SHORTCUTS: readonly ShortcutInfo[] = Object.freeze([
  { id: TOGGLE_HELP_SHORTCUT_ID, keys: '?', description: 'Toggle keyboard shortcuts help', customizable: false },
  { id: 'go-to-your-projects', keys: 'shift+p', description: 'Go to your projects', customizable: true },
  { id: 'go-to-your-groups', keys: 'shift+g', description: 'Go to your groups', customizable: true },
  { id: 'go-to-your-issues', keys: 'shift+i', description: 'Go to your issues', customizable: true },
  { id: 'go-to-your-merge-requests', keys: 'shift+m', description: 'Go to your merge requests', customizable: true },
  { id: 'go-to-your-todo-list', keys: 'shift+t', description: 'Go to your To-Do List', customizable: true },
  { id: 'go-to-project-issues', keys: 'g i', description: 'Go to issues', customizable: true },
  { id: 'go-to-project-merge-requests', keys: 'g m', description: 'Go to merge requests', customizable: true },
  { id: 'go-to-project-pipelines', keys: 'g p', description: 'Go to pipelines', customizable: true },
  { id: 'comment-or-reply', keys: 'r', description: 'Comment/reply (quoting selected text)', customizable: true },
  { id: 'edit-description', keys: 'e', description: 'Edit description', customizable: true },
  { id: 'change-label', keys: 'l', description: 'Change label', customizable: true },
  { id: 'change-assignee', keys: 'a', description: 'Change assignee', customizable: true },
  { id: 'change-milestone', keys: 'm', description: 'Change milestone', customizable: true },
  { id: 'next-unresolved-thread', keys: 'n', description: 'Next unresolved thread', customizable: true },
  { id: 'previous-unresolved-thread', keys: 'p', description: 'Previous unresolved thread', customizable: true },
  { id: 'copy-source-branch-name', keys: 'b', description: 'Copy source branch name', customizable: true },
  { id: 'copy-reference', keys: 'c r', description: 'Copy reference', customizable: true },
].map((entry) => Object.freeze(entry)));

/** The default entry with this id, if any. */
export function defaultShortcut(id: string): ShortcutInfo | undefined {
  return DEFAULT_SHORTCUTS.find((entry) => entry.id === id);
}

/** Toast texts of the copy shortcuts (notes-area spec §8). */
export const SHORTCUT_COPY_MESSAGES = Object.freeze({
  sourceBranchCopied: 'Copied source branch name to clipboard',
  sourceBranchCopyFailed: 'Unable to copy the source branch name at this time',
  referenceCopied: 'Copied reference to clipboard',
  referenceCopyFailed: 'Unable to copy the reference at this time',
});
