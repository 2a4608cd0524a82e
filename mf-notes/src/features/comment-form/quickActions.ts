/** Quick-action lines start with a slash (`/close`, `/title x`). */
const COMMAND_LINE = /^\/(\w+)/;

/** The smallest shape of a command the placeholder needs (GitLab's autocomplete_sources/commands entry). */
export interface KnownCommand {
  name: string;
  aliases?: readonly string[];
  description: string;
}

function commandLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => COMMAND_LINE.test(line));
}

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
  return commandLines(text).length;
}

/**
 * The system placeholder while commands run, or `null` without command lines (GitLab's
 * getQuickActionText): with the commands list, one known command reads "Applying command to
 * {its description, lower case}" and several "Applying multiple commands"; without the list (not
 * loaded, or no command recognised) one line reads "Applying command", several "Applying multiple commands".
 */
export function quickActionPlaceholder(text: string, commands?: readonly KnownCommand[] | null): string | null {
  const lines = commandLines(text);
  if (lines.length === 0) return null;
  const known = lines
    .map((line) => COMMAND_LINE.exec(line)?.[1] ?? '')
    .map((name) => commands?.find((command) => command.name === name || command.aliases?.includes(name)))
    .filter((command): command is KnownCommand => command !== undefined);
  if (known.length === 1 && lines.length === 1) return `Applying command to ${known[0]!.description.toLowerCase()}`;
  return lines.length === 1 ? 'Applying command' : 'Applying multiple commands';
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
