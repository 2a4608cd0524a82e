/** Quick-action lines start with a slash (`/close`, `/title x`). */
const COMMAND_LINE = /^\/\w+/;

/** The text without its quick-action lines, trimmed (what the placeholder note shows). */
export function stripQuickActions(text: string): string {
  return text
    .split('\n')
    .filter((line) => !COMMAND_LINE.test(line.trim()))
    .join('\n')
    .trim();
}

/** The number of quick-action lines in `text`. */
export function countQuickActions(text: string): number {
  return text.split('\n').filter((line) => COMMAND_LINE.test(line.trim())).length;
}

/** The system placeholder while commands run: "Applying command" / "Applying multiple commands", or `null`. */
export function quickActionPlaceholder(text: string): string | null {
  const count = countQuickActions(text);
  if (count === 0) return null;
  return count === 1 ? 'Applying command' : 'Applying multiple commands';
}

/**
 * The state a comment's applied commands leave the issue in (`close` / `reopen` in `command_names`),
 * or null when they did not change it.
 */
export function commandStateChange(commandNames: readonly string[], state: string): 'closed' | 'reopened' | null {
  const open = state === 'opened' || state === 'reopened';
  if (commandNames.includes('close') && open) return 'closed';
  if (commandNames.includes('reopen') && !open) return 'reopened';
  return null;
}
