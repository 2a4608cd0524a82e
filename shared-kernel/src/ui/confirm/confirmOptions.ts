import type { ReactNode } from 'react';

/** What a confirmation asks. */
export interface ConfirmOptions {
  title: ReactNode;
  /** Extra explanation below the title. */
  body?: ReactNode;
  /** Default `'OK'`. */
  confirmLabel?: ReactNode;
  /** Default `'Cancel'`. */
  cancelLabel?: ReactNode;
  /** `'danger'` for destructive actions (the cancel button then gets the initial focus). Default `'normal'`. */
  variant?: 'danger' | 'normal';
}

/** Asks for confirmation; resolves `true` when confirmed, `false` when cancelled or dismissed. */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

/** What a deleted note is (notes-area spec §5). */
export type DeletableNoteKind = 'comment' | 'internal note' | 'pending comment';

/** The delete-note confirmation: "Are you sure you want to delete this comment?" with a danger "Delete comment". */
export function deleteNoteConfirmation(kind: DeletableNoteKind = 'comment'): ConfirmOptions {
  return {
    title: `Are you sure you want to delete this ${kind}?`,
    confirmLabel: kind === 'internal note' ? 'Delete internal note' : 'Delete comment',
    cancelLabel: 'Cancel',
    variant: 'danger',
  };
}

/** Cancelling an edit with unsaved changes: "Are you sure you want to cancel editing this {type}?" */
export function cancelEditingConfirmation(type: string): ConfirmOptions {
  return { title: `Are you sure you want to cancel editing this ${type}?`, confirmLabel: 'Cancel editing', cancelLabel: 'Continue editing', variant: 'danger' };
}

/** Cancelling a reply with unsaved text: "Are you sure you want to cancel creating this {type}?" */
export function cancelCreatingConfirmation(type: string): ConfirmOptions {
  return { title: `Are you sure you want to cancel creating this ${type}?`, confirmLabel: 'Discard changes', cancelLabel: 'Continue editing', variant: 'danger' };
}

/** Leaving the issue edit form with changes (issue-page spec §5). */
export const LOSE_ISSUE_CHANGES_CONFIRMATION: Readonly<ConfirmOptions> = Object.freeze({ title: 'Are you sure you want to lose your issue information?', variant: 'danger' });

/** Closing an issue blocked by other issues (issue-page spec §4); the body should list the blockers. */
export function closeBlockedIssueConfirmation(body?: ReactNode): ConfirmOptions {
  return { title: 'Are you sure you want to close this blocked issue?', body, confirmLabel: 'Yes, close issue', cancelLabel: 'Cancel', variant: 'normal' };
}

/** Deleting an issuable (issue-page spec §2, GitLab's wording), e.g. `deleteIssuableConfirmation('issue')`. */
export function deleteIssuableConfirmation(type: string): ConfirmOptions {
  return {
    title: `Delete ${type}?`,
    body: `${type.charAt(0).toUpperCase()}${type.slice(1)} will be removed! Are you sure?`,
    confirmLabel: `Delete ${type}`,
    cancelLabel: 'Cancel',
    variant: 'danger',
  };
}
