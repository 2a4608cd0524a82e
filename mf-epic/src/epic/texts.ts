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
/** The sidebar's dates (GitLab's sidebar date widget): titles, the inherit choice, no date. */
export const EPIC_DATE_TITLES = { start: 'Start date', due: 'Due date' } as const;
export const EPIC_DATE_NONE = 'None';
export const EPIC_DATE_FIXED = 'Fixed:';
export const EPIC_DATE_INHERITED = 'Inherited:';

/** Without a milestone behind a date from milestones (GitLab's `getDateFromMilestonesTooltip`). */
export function epicDateNoMilestoneHelp(type: 'start' | 'due'): string {
  return `To schedule your epic's ${type} date based on milestones, assign a milestone with a ${type} date to any issue in the epic.`;
}
/** A date could not be set (GitLab's "Something went wrong while setting %{issuableType} %{dateType} date."). */
export const epicDateSetError = (type: 'start' | 'due') => `Something went wrong while setting epic ${type} date.`;
/** The dates could not be read (GitLab's "An error occurred while fetching %{dateType} date." wording for the epic). */
export const epicDateFetchError = (type: 'start' | 'due') => `Something went wrong while fetching epic ${type} date.`;
/** The picker's bound: the start date is bounded by the due date and the reverse (epic spec, "Sidebar"). */
export const EPIC_DATE_ORDER_ERROR = 'The start date must be on or before the due date.';
/** Ancestors (issue-page spec §8). */
export const EPIC_ANCESTORS_TITLE = 'Ancestors';
export const EPIC_ANCESTORS_ERROR = 'An error occurred while fetching ancestors.';
export const EPIC_PARENT_HIDDEN = "You don't have permission to view this epic";
