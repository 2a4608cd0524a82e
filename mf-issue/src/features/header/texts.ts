import type { IssuableType, IssuePageData } from '../../lib/types';

/** `issue` / `incident` / `epic`, as the texts word the item. */
export function typeName(issueType: IssuableType): string {
  return issueType === 'incident' || issueType === 'epic' ? issueType : 'issue';
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How a closed issue was closed, with the target's link (GitLab's "Closed (duplicated)"). */
export interface ClosedAs {
  text: 'duplicated' | 'moved' | 'promoted';
  url: string;
}

/** The closed-as label: promoted wins over moved, moved over duplicated (GitLab's order). */
export function closedAs(issue: Pick<IssuePageData, 'state' | 'promoted_to_epic_url' | 'moved_to_issue_url' | 'duplicated_to_issue_url'>): ClosedAs | null {
  if (issue.state !== 'closed') return null;
  if (issue.promoted_to_epic_url) return { text: 'promoted', url: issue.promoted_to_epic_url };
  if (issue.moved_to_issue_url) return { text: 'moved', url: issue.moved_to_issue_url };
  if (issue.duplicated_to_issue_url) return { text: 'duplicated', url: issue.duplicated_to_issue_url };
  return null;
}

export const LOCKED_TEXT = (type: string) => `The discussion in this ${type} is locked. Only project members can comment.`;
export const CONFIDENTIAL_TEXT = (type: string) =>
  type === 'epic'
    ? 'Only group members with at least the Reporter role can view or be notified about this epic.'
    : `Only project members with at least the Reporter role, the author, and assignees can view or be notified about this ${type}.`;
