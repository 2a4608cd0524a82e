// The merge request page's texts (GitLab 16.2's where the spec names none).

export const MR_LOAD_ERROR = 'Something went wrong while fetching the merge request.';
export const LOCK_ERROR = 'Something went wrong trying to change the locked state of this merge request';
export const stateToggleError = (closing: boolean) => `Something went wrong while ${closing ? 'closing' : 'reopening'} the merge request. Please try again later.`;

export const STATE_LABELS = { opened: 'Open', closed: 'Closed', merged: 'Merged', locked: 'Locked' } as const;
export const DRAFT = 'Draft';
export const COPY_BRANCH = 'Copy branch name';

export const MERGE = 'Merge';
export const MERGING = 'Merging…';
export const MERGE_BLOCKED_DRAFT = 'Merge blocked: Select Mark as ready to remove it from Draft status.';
export const MERGE_BLOCKED_CONFLICTS = 'Merge blocked: merge conflicts must be resolved.';
export const MERGE_BLOCKED_THREADS = 'Merge blocked: all threads must be resolved.';
export const MERGE_BLOCKED_PERMISSION = 'Ready to merge by members who can write to the target branch.';
export const READY_TO_MERGE = 'Ready to merge!';
export const MERGE_CHECKING = 'Checking if merge request can be merged…';
export const MERGE_FAILED = 'Something went wrong. Please try again.';
export const CLOSED_TEXT = 'Closed';
export const mergedBy = (name: string | null) => (name ? `Merged by ${name}` : 'Merged');

// The approval widget (GitLab 16.2's mrWidget texts).
export const APPROVE = 'Approve';
export const APPROVE_ADDITIONALLY = 'Approve additionally';
export const REVOKE_APPROVAL = 'Revoke approval';
export const APPROVAL_OPTIONAL = 'Approval is optional';
export const APPROVED_BY_YOU = 'Approved by you';
export const APPROVED_BY_YOU_AND_OTHERS = 'Approved by you and others';
export const APPROVED_BY = 'Approved by';
export const APPROVE_ERROR = 'An error occurred while submitting your approval.';
export const UNAPPROVE_ERROR = 'An error occurred while removing your approval.';

// The sidebar's people and milestone pickers (the widgets are issuable-ui's).
export const ASSIGNEES_UPDATE_ERROR = 'Something went wrong while updating assignees';
export const REVIEWERS_UPDATE_ERROR = 'Something went wrong while updating reviewers';
export const REREVIEW_ERROR = 'Something went wrong while requesting a new review';
export const MILESTONE_UPDATE_ERROR = 'Something went wrong while setting merge request milestone.';
