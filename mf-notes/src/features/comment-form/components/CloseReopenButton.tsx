import { Button } from 'shared-kernel/primer';
import { isOpenState } from 'shared-kernel/permissions';

/** "Close issue" / "Reopen issue", or "Comment & close issue" when there is text (GitLab's wording). */
export function closeReopenLabel(state: string, noteableName: string, hasText: boolean): string {
  const action = isOpenState(state) ? 'close' : 'reopen';
  if (hasText) return `Comment & ${action} ${noteableName}`;
  return `${action.charAt(0).toUpperCase()}${action.slice(1)} ${noteableName}`;
}

export interface CloseReopenButtonProps {
  state: string;
  noteableName: string;
  hasText: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** The comment form's close/reopen button (shown per `closeReopenButtonVisible`). */
export function CloseReopenButton({ state, noteableName, hasText, disabled, onClick }: CloseReopenButtonProps) {
  return (
    <Button type="button" disabled={disabled} onClick={onClick}>
      {closeReopenLabel(state, noteableName, hasText)}
    </Button>
  );
}
