export { SUBMIT_ERROR } from '../../lib/messages';

/** Issues use the header's wording when the form's close/reopen fails (reference values). */
export const STATE_TOGGLE_ERROR = 'Error occurred while updating the issue status';

/**
 * GitLab's own wording where it differs from the header's text (reference values), by the JSON's
 * `noteable_human_name`: the epic form names the action.
 */
const STATE_TOGGLE_ERRORS: Record<string, (closing: boolean) => string> = {
  epic: (closing) => `Something went wrong while ${closing ? 'closing' : 'reopening'} the epic. Please try again later.`,
};

/** The form's close/reopen failed. */
export function stateToggleError(noteableName: string, closing: boolean): string {
  return STATE_TOGGLE_ERRORS[noteableName]?.(closing) ?? STATE_TOGGLE_ERROR;
}

/** Under the comment box (GitLab's markdown field: "Supports Markdown. For quick actions, type /."). */
export const MARKDOWN_HELP = 'Supports Markdown. For quick actions, type /.';

/** Under the Internal note checkbox. */
export const INTERNAL_NOTE_HELP = 'Internal notes are only visible to members with the role of Reporter or higher.';

/** "This is a confidential {issue | incident | epic}. People without permission will never get a notification." */
export function confidentialWarning(type: string): string {
  return `This is a confidential ${type}. People without permission will never get a notification.`;
}

export const ATTACHMENT_WARNING =
  'Attachments are sent by email. Attachments over 10 MB are sent as links to your GitLab instance, and only accessible to project members.';

/** "This issue is locked. Only project members can comment." (members still comment in a locked discussion). */
export function lockedWarning(type: string): string {
  return `This ${type} is locked. Only project members can comment.`;
}
