import { describe, expect, it } from 'vitest';
import { issueActionsVisibility, type IssueActionFlags, type IssueActionsVisibility } from './issueActions';

const none: IssueActionFlags = {
  canUpdateIssue: false,
  canReopenIssue: false,
  canCreateIssue: false,
  canCreateIncident: false,
  canPromoteToEpic: false,
  showLockIssueOption: false,
  canDestroyIssue: false,
  canReportSpam: false,
  canAwardEmoji: false,
  isIssueAuthor: false,
  isSignedIn: false,
  isClosed: false,
  issueType: 'issue',
  issueEmail: null,
};

describe('issueActionsVisibility (issue-page §6)', () => {
  it('shows only copy reference to an anonymous visitor without rights', () => {
    expect(issueActionsVisibility(none)).toEqual({
      edit: false,
      stateToggle: null,
      newRelatedIssue: false,
      incidentTypeOption: false,
      promoteToEpic: false,
      lock: false,
      delete: false,
      submitAsSpam: false,
      reportAbuse: false,
      awardEmoji: false,
      copyReference: true,
      copyEmail: false,
      subscribe: false,
    });
  });

  it.each<[string, Partial<IssueActionFlags>, Partial<IssueActionsVisibility>]>([
    ['canUpdateIssue, open', { canUpdateIssue: true }, { edit: true, stateToggle: 'close' }],
    ['canUpdateIssue, closed, no reopen', { canUpdateIssue: true, isClosed: true }, { edit: true, stateToggle: null }],
    ['canReopenIssue, closed', { canReopenIssue: true, isClosed: true }, { stateToggle: 'reopen' }],
    ['canReopenIssue, open', { canReopenIssue: true }, { stateToggle: null }],
    ['canCreateIssue, signed out', { canCreateIssue: true }, { newRelatedIssue: false }],
    ['canCreateIssue, signed in', { canCreateIssue: true, isSignedIn: true }, { newRelatedIssue: true }],
    ['canCreateIncident', { canCreateIncident: true }, { incidentTypeOption: true }],
    ['already an incident', { issueType: 'incident' }, { incidentTypeOption: true }],
    ['canPromoteToEpic', { canPromoteToEpic: true }, { promoteToEpic: true }],
    ['showLockIssueOption, signed in, issue', { showLockIssueOption: true, isSignedIn: true }, { lock: true }],
    ['showLockIssueOption, signed out', { showLockIssueOption: true }, { lock: false }],
    ['showLockIssueOption, incident', { showLockIssueOption: true, isSignedIn: true, issueType: 'incident' }, { lock: false }],
    ['canDestroyIssue', { canDestroyIssue: true }, { delete: true }],
    ['canReportSpam', { canReportSpam: true }, { submitAsSpam: true }],
    ['signed in, not the author', { isSignedIn: true }, { reportAbuse: true, subscribe: true }],
    ['signed in, the author', { isSignedIn: true, isIssueAuthor: true }, { reportAbuse: false, subscribe: true }],
    ['canAwardEmoji', { canAwardEmoji: true }, { awardEmoji: true }],
    ['issue email exists', { issueEmail: 'incoming+abc@example.test' }, { copyEmail: true }],
    ['issue email empty', { issueEmail: '' }, { copyEmail: false }],
  ])('%s', (_, flags, expected) => {
    expect(issueActionsVisibility({ ...none, ...flags })).toMatchObject({ ...expected, copyReference: true });
  });
});
