import { ConfirmationDialog } from 'shared-kernel/primer';
import type { ConfirmOptions } from './confirmOptions';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps extends ConfirmOptions {
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user cancels, presses Escape or closes the dialog. */
  onCancel: () => void;
}

/**
 * A confirmation modal (role `alertdialog`): a title, an optional body, a confirm button (red for
 * `variant="danger"`) and a cancel button. Render it while the question is open; for the common
 * promise-based flow use `useConfirm()` inside a `ConfirmProvider`.
 */
export function ConfirmDialog({ title, body, confirmLabel = 'OK', cancelLabel = 'Cancel', variant = 'normal', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <ConfirmationDialog
      title={title}
      confirmButtonContent={confirmLabel}
      cancelButtonContent={cancelLabel}
      confirmButtonType={variant === 'danger' ? 'danger' : 'primary'}
      onClose={(gesture) => (gesture === 'confirm' ? onConfirm() : onCancel())}
    >
      {body}
    </ConfirmationDialog>
  );
}
