/** Task-list items in markdown: `- [ ] text`, `* [x] text`, `1. [X] text` (GitLab's checkbox syntax). */
const TASK_ITEM = /^(\s*(?:>\s*)*(?:[-*+]|\d+[.)])\s+\[)([ xX])(\])/;

/** The 1-based start line of a `data-sourcepos` attribute (`"3:1-3:12"` → 3), or null. */
export function sourceposLine(sourcepos: string | null | undefined): number | null {
  const match = sourcepos ? /^(\d+):\d+/.exec(sourcepos) : null;
  return match ? Number(match[1]) : null;
}

/** `markdown` with the task on 1-based `line` set to `checked`; null when that line is no task (stale HTML). */
export function toggleTaskAtLine(markdown: string, line: number, checked: boolean): string | null {
  const lines = markdown.split('\n');
  const index = line - 1;
  const current = lines[index];
  if (current === undefined || !TASK_ITEM.test(current)) return null;
  lines[index] = current.replace(TASK_ITEM, (_, open: string, _mark: string, close: string) => `${open}${checked ? 'x' : ' '}${close}`);
  return lines.join('\n');
}

/** "1 of 3 checklist items completed" (GitLab's task status), or null without tasks. */
export function taskStatusText({ count, completed_count }: { count: number; completed_count: number }): string | null {
  if (count === 0) return null;
  return `${completed_count} of ${count} ${count === 1 ? 'checklist item' : 'checklist items'} completed`;
}

export const TASK_LIST_CONFLICT = (type: string) =>
  `Someone edited this ${type} at the same time you did. The description has been updated and you will need to make your changes again.`;
