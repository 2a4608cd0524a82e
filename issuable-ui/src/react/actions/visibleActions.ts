import { issueActionsVisibility, type IssueActionsVisibility } from 'shared-kernel/permissions';
import type { IssuableApi, IssuableData } from '../../core';

/**
 * The spec §6 table applied to the issuable's flags, then narrowed to what the page's API offers: an
 * action without its port method is not shown. The kernel's table words lock and the incident type for
 * issues and incidents; any other kind reads as an issue and its API decides the rest.
 */
export function visibleActions(api: IssuableApi, issue: IssuableData, signedIn: boolean): IssueActionsVisibility {
  const can = issue.current_user;
  const show = issueActionsVisibility({
    canUpdateIssue: can.can_update_issue,
    canReopenIssue: can.can_reopen_issue,
    canCreateIssue: can.can_create_issue,
    canCreateIncident: can.can_create_incident,
    canPromoteToEpic: can.can_promote_to_epic,
    showLockIssueOption: can.show_lock_issue_option,
    canDestroyIssue: can.can_destroy_issue,
    canReportSpam: can.can_report_spam,
    canAwardEmoji: can.can_award_emoji,
    isIssueAuthor: can.is_issue_author,
    isSignedIn: signedIn,
    isClosed: issue.state === 'closed',
    issueType: issue.issue_type === 'incident' ? 'incident' : 'issue',
    issueEmail: issue.issue_email ?? null,
  });
  return {
    ...show,
    newRelatedIssue: show.newRelatedIssue && api.newRelatedHref !== undefined,
    promoteToEpic: show.promoteToEpic && api.promote !== undefined && api.promote.available(issue),
    lock: show.lock && api.lock !== undefined,
    delete: show.delete && api.destroy !== undefined,
    submitAsSpam: show.submitAsSpam && api.markAsSpam !== undefined,
    reportAbuse: show.reportAbuse && api.reportAbuse !== undefined,
  };
}
