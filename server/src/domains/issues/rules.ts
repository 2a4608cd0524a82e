import { issueAbilities, projectAbilities, type IssueAbilities, type ProjectAbilities } from 'shared-kernel/permissions';
import { ACCESS, type ViewerFacts } from '../memberships/rules.ts';
import { destroyConfirmationMessage, issuableValidationErrors, staleLockVersionMessage } from '../issuables/rules.ts';

/**
 * Assumes the project is readable. Confidential issues: reporter or above, the author, the assignees
 * (GitLab's IssuePolicy `assignee_or_author`), administrators. Hidden issues (banned author):
 * administrators only. `assigneeIds`: the issue's assignees when it is confidential
 * (assignees.ts `confidentialIssueAssignees`; not needed for other issues).
 */
export function canReadIssue(
  viewer: ViewerFacts | null,
  issue: { confidential: boolean; authorId: number; hidden?: boolean },
  projectAccessLevel: number,
  assigneeIds: ReadonlySet<number> | undefined,
): boolean {
  if (issue.hidden && !viewer?.isAdmin) return false;
  if (!issue.confidential) return true;
  if (!viewer) return false;
  return viewer.isAdmin || viewer.id === issue.authorId || projectAccessLevel >= ACCESS.REPORTER || (assigneeIds?.has(viewer.id) ?? false);
}

/**
 * GitLab's `read_external_emails` (IssuePresenter#service_desk_reply_to): reporters and above and
 * administrators see a service desk issue's external address; everyone else gets it obfuscated
 * (Gitlab::Utils::Email.obfuscated_email with deform). One rule for REST and the web JSON.
 */
export function canReadExternalEmails(viewer: ViewerFacts | null, projectAccessLevel: number): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || projectAccessLevel >= ACCESS.REPORTER;
}

/** GitLab's deformed obfuscation: `customer@example.com` → `cu*****@e*****.c**`; not an address → as is. */
export function obfuscatedEmail(email: string): string {
  const match = /^(..?)(.*)(@.?)(.*)(\..+)$/su.exec(email);
  if (!match) return email;
  const start = match[1] as string;
  return `${start.length === 1 ? start + start : start}*****${match[3] as string}*****${(match[5] as string).slice(0, 2)}**`;
}

/** The `service_desk_reply_to` a reader gets (null when the issue has none). */
export function serviceDeskReplyToFor(replyTo: string | null, readExternalEmails: boolean): string | null {
  if (replyTo === null || replyTo === '') return replyTo;
  return readExternalEmails ? replyTo : obfuscatedEmail(replyTo);
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

/** What the kernel's rules need about a project. */
export interface IssueProjectFacts {
  visibility: 'public' | 'internal' | 'private';
  archived: boolean;
}

/** What the kernel's rules need about an issue. */
export interface IssueFacts {
  authorId: number;
  confidential: boolean;
  discussionLocked: boolean;
  state: 'opened' | 'closed';
  issueType: 'issue' | 'incident';
}

export interface EvaluatedIssueAbilities {
  project: ProjectAbilities;
  issue: IssueAbilities;
  isAuthor: boolean;
}

/**
 * The UI's permission rules (shared-kernel/permissions), evaluated for the server: the page shows what
 * these allow and the routes refuse what they deny. Admins count as members for locked discussions.
 */
export function evaluateIssueAbilities(viewer: ViewerFacts | null, project: IssueProjectFacts, accessLevel: number, issue: IssueFacts, isAssignee = false): EvaluatedIssueAbilities {
  const isAdmin = viewer?.isAdmin ?? false;
  const projectRules = projectAbilities({
    visibility: project.visibility,
    accessLevel,
    signedIn: viewer !== null,
    isAdmin,
    archived: project.archived,
    // Every group has epics (no license tiers here).
    hasGroupEpics: true,
  });
  const isAuthor = viewer !== null && viewer.id === issue.authorId;
  const issueRules = issueAbilities({
    project: projectRules,
    isAuthor,
    isAssignee,
    confidential: issue.confidential,
    discussionLocked: issue.discussionLocked,
    isMember: isAdmin || accessLevel >= ACCESS.GUEST,
    state: issue.state,
    issueType: issue.issueType,
  });
  return { project: projectRules, issue: issueRules, isAuthor };
}

/** Project-level abilities only (creating issues needs no issue). */
export function evaluateProjectAbilities(viewer: ViewerFacts | null, project: IssueProjectFacts, accessLevel: number): ProjectAbilities {
  return projectAbilities({ visibility: project.visibility, accessLevel, signedIn: viewer !== null, isAdmin: viewer?.isAdmin ?? false, archived: project.archived, hasGroupEpics: true });
}

export { fullMessages } from '../../lib/validation.ts';
export { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../issuables/rules.ts';

/** GitLab's lock_version conflict message (HTTP 409 on the web routes). */
export const STALE_LOCK_VERSION_MESSAGE = staleLockVersionMessage('issue');

export const DESTROY_CONFIRMATION_MESSAGE = destroyConfirmationMessage('issue');

/** ActiveRecord-style validation of an issue's title and description (the issuable rules). */
export const issueValidationErrors = issuableValidationErrors;

/** Counts `- [ ]` / `- [x]` task list items (also `*`, `+` and numbered items). */
export function taskCompletionStatus(description: string | null): { count: number; completed_count: number } {
  let count = 0;
  let completed = 0;
  for (const line of (description ?? '').split('\n')) {
    const match = /^\s*(?:[-*+]|\d+[.)])\s+\[([ xX])\]\s/.exec(`${line} `);
    if (!match) continue;
    count += 1;
    if (match[1] !== ' ') completed += 1;
  }
  return { count, completed_count: completed };
}

/** Issue#can_move? without a target: not moved yet, and admin_issue on it (the sidebar's "Move issue"). */
export function isMovableBy(issue: { movedToId: number | null }, canAdminIssue: boolean): boolean {
  return canAdminIssue && issue.movedToId === null;
}

/** GitLab's health statuses of an issue. */
export const HEALTH_STATUSES = ['on_track', 'needs_attention', 'at_risk'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
