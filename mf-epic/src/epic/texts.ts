/** The epic page's messages (issue-page spec §8, epic-diffs spec §8). */

/** State toggle failure, epic (epic spec §8, "Epic status change failure"), closing or reopening alike. */
export const EPIC_STATUS_CHANGE_ERROR = 'Unable to update this epic at this time.';
export const epicStateToggleError = (_closing: boolean) => EPIC_STATUS_CHANGE_ERROR;
/** The actions menu's report item on epics (epic spec, "Epic header and actions"). */
export const EPIC_REPORT_ABUSE = 'Report abuse to administrator';
export const EPIC_COLOR_FETCH_ERROR = 'Error fetching epic color.';
export const EPIC_COLOR_UPDATE_ERROR = 'An error occurred while updating color.';
export const EPIC_PARTICIPANTS_ERROR = 'There was an error getting the epic participants.';
export const EPIC_LOAD_ERROR = 'Something went wrong while loading the epic. Please try again.';
export const EPIC_CONFIDENTIAL_TEXT = 'Only group members with at least the Reporter role can view or be notified about this epic.';
/** GitLab's wording of the issue's, for the epic. */
export const EPIC_DELETE_ERROR = 'Something went wrong while deleting the epic. Please try again.';
/** The sidebar's confidentiality toggle failed (GitLab's sidebar wording for an epic). */
export const EPIC_CONFIDENTIAL_ERROR = 'Something went wrong while setting epic confidentiality.';
