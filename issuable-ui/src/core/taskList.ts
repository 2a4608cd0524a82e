/** Task-list items in markdown: `- [ ] text`, `* [x] text`, `1. [X] text` (GitLab's checkbox syntax). */
const TASK_ITEM = /^(\s*(?:>\s*)*(?:[-*+]|\d+[.)])\s+\[)([ xX])(\])/;

/** The 1-based start line of a `data-sourcepos` attribute (`"3:1-3:12"` → 3), or null. */
export function sourceposLine(sourcepos: string | null | undefined): number | null {
  const match = sourcepos ? /^(\d+):\d+/.exec(sourcepos) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The source line of the task on 1-based `line` (GitLab's `update_task.line_source`, carriage return
 * dropped), or null when that line is no task (the HTML is older than the description).
 */
export function taskLineSource(markdown: string, line: number): string | null {
  const current = markdown.split('\n')[line - 1]?.replace(/\r$/, '');
  return current !== undefined && TASK_ITEM.test(current) ? current : null;
}

/** The markdown with the task on 1-based `line` checked or unchecked, or null when that line is no task. */
export function setTaskChecked(markdown: string, line: number, checked: boolean): string | null {
  const lines = markdown.split('\n');
  const current = lines[line - 1];
  if (current === undefined || !TASK_ITEM.test(current)) return null;
  lines[line - 1] = current.replace(TASK_ITEM, `$1${checked ? 'x' : ' '}$3`);
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

const indentOf = (line: string) => /^(\s*)/.exec(line)![1]!.length;

/** The 0-based [start, end) lines of the list item starting at 0-based `index`: it and its more indented lines. */
function itemBlock(lines: readonly string[], index: number): [number, number] | null {
  const match = LIST_ITEM.exec(lines[index] ?? '');
  if (!match) return null;
  const indent = match[1]!.length;
  let end = index + 1;
  while (end < lines.length && lines[end]!.trim() !== '' && indentOf(lines[end]!) > indent) end += 1;
  return [index, end];
}

/**
 * The items of the (tight) list holding the item on 0-based `index`, as blocks of lines, in order: the
 * siblings at its indentation, each with its nested lines. Null when that line starts no list item.
 */
function siblingBlocks(lines: readonly string[], index: number): [number, number][] | null {
  const own = itemBlock(lines, index);
  if (!own) return null;
  const indent = LIST_ITEM.exec(lines[index]!)![1]!.length;
  let first = index;
  for (let at = index - 1; at >= 0; at -= 1) {
    const line = lines[at]!;
    if (line.trim() === '' || indentOf(line) < indent) break;
    const item = LIST_ITEM.exec(line);
    if (item && item[1]!.length === indent) first = at;
    else if (indentOf(line) === indent) break;
  }
  const blocks: [number, number][] = [];
  for (let at = first; at < lines.length; ) {
    const item = LIST_ITEM.exec(lines[at]!);
    if (!item || item[1]!.length !== indent) break;
    const block = itemBlock(lines, at)!;
    blocks.push(block);
    at = block[1];
  }
  return blocks;
}

/**
 * `markdown` with the task item on 1-based `line` (and its nested lines) moved `before` or `after` its
 * sibling on 1-based `target` (the task list's drag and drop); null when they are not task items of
 * one list or nothing would move.
 */
export function moveTaskItemTo(markdown: string, line: number, target: number, position: 'before' | 'after'): string | null {
  const lines = markdown.split('\n');
  if (!TASK_ITEM.test(lines[line - 1] ?? '') || !TASK_ITEM.test(lines[target - 1] ?? '')) return null;
  const blocks = siblingBlocks(lines, line - 1);
  const from = blocks?.findIndex(([start]) => start === line - 1) ?? -1;
  const to = blocks?.findIndex(([start]) => start === target - 1) ?? -1;
  if (!blocks || from < 0 || to < 0 || from === to) return null;
  const order = blocks.map((_, index) => index).filter((index) => index !== from);
  order.splice(order.indexOf(to) + (position === 'after' ? 1 : 0), 0, from);
  if (order.every((block, index) => block === index)) return null;
  const start = blocks[0]![0];
  const end = blocks[blocks.length - 1]![1];
  const moved = order.flatMap((index) => lines.slice(blocks[index]![0], blocks[index]![1]));
  return [...lines.slice(0, start), ...moved, ...lines.slice(end)].join('\n');
}

/**
 * `markdown` with the task item on 1-based `line` swapped with its previous or next sibling (Move up /
 * Move down, the keyboard alternative to dragging); null when there is no such sibling.
 */
export function moveTaskItem(markdown: string, line: number, direction: 'up' | 'down'): string | null {
  const lines = markdown.split('\n');
  if (!TASK_ITEM.test(lines[line - 1] ?? '')) return null;
  const blocks = siblingBlocks(lines, line - 1) ?? [];
  const own = blocks.findIndex(([start]) => start === line - 1);
  const other = blocks[direction === 'up' ? own - 1 : own + 1];
  if (own < 0 || !other) return null;
  return moveTaskItemTo(markdown, line, other[0] + 1, direction === 'up' ? 'before' : 'after');
}
