import type { IssuableTexts } from 'issuable-ui/react';
import type { IssuePageData } from '../../lib/types';

/** The issue page's messages (spec §8 and GitLab's wording where the spec leaves it out). */
export const STATE_TOGGLE_ERROR = 'Error occurred while updating the issue status';
export const PROMOTE_SUCCESS = 'The issue was successfully promoted to an epic. Redirecting to epic...';
export const PROMOTE_ERROR = 'Something went wrong while promoting the issue to an epic. Please try again.';
export const LOCK_ERROR = 'Something went wrong trying to change the locked state of this issue';
export const DELETE_ERROR = 'Something went wrong while deleting the issue. Please try again.';
/** GitLab flashes "Issue was submitted to Akismet successfully."; this platform has no Akismet, its server logs the spam. */
export const SPAM_SUCCESS = 'Issue was submitted as spam.';
export const SPAM_ERROR = 'Something went wrong while submitting the issue as spam. Please try again.';
export const CONFIDENTIAL_ERROR = 'Something went wrong while setting issue confidentiality.';
export const ISSUE_LOAD_ERROR = 'Something went wrong while loading the issue. Please try again.';

/** `issue` or `incident`, as the texts word the item. */
export function issueNoun(issue: Pick<IssuePageData, 'issue_type'>): 'issue' | 'incident' {
  return issue.issue_type === 'incident' ? 'incident' : 'issue';
}

/** The issue's and the incident's words for the issuable library. */
export function issueTexts(issue: Pick<IssuePageData, 'issue_type'>): IssuableTexts {
  const noun = issueNoun(issue);
  return {
    noun,
    ...(noun === 'incident' ? { typeLabel: 'Incident' } : {}),
    confidential: `Only project members with at least the Reporter role, the author, and assignees can view or be notified about this ${noun}.`,
    stateToggleError: () => STATE_TOGGLE_ERROR,
  };
}
