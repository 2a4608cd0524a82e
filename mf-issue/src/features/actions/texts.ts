/** The issue page's messages (spec §8 and GitLab's wording where the spec leaves it out). */
export const STATE_TOGGLE_ERROR = 'Error occurred while updating the issue status';
export const PROMOTE_SUCCESS = 'The issue was successfully promoted to an epic. Redirecting to epic...';
export const PROMOTE_ERROR = 'Something went wrong while promoting the issue to an epic. Please try again.';
export const REFERENCE_COPIED = 'Reference copied';
export const EMAIL_COPIED = 'Email address copied';
export const LOCK_ERROR = 'Something went wrong trying to change the locked state of this issue';
export const SUBSCRIPTION_ERROR = 'An error occurred while setting notifications status. Please try again.';
export const DELETE_ERROR = 'Something went wrong while deleting the issue. Please try again.';
/** GitLab flashes "Issue was submitted to Akismet successfully."; this platform has no Akismet, its server logs the spam. */
export const SPAM_SUCCESS = 'Issue was submitted as spam.';
export const SPAM_ERROR = 'Something went wrong while submitting the issue as spam. Please try again.';
export const ABUSE_SUCCESS = 'Thank you for your report. A GitLab administrator will look into it shortly.';
export const ABUSE_ERROR = 'Something went wrong while reporting abuse. Please try again.';
