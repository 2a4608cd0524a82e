import { Flash } from 'shared-kernel/primer';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MarkdownHtml } from 'shared-kernel/ui';
import { sourceposLine, taskStatusText, taskTextAtLine } from '../../core';
import { useIssuable } from '../page/IssuableContext';
import { useDescriptionAnchor } from './useDescriptionAnchor';
import { useTaskActions } from './useTaskActions';
import { useTaskDragAndDrop } from './useTaskDragAndDrop';
import { TaskDragHandle } from './TaskDragHandle';
import { TaskItemMenu } from './TaskItemMenu';

export interface IssuableDescriptionProps {
  /** Suspends live updates while a task-list save runs (spec §4). */
  onTaskUpdateStart?: () => void;
  onTaskUpdateEnd?: () => void;
}

/** Where a task item's controls go: a grip before its checkbox, a menu after its text. */
interface TaskSlots {
  handle: HTMLElement;
  menu: HTMLElement;
  line: number;
  text: string;
}

function slot(name: string): HTMLElement {
  const element = document.createElement('span');
  element.setAttribute(`data-task-${name}`, '');
  return element;
}

/**
 * The server-rendered description (`description_html`). For users who may update the issuable, its task
 * list is editable: checkboxes toggle (`api.toggleTask`), items reorder by drag and drop or Move up /
 * down, and each item's menu deletes it or, when the API has `tasks`, converts it to a task (with Undo).
 */
export function IssuableDescription({ onTaskUpdateStart, onTaskUpdateEnd }: IssuableDescriptionProps) {
  const { api, issue } = useIssuable();
  const [slots, setSlots] = useState<TaskSlots[]>([]);
  const container = useRef<HTMLDivElement>(null);
  const canUpdate = issue.current_user.can_update_issue;
  const tasks = useTaskActions({ onTaskUpdateStart, onTaskUpdateEnd });
  const { updating } = tasks;
  const html = issue.description_html ?? '';
  const description = useRef(issue.description ?? '');
  useLayoutEffect(() => {
    description.current = issue.description ?? '';
  });

  // The HTML arrives with disabled checkboxes; enable them for those allowed to toggle.
  useEffect(() => {
    container.current?.querySelectorAll<HTMLInputElement>('input.task-list-item-checkbox').forEach((box) => {
      box.disabled = !canUpdate || updating;
      const text = box.closest('li')?.textContent?.trim() ?? '';
      if (!box.hasAttribute('aria-label')) box.setAttribute('aria-label', text || 'Task');
    });
  }, [html, canUpdate, updating]);

  // A grip and a menu per task item, rendered through portals into the server's HTML.
  useEffect(() => {
    const root = container.current;
    if (!root || !canUpdate) {
      setSlots([]);
      return undefined;
    }
    const created: TaskSlots[] = [];
    root.querySelectorAll<HTMLLIElement>('li.task-list-item').forEach((item) => {
      const line = sourceposLine(item.getAttribute('data-sourcepos'));
      const text = line === null ? null : taskTextAtLine(description.current, line);
      if (line === null || text === null) return;
      const handle = slot('handle');
      const menu = slot('menu');
      menu.style.marginLeft = '4px';
      item.insertBefore(handle, item.firstChild);
      item.insertBefore(menu, item.querySelector(':scope > ul, :scope > ol'));
      created.push({ handle, menu, line, text });
    });
    setSlots(created);
    return () => created.forEach(({ handle, menu }) => [handle, menu].forEach((element) => element.remove()));
  }, [html, canUpdate]);

  useTaskDragAndDrop(container, canUpdate && !updating, html, (line, target, position) => void tasks.drop(line, target, position));
  useDescriptionAnchor(container, html);

  // The checkboxes come from the server's HTML, not from React: listen to their change events natively.
  const toggle = useRef(tasks.toggle);
  useLayoutEffect(() => {
    toggle.current = tasks.toggle;
  });
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || !box.classList.contains('task-list-item-checkbox')) return;
      // GitLab's update_task index: the checkbox's 1-based position in the description.
      const index = [...root.querySelectorAll('input.task-list-item-checkbox')].indexOf(box) + 1;
      void toggle.current(box, index);
    };
    root.addEventListener('change', onChange);
    return () => root.removeEventListener('change', onChange);
  }, [html]);

  const status = taskStatusText(issue.task_completion_status);
  return (
    <section aria-label="Description" style={{ marginBottom: 16 }}>
      {tasks.error ? (
        <Flash variant="danger" role="alert" style={{ marginBottom: 8 }}>
          {tasks.error}
        </Flash>
      ) : null}
      {status ? (
        <p style={{ color: 'var(--fgColor-muted)', margin: '0 0 8px' }} aria-label="Task status">
          {status}
        </p>
      ) : null}
      {html ? (
        // Sanitised by the server's markdown pipeline (description_html); trusted as such.
        <MarkdownHtml ref={container} className="description" aria-busy={updating} html={html} />
      ) : (
        <p style={{ color: 'var(--fgColor-muted)' }}>No description.</p>
      )}
      {slots.flatMap(({ handle, menu, line, text }) => [
        createPortal(<TaskDragHandle text={text} />, handle, `handle-${line}`),
        createPortal(
          <TaskItemMenu
            text={text}
            onConvert={api.tasks ? () => void tasks.convert(line, text) : undefined}
            onDelete={() => void tasks.remove(line)}
            onMove={(direction) => void tasks.move(line, direction)}
          />,
          menu,
          `menu-${line}`,
        ),
      ])}
      {issue.last_edited_at && issue.last_edited_by ? (
        <p style={{ color: 'var(--fgColor-muted)', fontSize: 12 }}>
          Edited <time dateTime={issue.last_edited_at}>{new Date(issue.last_edited_at).toLocaleString()}</time> by{' '}
          <a href={issue.last_edited_by.web_url}>{issue.last_edited_by.name}</a>
        </p>
      ) : null}
    </section>
  );
}
