/** Shown when a comment or reply could not be saved and the server gave no reason. */
export const SUBMIT_ERROR = 'Your comment could not be submitted! Please check your network connection and try again.';

/** Issues use the header's wording when the form's close/reopen fails (reference values). */
export const STATE_TOGGLE_ERROR = 'Error occurred while updating the issue status';

/** The form's close/reopen failed: epics name the action (reference values), issues and incidents use the header's text. */
export function stateToggleError(noteableName: 'issue' | 'incident' | 'epic', closing: boolean): string {
  if (noteableName !== 'epic') return STATE_TOGGLE_ERROR;
  return `Something went wrong while ${closing ? 'closing' : 'reopening'} the epic. Please try again later.`;
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
