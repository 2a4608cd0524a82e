import { useLayoutEffect, useRef, useState } from 'react';
import {
  moveTaskItem,
  moveTaskItemTo,
  replaceTaskLine,
  sourceposLine,
  TASK_CONVERTED,
  TASK_LIST_CONFLICT,
  TASK_REVERTED,
  TaskListConflictError,
  taskLineSource,
  taskTextAtLine,
  taskTitleFrom,
  type IssuableData,
} from '../../core';
import { useIssuable } from '../page/IssuableContext';
import type { DropPosition } from './useTaskDragAndDrop';

export interface TaskActionsOptions {
  /** Suspends live updates while a task-list save runs (spec §4). */
  onTaskUpdateStart?: (() => void) | undefined;
  onTaskUpdateEnd?: (() => void) | undefined;
}

/** The captured error of a failed request, as the alert shows it. */
const messageOf = (failure: unknown, fallback: string) => (failure instanceof Error && failure.message ? failure.message : fallback);

/**
 * What the description's task list does: toggle a checkbox (`update_task`, toggled by the server at its
 * source line), reorder (drag and drop, Move up / down), delete, convert to a task (with Undo). Every
 * description save carries the `lock_version` it was based on; a 409 shows GitLab's task-list conflict
 * text and loads the current description.
 */
export function useTaskActions({ onTaskUpdateStart, onTaskUpdateEnd }: TaskActionsOptions) {
  const { api, issue, setIssue, refetch, notify } = useIssuable();
  const [error, setError] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  const type = api.texts(issue).noun;
  const latest = useRef({ issue, updating });
  useLayoutEffect(() => {
    latest.current = { issue, updating };
  });
  /** Shows a saved answer (the server's page JSON). */
  const show = (saved: IssuableData) => setIssue(() => saved);

  /** Runs one save with live updates suspended; false when it failed (the alert says why). */
  async function saving(save: () => Promise<unknown>, failure: (error: unknown) => string): Promise<boolean> {
    setUpdating(true);
    onTaskUpdateStart?.();
    try {
      await save();
      return true;
    } catch (caught) {
      if (caught instanceof TaskListConflictError) {
        setError(TASK_LIST_CONFLICT(type));
        void refetch().catch(() => {});
      } else {
        setError(failure(caught));
      }
      return false;
    } finally {
      setUpdating(false);
      onTaskUpdateEnd?.();
    }
  }

  const saveDescription = (next: string) =>
    saving(
      async () => show(await api.saveDescription(next, latest.current.issue.lock_version)),
      (caught) => messageOf(caught, `Error updating ${type}`),
    );

  async function toggle(box: HTMLInputElement, index: number) {
    const current = latest.current.issue;
    const line = sourceposLine(box.closest('li')?.getAttribute('data-sourcepos'));
    const lineSource = line === null ? null : taskLineSource(current.description ?? '', line);
    if (line === null || lineSource === null || latest.current.updating) {
      box.checked = !box.checked;
      return;
    }
    setError(null);
    const checked = box.checked;
    const ok = await saving(
      async () => show(await api.toggleTask({ index, checked, lineNumber: line, lineSource }, current.lock_version, current.description ?? '')),
      () => `Error updating ${type}`,
    );
    if (!ok) box.checked = !checked;
  }

  async function remove(line: number) {
    const next = replaceTaskLine(latest.current.issue.description ?? '', line, null);
    if (next !== null) await saveDescription(next);
  }

  async function move(line: number, direction: 'up' | 'down') {
    const next = moveTaskItem(latest.current.issue.description ?? '', line, direction);
    if (next !== null) await saveDescription(next);
  }

  async function drop(line: number, target: number, position: DropPosition) {
    const next = moveTaskItemTo(latest.current.issue.description ?? '', line, target, position);
    if (next !== null) await saveDescription(next);
  }

  /** Puts the item's text back in place of the reference, then takes the task back. */
  async function undoConversion(line: number, text: string, taskIid: number) {
    setError(null);
    const current = latest.current.issue;
    const ok = await saving(
      async () => {
        const restored = taskTextAtLine(current.description ?? '', line) === `#${taskIid}` ? replaceTaskLine(current.description ?? '', line, text) : null;
        // The item moved or changed since: like any task-list save against a newer description.
        if (restored === null) throw new TaskListConflictError();
        show(await api.saveDescription(restored, current.lock_version));
        await api.tasks?.revert(taskIid, current.current_user.can_destroy_issue);
      },
      (caught) => messageOf(caught, `Error updating ${type}`),
    );
    if (ok) notify({ variant: 'success', message: TASK_REVERTED });
  }

  async function convert(line: number, text: string) {
    const description = latest.current.issue.description ?? '';
    if (!api.tasks || replaceTaskLine(description, line, '') === null) return;
    setError(null);
    let task: { iid: number };
    try {
      task = await api.tasks.create(taskTitleFrom(text));
    } catch (caught) {
      setError(messageOf(caught, `Error updating ${type}`));
      return;
    }
    const next = replaceTaskLine(description, line, `#${task.iid}`);
    if (next !== null && (await saveDescription(next))) {
      notify({ variant: 'success', message: TASK_CONVERTED, action: { label: 'Undo', onSelect: () => void undoConversion(line, text, task.iid) } });
    }
  }

  return { error, updating, toggle, remove, move, drop, convert };
}
