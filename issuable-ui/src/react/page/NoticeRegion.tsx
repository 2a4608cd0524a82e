import { Button, Flash } from 'shared-kernel/primer';
import type { Notice } from './IssuableContext';

/**
 * The page's status region: GitLab's toasts (success, possibly with an action such as Undo) and alerts
 * (danger), one at a time, dismissable.
 */
export function NoticeRegion({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  return (
    <div role="status" aria-live="polite" style={{ position: 'fixed', bottom: 16, left: 16, zIndex: 200 }}>
      {notice ? (
        <Flash variant={notice.variant === 'default' ? 'default' : notice.variant} role={notice.variant === 'danger' ? 'alert' : undefined}>
          {notice.message}{' '}
          {notice.action ? (
            <Button
              size="small"
              variant="invisible"
              onClick={() => {
                onDismiss();
                notice.action?.onSelect();
              }}
            >
              {notice.action.label}
            </Button>
          ) : null}
          <button type="button" aria-label="Dismiss" onClick={onDismiss} style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            ×
          </button>
        </Flash>
      ) : null}
    </div>
  );
}
