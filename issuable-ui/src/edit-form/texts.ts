import { isApiError } from 'shared-kernel/api';

/** Texts of the edit form (spec §5, §8). */
export const CONCURRENT_EDIT_WARNING =
  "Someone edited the issue at the same time you did. Review the issue and make sure you don't unintentionally overwrite their changes.";
export const OUTDATED_DRAFT_WARNING =
  'The comment you are editing has been changed by another user. Would you like to keep your changes and overwrite the new description or discard your changes?';
export const LOSE_CHANGES_TEXT = 'Are you sure you want to lose your issue information?';

export const TEMPLATE_LOAD_ERROR = 'An error occurred while loading the template.';

/** "Error updating issue. Title can't be blank": the spec's update failure text (`noun` is the kind's). */
export function updateErrorMessage(noun: string, error: unknown): string {
  const base = `Error updating ${noun}`;
  if (isApiError(error) && error.messages.length > 0) return `${base}. ${error.messages.join(' ')}`;
  if (error instanceof Error && error.message) return `${base}. ${error.message}`;
  return base;
}
