import { Button, Dialog } from 'shared-kernel/primer';
import type { ChildItem } from '../api/getChildItems';

/** The `item-remove-confirmation` modal: Remove (danger) and Cancel. */
export function RemoveItemModal({ item, busy, onConfirm, onCancel }: { item: ChildItem; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const noun = item.type === 'Epic' ? 'epic' : 'issue';
  return (
    <Dialog title={`Remove ${noun}`} onClose={onCancel} role="alertdialog">
      <p data-testid="item-remove-confirmation">
        Are you sure you want to remove <strong>{item.title}</strong> ({item.reference}) from this epic?
      </p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          Remove
        </Button>
      </div>
    </Dialog>
  );
}
