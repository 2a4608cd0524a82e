import type { ProjectAbilities } from './projectAbilities';
import { evaluatePermissions, type PermissionTable } from './rules';

/** State of an issue. */
export type IssueState = 'opened' | 'closed' | 'reopened';

/** Type of an issue-like work item. */
export type IssueType = 'issue' | 'incident';

/** What issue-level rules look at. */
export interface IssueAbilityContext {
  /** The user's abilities in the issue's project ({@link projectAbilities}). */
  project: ProjectAbilities;
  isAuthor: boolean;
  isAssignee: boolean;
  confidential: boolean;
  discussionLocked: boolean;
  /** The user is a member of the project (locked discussions are for members only). */
  isMember: boolean;
  state: IssueState;
  issueType: IssueType;
}

const readIssue = (c: IssueAbilityContext): boolean =>
  c.project.readProject && (!c.confidential || c.project.readConfidentialIssues || c.isAuthor || c.isAssignee);

const updateIssue = (c: IssueAbilityContext): boolean =>
  readIssue(c) && (c.project.updateAnyIssue || ((c.isAuthor || c.isAssignee) && c.project.updateOwnIssue));

const lockedOut = (c: IssueAbilityContext): boolean => c.discussionLocked && !c.isMember;

const createNote = (c: IssueAbilityContext): boolean => readIssue(c) && c.project.createNote && !lockedOut(c);

/** Issue-level rules (GitLab defaults), as data. */
export const ISSUE_PERMISSION_RULES = {
  readIssue,
  updateIssue,
  /** A closed issue with a locked discussion can be reopened by members only. */
  reopenIssue: (c) => updateIssue(c) && !lockedOut(c),
  adminIssue: (c) => readIssue(c) && c.project.adminIssue,
  setIssueMetadata: (c) => readIssue(c) && c.project.setIssueMetadata,
  destroyIssue: (c) => readIssue(c) && c.project.destroyIssue,
  createNote,
  createConfidentialNote: (c) => createNote(c) && c.project.createConfidentialNote,
  awardEmoji: (c) => readIssue(c) && c.project.awardEmoji,
  promoteToEpic: (c) => c.issueType === 'issue' && readIssue(c) && c.project.promoteToEpic,
} satisfies PermissionTable<IssueAbilityContext, string>;

/** Name of an issue-level ability. */
export type IssueAbility = keyof typeof ISSUE_PERMISSION_RULES;

/** Every issue-level ability, evaluated. */
export type IssueAbilities = { [K in IssueAbility]: boolean };

/**
 * Evaluates the issue-level rules: confidential issues are readable by reporter+, admins, the author and
 * assignees; reporter+, the author and assignees update; a locked discussion admits only members to
 * comment or reopen; archived projects (no `createNote`) admit nobody.
 */
export function issueAbilities(context: IssueAbilityContext): IssueAbilities {
  return evaluatePermissions(ISSUE_PERMISSION_RULES, context);
}
