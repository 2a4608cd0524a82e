import { ActionList, ActionMenu, IconButton } from 'shared-kernel/primer';
import { KebabHorizontalIcon } from '@primer/octicons-react';

/** The per-item menu of a task-list item (notes-area spec §2): Convert to task (when given), Delete, and reordering (Move up / down). */
export function TaskItemMenu({ text, onConvert, onDelete, onMove }: { text: string; onConvert?: (() => void) | undefined; onDelete: () => void; onMove: (direction: 'up' | 'down') => void }) {
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <IconButton icon={KebabHorizontalIcon} size="small" variant="invisible" aria-label={`Task actions: ${text}`} />
      </ActionMenu.Anchor>
      <ActionMenu.Overlay>
        <ActionList>
          <ActionList.Item onSelect={() => onMove('up')}>Move up</ActionList.Item>
          <ActionList.Item onSelect={() => onMove('down')}>Move down</ActionList.Item>
          <ActionList.Divider />
          {onConvert ? <ActionList.Item onSelect={onConvert}>Convert to task</ActionList.Item> : null}
          <ActionList.Item variant="danger" onSelect={onDelete}>
            Delete
          </ActionList.Item>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
