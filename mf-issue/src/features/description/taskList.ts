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

/** Reference values: a task title holds at most 255 characters. */
export const TASK_TITLE_MAX_LENGTH = 255;

/** The text of the task on 1-based `line` (after the checkbox), or null when that line is no task. */
export function taskTextAtLine(markdown: string, line: number): string | null {
  const current = markdown.split('\n')[line - 1];
  if (current === undefined) return null;
  const match = TASK_ITEM.exec(current);
  return match ? current.slice(match[0].length).trim() : null;
}

/**
 * A task's title from its list item (notes-area spec §5 + reference values): at most 255 characters,
 * the overflow moved to the description; a title made only of inline code or an image becomes "Untitled".
 */
export function taskTitleFrom(text: string): { title: string; description: string } {
  const trimmed = text.trim();
  const onlyCodeOrImage = /^(?:`[^`]*`|!\[[^\]]*\]\([^)]*\))$/.test(trimmed);
  if (!trimmed || onlyCodeOrImage) return { title: 'Untitled', description: trimmed };
  if (trimmed.length <= TASK_TITLE_MAX_LENGTH) return { title: trimmed, description: '' };
  return { title: trimmed.slice(0, TASK_TITLE_MAX_LENGTH), description: trimmed.slice(TASK_TITLE_MAX_LENGTH) };
}

/** `markdown` with the task on 1-based `line` replaced by `replacement` (null removes the line). */
export function replaceTaskLine(markdown: string, line: number, replacement: string | null): string | null {
  const lines = markdown.split('\n');
  const current = lines[line - 1];
  if (current === undefined || !TASK_ITEM.test(current)) return null;
  if (replacement === null) lines.splice(line - 1, 1);
  else lines[line - 1] = current.replace(/^(\s*(?:>\s*)*(?:[-*+]|\d+[.)])\s+\[[ xX]\]\s*).*$/, `$1${replacement}`);
  return lines.join('\n');
}

const LIST_ITEM = /^(\s*)(?:[-*+]|\d+[.)])\s+/;

/** The 0-based [start, end) lines of the list item starting at 0-based `index`: it and its more indented lines. */
function itemBlock(lines: readonly string[], index: number): [number, number] | null {
  const match = LIST_ITEM.exec(lines[index] ?? '');
  if (!match) return null;
  const indent = match[1]!.length;
  let end = index + 1;
  while (end < lines.length) {
    const line = lines[end]!;
    if (line.trim() === '') break;
    const nested = /^(\s*)/.exec(line)![1]!.length;
    if (nested <= indent) break;
    end += 1;
  }
  return [index, end];
}

/**
 * `markdown` with the task item on 1-based `line` (and its nested lines) swapped with its previous or next
 * sibling at the same indentation (the task list's reordering); null when there is no such sibling.
 */
export function moveTaskItem(markdown: string, line: number, direction: 'up' | 'down'): string | null {
  const lines = markdown.split('\n');
  const own = itemBlock(lines, line - 1);
  if (!own || !TASK_ITEM.test(lines[line - 1]!)) return null;
  const indent = LIST_ITEM.exec(lines[line - 1]!)![1]!.length;
  let other: [number, number] | null = null;
  if (direction === 'down') {
    other = itemBlock(lines, own[1]);
  } else {
    for (let index = own[0] - 1; index >= 0; index -= 1) {
      const candidate = LIST_ITEM.exec(lines[index]!);
      if (lines[index]!.trim() === '') break;
      if (candidate && candidate[1]!.length === indent) {
        other = itemBlock(lines, index);
        break;
      }
      if (candidate && candidate[1]!.length < indent) break;
    }
  }
  if (!other || LIST_ITEM.exec(lines[other[0]]!)![1]!.length !== indent) return null;
  const [first, second] = direction === 'down' ? [own, other] : [other, own];
  const moved = [...lines.slice(0, first[0]), ...lines.slice(second[0], second[1]), ...lines.slice(first[0], first[1]), ...lines.slice(second[1])];
  return moved.join('\n');
}
