/** The epic page's messages (issue-page spec §8, epic-diffs spec §8). */

/** State toggle failure, epic (spec: "…while reopening the epic…" or the same with "closing"). */
export const epicStateToggleError = (closing: boolean) => `Something went wrong while ${closing ? 'closing' : 'reopening'} the epic. Please try again later.`;
export const EPIC_COLOR_FETCH_ERROR = 'Error fetching epic color.';
export const EPIC_COLOR_UPDATE_ERROR = 'An error occurred while updating color.';
export const EPIC_PARTICIPANTS_ERROR = 'There was an error getting the epic participants.';
export const EPIC_LOAD_ERROR = 'Something went wrong while loading the epic. Please try again.';
export const EPIC_CONFIDENTIAL_TEXT = 'Only group members with at least the Reporter role can view or be notified about this epic.';
/** GitLab's wording of the issue's, for the epic. */
export const EPIC_DELETE_ERROR = 'Something went wrong while deleting the epic. Please try again.';
