/** Shown when a comment or reply could not be saved and the server gave no reason. */
export const SUBMIT_ERROR = 'Your comment could not be submitted! Please check your network connection and try again.';

/** Issues use the header's wording when the form's close/reopen fails (reference values). */
export const STATE_TOGGLE_ERROR = 'Error occurred while updating the issue status';

/** Under the Internal note checkbox. */
export const INTERNAL_NOTE_HELP = 'Internal notes are only visible to members with the role of Reporter or higher.';

export const CONFIDENTIAL_WARNING = 'This is a confidential issue. People without permission will never get a notification.';

export const ATTACHMENT_WARNING =
  'Attachments are sent by email. Attachments over 10 MB are sent as links to your GitLab instance, and only accessible to project members.';

/** "This issue is locked. Only project members can comment." (members still comment in a locked discussion). */
export function lockedWarning(type: string): string {
  return `This ${type} is locked. Only project members can comment.`;
}
