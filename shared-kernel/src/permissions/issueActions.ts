import type { IssueType } from './issueAbilities';

/** The flags the issue page receives (issue-page spec §6). */
export interface IssueActionFlags {
  canUpdateIssue: boolean;
  canReopenIssue: boolean;
  canCreateIssue: boolean;
  canCreateIncident: boolean;
  canPromoteToEpic: boolean;
  showLockIssueOption: boolean;
  canDestroyIssue: boolean;
  canReportSpam: boolean;
  canAwardEmoji: boolean;
  isIssueAuthor: boolean;
  isSignedIn: boolean;
  isClosed: boolean;
  issueType: IssueType;
  /** The issue's email address for replies, when the project has one. */
  issueEmail?: string | null;
}

/** Which header actions the issue page shows. */
export interface IssueActionsVisibility {
  edit: boolean;
  /** The state toggle's action, or `null` when it is hidden. */
  stateToggle: 'close' | 'reopen' | null;
  newRelatedIssue: boolean;
  incidentTypeOption: boolean;
  promoteToEpic: boolean;
  lock: boolean;
  delete: boolean;
  submitAsSpam: boolean;
  reportAbuse: boolean;
  awardEmoji: boolean;
  copyReference: boolean;
  copyEmail: boolean;
  subscribe: boolean;
}

function stateToggle(flags: IssueActionFlags): IssueActionsVisibility['stateToggle'] {
  if (flags.isClosed) return flags.canReopenIssue ? 'reopen' : null;
  return flags.canUpdateIssue ? 'close' : null;
}

/** The issue page's §6 permission table, applied to its flags. */
export function issueActionsVisibility(flags: IssueActionFlags): IssueActionsVisibility {
  return {
    edit: flags.canUpdateIssue,
    stateToggle: stateToggle(flags),
    newRelatedIssue: flags.canCreateIssue && flags.isSignedIn,
    incidentTypeOption: flags.canCreateIncident || flags.issueType === 'incident',
    promoteToEpic: flags.canPromoteToEpic,
    lock: flags.showLockIssueOption && flags.isSignedIn && flags.issueType === 'issue',
    delete: flags.canDestroyIssue,
    submitAsSpam: flags.canReportSpam,
    reportAbuse: flags.isSignedIn && !flags.isIssueAuthor,
    awardEmoji: flags.canAwardEmoji,
    copyReference: true,
    copyEmail: Boolean(flags.issueEmail),
    subscribe: flags.isSignedIn,
  };
}
