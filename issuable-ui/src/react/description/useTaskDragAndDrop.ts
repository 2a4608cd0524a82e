import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { sourceposLine } from '../../core';

/** Marks the handle a drag starts from (the rest of an item stays selectable text). */
export const DRAG_HANDLE_ATTRIBUTE = 'data-task-drag-handle';

export type DropPosition = 'before' | 'after';

/** The item among `sibling`'s siblings that holds `target` (a nested list's items belong to their parent item). */
function siblingItemOf(target: EventTarget | null, sibling: HTMLElement): HTMLElement | null {
  let item = target instanceof Element ? target.closest('li') : null;
  while (item && item.parentElement !== sibling.parentElement) item = item.parentElement?.closest('li') ?? null;
  return item && item !== sibling ? (item as HTMLElement) : null;
}

const INDICATOR = { before: 'inset 0 2px 0 var(--borderColor-accent-emphasis, #0969da)', after: 'inset 0 -2px 0 var(--borderColor-accent-emphasis, #0969da)' };

/**
 * Drag and drop of the task items in the server's HTML (native HTML5 drag events, delegated on the
 * description): an item is dragged by its handle and dropped before or after a sibling of the same
 * list, which calls `onMove(line, targetLine, position)` with the 1-based source lines of both. The
 * keyboard alternative is Move up / Move down in each item's menu.
 */
export function useTaskDragAndDrop(container: RefObject<HTMLElement | null>, enabled: boolean, html: string, onMove: (line: number, target: number, position: DropPosition) => void): void {
  const latest = useRef(onMove);
  useLayoutEffect(() => {
    latest.current = onMove;
  });

  useEffect(() => {
    const root = container.current;
    if (!root || !enabled) return undefined;
    let dragged: HTMLElement | null = null;
    let marked: HTMLElement | null = null;
    let position: DropPosition = 'before';
    const mark = (item: HTMLElement | null) => {
      if (marked && marked !== item) marked.style.boxShadow = '';
      marked = item;
      if (item) item.style.boxShadow = INDICATOR[position];
    };
    const end = () => {
      mark(null);
      dragged = null;
    };

    const onDragStart = (event: DragEvent) => {
      const handle = event.target instanceof Element ? event.target.closest(`[${DRAG_HANDLE_ATTRIBUTE}]`) : null;
      const item = handle?.closest('li.task-list-item') as HTMLElement | null | undefined;
      if (!item || !root.contains(item)) return;
      dragged = item;
      if (event.dataTransfer) {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', item.textContent?.trim() ?? '');
        event.dataTransfer.setDragImage(item, 0, 0);
      }
    };
    const onDragOver = (event: DragEvent) => {
      const item = dragged && siblingItemOf(event.target, dragged);
      if (!item) {
        mark(null);
        return;
      }
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      const box = item.getBoundingClientRect();
      position = event.clientY < box.top + box.height / 2 ? 'before' : 'after';
      mark(item);
    };
    const onDrop = (event: DragEvent) => {
      const item = dragged && siblingItemOf(event.target, dragged);
      const line = sourceposLine(dragged?.getAttribute('data-sourcepos'));
      const target = sourceposLine(item?.getAttribute('data-sourcepos'));
      end();
      if (!item || line === null || target === null) return;
      event.preventDefault();
      latest.current(line, target, position);
    };

    root.addEventListener('dragstart', onDragStart);
    root.addEventListener('dragover', onDragOver);
    root.addEventListener('drop', onDrop);
    root.addEventListener('dragend', end);
    return () => {
      end();
      root.removeEventListener('dragstart', onDragStart);
      root.removeEventListener('dragover', onDragOver);
      root.removeEventListener('drop', onDrop);
      root.removeEventListener('dragend', end);
    };
  }, [container, enabled, html]);
}
