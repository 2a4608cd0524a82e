// Draft review texts: the spec's (notes-area.md §2, §8) and, where it names none, GitLab's batch comments'.

export const START_REVIEW = 'Start a review';
export const ADD_TO_REVIEW = 'Add to review';
export const PENDING = 'Pending';
export const PENDING_HIDDEN = 'Pending comments are hidden until you submit your review.';
export const SUBMIT_REVIEW = 'Submit review';
export const DISCARD_REVIEW = 'Discard review';
export const DISCARD_TITLE = 'Discard pending review?';
export const DISCARD_BODY = 'Are you sure you want to discard your pending review comments?';
export const SUMMARY_LABEL = 'Summary comment (optional)';
export const APPROVE = 'Approve merge request';
export const DELETE_DRAFT = 'Delete pending comment';
export const REVIEW_FAILED = 'Something went wrong on our end. Please try again!';
export const pendingComments = (count: number) => `${count} pending ${count === 1 ? 'comment' : 'comments'}`;
/** A refused draft (spec §8): the server's reason, or the generic text. */
export const draftSaveFailed = (reason: string | null) => (reason ? `Your comment could not be submitted because ${reason.charAt(0).toLowerCase()}${reason.slice(1).replace(/\.$/, '')}.` : REVIEW_FAILED);
/** GitLab's note actions and edit form, for a pending comment edited in place. */
export const EDIT_DRAFT = 'Edit comment';
export const SAVE_DRAFT = 'Save comment';
export const CANCEL_EDIT = 'Cancel';
