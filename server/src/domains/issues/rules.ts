import { ACCESS, type ViewerFacts } from '../memberships/rules.ts';

/**
 * Assumes the project is readable. Confidential issues: reporter or above, the author, administrators.
 */
export function canReadIssue(
  viewer: ViewerFacts | null,
  issue: { confidential: boolean; authorId: number },
  projectAccessLevel: number,
): boolean {
  if (!issue.confidential) return true;
  if (!viewer) return false;
  return viewer.isAdmin || viewer.id === issue.authorId || projectAccessLevel >= ACCESS.REPORTER;
}

/** Whether every confidential issue of the project is readable (used to build list filters). */
export function canReadAllConfidentialIssues(viewer: ViewerFacts | null, projectAccessLevel: number): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || projectAccessLevel >= ACCESS.REPORTER;
}

export type IssueScope = 'created_by_me' | 'assigned_to_me' | 'all';

/** GitLab's default scope for /issues: created_by_me when signed in, all for anonymous. */
export function defaultIssueScope(viewer: ViewerFacts | null): IssueScope {
  return viewer ? 'created_by_me' : 'all';
}
