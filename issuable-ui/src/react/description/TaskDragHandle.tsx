import { GrabberIcon } from '@primer/octicons-react';
import { DRAG_HANDLE_ATTRIBUTE } from './useTaskDragAndDrop';

/** The grip a task item is dragged by (pointer only; the item's menu has Move up / Move down). */
export function TaskDragHandle({ text }: { text: string }) {
  return (
    <span
      {...{ [DRAG_HANDLE_ATTRIBUTE]: '' }}
      draggable
      role="img"
      aria-label={`Drag to reorder: ${text}`}
      title="Drag to reorder"
      style={{ cursor: 'grab', color: 'var(--fgColor-muted)', marginRight: 2, display: 'inline-flex', verticalAlign: 'middle' }}
    >
      <GrabberIcon size={16} />
    </span>
  );
}
