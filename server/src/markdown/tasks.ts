import { md, normalizeNewlines } from './parser.ts';
import type { MarkdownEnv, TaskRecord } from './parser.ts';
import type { TaskListItem } from './types.ts';

/** The task a caller asked to toggle is not (or no longer) a task list item: the source changed meanwhile. */
export class TaskListError extends Error {
  override name = 'TaskListError';
}

function collectTasks(text: string): TaskRecord[] {
  const env: MarkdownEnv = { nonce: '', tasks: [] };
  md.parse(normalizeNewlines(text), env);
  return env.tasks ?? [];
}

/** Task list items in source order, with GitLab's `data-sourcepos` for each. */
export function parseTaskList(text: string): TaskListItem[] {
  return collectTasks(text).map(({ line, checked, text: itemText, sourcepos }) => ({ line, checked, text: itemText, sourcepos }));
}

/** GitLab's `task_completion_status` of a description. */
export function taskCompletionStatus(text: string): { count: number; completed_count: number } {
  const tasks = collectTasks(text);
  return { count: tasks.length, completed_count: tasks.filter((task) => task.checked).length };
}

/**
 * Checks or unchecks one task in the Markdown source, addressed by its `data-sourcepos` (as rendered)
 * or by its 1-based line. Only the `[ ]`/`[x]` characters change: line endings (CRLF too) and the rest
 * of the text are kept byte for byte. Throws TaskListError when no task list item matches.
 */
export function toggleTask(text: string, sourcepos: string | number, checked: boolean): string {
  const tasks = collectTasks(text);
  const wanted = String(sourcepos).trim();
  const line = /^\d+$/.test(wanted) ? Number(wanted) : null;
  const task = tasks.find((candidate) => (line === null ? candidate.sourcepos === wanted : candidate.line === line));
  if (!task) throw new TaskListError(`No task list item at ${String(sourcepos)}`);

  const parts = text.split(/(\r\n|\r|\n)/); // lines at even indices, their endings at odd ones
  const source = parts[task.boxLine * 2];
  if (source === undefined) throw new TaskListError(`No task list item at ${String(sourcepos)}`);
  const box = /\[[ xX]\]/g;
  box.lastIndex = task.boxSearchFrom;
  const match = box.exec(source);
  if (!match) throw new TaskListError(`No task list item at ${String(sourcepos)}`);
  const replacement = checked ? (match[0] === '[ ]' ? '[x]' : match[0]) : '[ ]';
  parts[task.boxLine * 2] = source.slice(0, match.index) + replacement + source.slice(match.index + 3);
  return parts.join('');
}

/** GitLab's `update_task` parameters: the task on `lineNumber` (1-based) whose source line reads `lineSource`. */
export interface TaskUpdate {
  lineNumber: number;
  lineSource: string;
  checked: boolean;
}

/**
 * TaskListToggleService: checks or unchecks the task at `lineNumber` only while that line still reads
 * `lineSource` (trailing CR ignored). Returns null when the line moved or is no task any more: the
 * description changed since the client rendered it.
 */
export function toggleTaskAtSource(text: string, { lineNumber, lineSource, checked }: TaskUpdate): string | null {
  const line = text.split('\n')[lineNumber - 1];
  if (line === undefined || line.replace(/\r$/, '') !== lineSource.replace(/\r$/, '')) return null;
  try {
    return toggleTask(text, lineNumber, checked);
  } catch (error) {
    if (error instanceof TaskListError) return null;
    throw error;
  }
}

/**
 * Issuable#updated_tasks: the tasks whose checkbox changed between two versions of a text, when the
 * list of tasks is otherwise the same (same items in the same order). A text change is none of them.
 */
export function updatedTasks(before: string, after: string): TaskListItem[] {
  const old = parseTaskList(before);
  const fresh = parseTaskList(after);
  return fresh.filter((task, index) => {
    const previous = old[index];
    return previous !== undefined && previous.text === task.text && previous.checked !== task.checked;
  });
}
