/**
 * The sidebar's messages. Health status and epic texts are the spec's (§8, `{issuableType}` = issue);
 * iteration texts are GitLab's (reference values); weight and due date follow GitLab's sidebar widgets.
 */
export const ASSIGNEES_UPDATE_ERROR = 'Something went wrong while updating assignees';
export const MILESTONE_UPDATE_ERROR = 'Something went wrong while setting issue milestone.';

export const HEALTH_STATUS_FETCH_ERROR = 'An error occurred while fetching the health status.';
export const HEALTH_STATUS_SET_ERROR = 'Something went wrong while setting issue health status.';

export const ITERATION_SET_ERROR = 'Failed to set iteration on this issue. Please try again.';
export const ITERATION_FETCH_ERROR = 'Failed to fetch the iteration for this issue. Please try again.';
export const ITERATIONS_FETCH_ERROR = 'Failed to fetch the iterations for the group. Please try again.';

export const EPIC_SET_ERROR = 'Failed to set epic on this issue. Please try again.';
export const EPIC_FETCH_ERROR = 'Failed to fetch the epic for this issue. Please try again.';
export const EPICS_FETCH_ERROR = 'Failed to fetch the epics for the group. Please try again.';
export const EPIC_NO_PERMISSION = "You don't have permission to view this epic";

export const WEIGHT_SET_ERROR = 'Something went wrong while setting issue weight.';
export const WEIGHT_FETCH_ERROR = 'An error occurred while fetching the weight.';
export const WEIGHT_INVALID = 'Enter a whole number of 0 or more.';

export const DUE_DATE_SET_ERROR = 'Something went wrong while setting issue due date.';
export const DUE_DATE_FETCH_ERROR = 'An error occurred while fetching the due date.';

/** Reference values: "Health status limit 100" is the delay (ms) before the health status dropdown opens. */
export const HEALTH_STATUS_DROPDOWN_DELAY_MS = 100;
