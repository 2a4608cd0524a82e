import { Flash, Link } from 'shared-kernel/primer';
import type { ReactNode } from 'react';
import { useNotesContext } from '../../../lib/NotesContext';

export const LOCKED_DOCS_PATH = '/help/user/discussions/index.md#prevent-comments-by-locking-the-discussion';
export const ARCHIVED_DOCS_PATH = '/help/user/project/settings/index.md#archive-a-project';

/**
 * Who may comment (spec §6): signed-out visitors get the register / sign-in prompt, signed-in users
 * without `can_create_note` the locked or archived warning, everyone else `children` (the form).
 */
export function CommentFormGate({ children }: { children: ReactNode }) {
  const { currentUser, noteable } = useNotesContext();
  if (!currentUser) {
    const here = typeof window === 'undefined' ? '/' : window.location.pathname;
    return (
      <p style={{ marginTop: 16, padding: 12, textAlign: 'center', border: '1px solid var(--borderColor-default)', borderRadius: 6 }}>
        Please <Link href={`/users/sign_up?redirect_to_referer=yes`}>register</Link> or{' '}
        <Link href={`/users/sign_in?redirect_to=${encodeURIComponent(here)}`}>sign in</Link> to reply
      </p>
    );
  }
  if (!noteable.current_user.can_create_note) {
    // The server refuses comments only in locked discussions (non-members) and archived projects.
    return noteable.discussion_locked ? (
      <Flash variant="warning" style={{ marginTop: 16 }}>
        The discussion in this {noteable.noteable_human_name} is locked. Only project members can comment.{' '}
        <Link href={LOCKED_DOCS_PATH}>Learn more</Link>
      </Flash>
    ) : (
      <Flash variant="warning" style={{ marginTop: 16 }}>
        This project is archived and cannot be commented on. <Link href={ARCHIVED_DOCS_PATH}>Learn more</Link>
      </Flash>
    );
  }
  return <>{children}</>;
}
