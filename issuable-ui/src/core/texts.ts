import type { IssuableData } from './types';

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How a closed issuable was closed, with the target's link (GitLab's "Closed (duplicated)"). */
export interface ClosedAs {
  text: 'duplicated' | 'moved' | 'promoted';
  url: string;
}

/** The closed-as label: promoted wins over moved, moved over duplicated (GitLab's order). */
export function closedAs(issue: Pick<IssuableData, 'state' | 'promoted_to_epic_url' | 'moved_to_issue_url' | 'duplicated_to_issue_url'>): ClosedAs | null {
  if (issue.state !== 'closed') return null;
  if (issue.promoted_to_epic_url) return { text: 'promoted', url: issue.promoted_to_epic_url };
  if (issue.moved_to_issue_url) return { text: 'moved', url: issue.moved_to_issue_url };
  if (issue.duplicated_to_issue_url) return { text: 'duplicated', url: issue.duplicated_to_issue_url };
  return null;
}

/** Messages every kind words the same way (spec §8; `{noun}` is the kind's). */
export const REFERENCE_COPIED = 'Reference copied';
export const REFERENCE_COPY_ERROR = 'An error occurred while fetching reference';
export const EMAIL_COPIED = 'Email address copied';
export const EMAIL_COPY_ERROR = 'Unable to copy the email address at this time';
export const SUBSCRIPTION_ERROR = 'An error occurred while setting notifications status. Please try again.';
export const ABUSE_SUCCESS = 'Thank you for your report. A GitLab administrator will look into it shortly.';
export const ABUSE_ERROR = 'Something went wrong while reporting abuse. Please try again.';
export const TASK_CONVERTED = 'Converted to task';
export const TASK_REVERTED = 'Task reverted';
export const LOCKED_TEXT = (noun: string) => `The discussion in this ${noun} is locked. Only project members can comment.`;
export const HIDDEN_TEXT = (noun: string) => `This ${noun} is hidden because its author has been banned.`;

/** A reviewer's review state as the merge request sidebar words it. */
export const REVIEWER_STATES: Record<string, string> = {
  unreviewed: 'Awaiting review',
  reviewed: 'Reviewer commented',
  requested_changes: 'Reviewer requested changes',
  approved: 'Reviewer approved changes',
};

/** The button beside a reviewer who reviewed (GitLab's sidebar). */
export const REQUEST_REVIEW = 'Re-request review';
