import { Flash } from '@primer/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIssueContext } from '../../../lib/IssueContext';
import { typeName } from '../../header/texts';
import { TaskListConflictError, updateDescription } from '../api/updateDescription';
import { createTask } from '../api/createTask';
import { moveTaskItem, replaceTaskLine, sourceposLine, TASK_LIST_CONFLICT, taskStatusText, taskTextAtLine, taskTitleFrom, toggleTaskAtLine } from '../taskList';
import { TaskItemMenu } from './TaskItemMenu';

export interface IssueDescriptionProps {
  /** Suspends polling while a task-list save runs (spec §4). */
  onTaskUpdateStart?: () => void;
  onTaskUpdateEnd?: () => void;
}

/**
 * The server-rendered description (`description_html`). For users who may update the issue, its task-list
 * checkboxes are enabled: a click saves the toggled markdown with the current `lock_version`.
 */
export function IssueDescription({ onTaskUpdateStart, onTaskUpdateEnd }: IssueDescriptionProps) {
  const { ref, issue, setIssue, refetch, notify } = useIssueContext();
  const [menus, setMenus] = useState<{ container: HTMLElement; line: number; text: string }[]>([]);
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  const canUpdate = issue.current_user.can_update_issue;
  const type = typeName(issue.issue_type);
  const latest = useRef({ issue, updating });
  useEffect(() => {
    latest.current = { issue, updating };
  });

  // The HTML arrives with disabled checkboxes; enable them for those allowed to toggle.
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    root.querySelectorAll<HTMLInputElement>('input.task-list-item-checkbox').forEach((box) => {
      box.disabled = !canUpdate || updating;
      const text = box.closest('li')?.textContent?.trim() ?? '';
      if (!box.hasAttribute('aria-label')) box.setAttribute('aria-label', text || 'Task');
    });
  }, [issue.description_html, canUpdate, updating]);

  // A menu per task item (Convert to task, Delete), rendered through portals into the server's HTML.
  useEffect(() => {
    const root = container.current;
    if (!root || !canUpdate) {
      setMenus([]);
      return;
    }
    const created: { container: HTMLElement; line: number; text: string }[] = [];
    root.querySelectorAll<HTMLLIElement>('li.task-list-item').forEach((item) => {
      const line = sourceposLine(item.getAttribute('data-sourcepos'));
      const text = line === null ? null : taskTextAtLine(latest.current.issue.description ?? '', line);
      if (line === null || text === null) return;
      const slot = document.createElement('span');
      slot.setAttribute('data-task-menu', '');
      slot.style.marginLeft = '4px';
      const nested = item.querySelector(':scope > ul, :scope > ol');
      item.insertBefore(slot, nested);
      created.push({ container: slot, line, text });
    });
    setMenus(created);
    return () => created.forEach(({ container: slot }) => slot.remove());
  }, [issue.description_html, canUpdate]);

  async function saveDescription(next: string) {
    const current = latest.current.issue;
    setUpdating(true);
    onTaskUpdateStart?.();
    try {
      const saved = await updateDescription(ref, next, current.lock_version);
      setIssue(() => saved);
      return true;
    } catch (failure) {
      if (failure instanceof TaskListConflictError) {
        setError(TASK_LIST_CONFLICT(type));
        void refetch().catch(() => {});
      } else {
        setError(failure instanceof Error ? failure.message : `Error updating ${type}`);
      }
      return false;
    } finally {
      setUpdating(false);
      onTaskUpdateEnd?.();
    }
  }

  async function deleteTask(line: number) {
    const next = replaceTaskLine(latest.current.issue.description ?? '', line, null);
    if (next !== null) await saveDescription(next);
  }

  async function moveTask(line: number, direction: 'up' | 'down') {
    const next = moveTaskItem(latest.current.issue.description ?? '', line, direction);
    if (next !== null) await saveDescription(next);
  }

  async function convertTask(line: number, text: string) {
    const description = latest.current.issue.description ?? '';
    if (replaceTaskLine(description, line, '') === null) return;
    setError(null);
    try {
      const task = await createTask(ref, taskTitleFrom(text));
      const next = replaceTaskLine(description, line, `#${task.iid}`);
      if (next !== null && (await saveDescription(next))) notify({ variant: 'success', message: 'Converted to task' });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : `Error updating ${type}`);
    }
  }

  async function onTaskToggled(box: HTMLInputElement) {
    const current = latest.current.issue;
    const line = sourceposLine(box.closest('li')?.getAttribute('data-sourcepos'));
    const next = line === null ? null : toggleTaskAtLine(current.description ?? '', line, box.checked);
    if (next === null || latest.current.updating) {
      box.checked = !box.checked;
      return;
    }
    setError(null);
    setUpdating(true);
    onTaskUpdateStart?.();
    try {
      const saved = await updateDescription(ref, next, current.lock_version);
      setIssue(() => saved);
    } catch (failure) {
      box.checked = !box.checked;
      if (failure instanceof TaskListConflictError) {
        setError(TASK_LIST_CONFLICT(type));
        void refetch().catch(() => {});
      } else {
        setError(`Error updating ${type}`);
      }
    } finally {
      setUpdating(false);
      onTaskUpdateEnd?.();
    }
  }

  // The checkboxes come from the server's HTML, not from React: listen to their change events natively.
  const onTaskToggledRef = useRef(onTaskToggled);
  useEffect(() => {
    onTaskToggledRef.current = onTaskToggled;
  });
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onChange = (event: Event) => {
      const box = event.target;
      if (box instanceof HTMLInputElement && box.classList.contains('task-list-item-checkbox')) void onTaskToggledRef.current(box);
    };
    root.addEventListener('change', onChange);
    return () => root.removeEventListener('change', onChange);
  }, [issue.description_html]);

  const status = taskStatusText(issue.task_completion_status);
  return (
    <section aria-label="Description" style={{ marginBottom: 16 }}>
      {error ? (
        <Flash variant="danger" role="alert" style={{ marginBottom: 8 }}>
          {error}
        </Flash>
      ) : null}
      {status ? (
        <p style={{ color: 'var(--fgColor-muted)', margin: '0 0 8px' }} aria-label="Task status">
          {status}
        </p>
      ) : null}
      {issue.description_html ? (
        <div
          ref={container}
          className="md description"
          aria-busy={updating}
          // Sanitised by the server's markdown pipeline (description_html); trusted as such.
          dangerouslySetInnerHTML={{ __html: issue.description_html }}
        />
      ) : (
        <p style={{ color: 'var(--fgColor-muted)' }}>No description.</p>
      )}
      {menus.map(({ container: slot, line, text }) =>
        createPortal(
          <TaskItemMenu text={text} onConvert={() => void convertTask(line, text)} onDelete={() => void deleteTask(line)} onMove={(direction) => void moveTask(line, direction)} />,
          slot,
          `${line}`,
        ),
      )}
      {issue.last_edited_at && issue.last_edited_by ? (
        <p style={{ color: 'var(--fgColor-muted)', fontSize: 12 }}>
          Edited <time dateTime={issue.last_edited_at}>{new Date(issue.last_edited_at).toLocaleString()}</time> by{' '}
          <a href={issue.last_edited_by.web_url}>{issue.last_edited_by.name}</a>
        </p>
      ) : null}
    </section>
  );
}
