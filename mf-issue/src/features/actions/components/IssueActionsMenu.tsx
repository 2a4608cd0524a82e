import { ActionList, ActionMenu, Button, IconButton } from '@primer/react';
import { KebabHorizontalIcon } from '@primer/octicons-react';
import { useState } from 'react';
import { issueActionsVisibility } from 'shared-kernel/permissions';
import { AbuseReportDrawer } from 'shared-kernel/ui';
import { useIssueContext } from '../../../lib/IssueContext';
import { capitalize, typeName } from '../../header/texts';
import type { IssueActions } from '../hooks/useIssueActions';
import type { IssuePageData } from '../../../lib/types';

/** The spec §6 table applied to the page JSON's flags. */
export function visibleActions(issue: IssuePageData, signedIn: boolean) {
  const can = issue.current_user;
  return issueActionsVisibility({
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
    // The kernel's table knows issues and incidents; an epic's flags (no lock, no type change) decide alone.
    issueType: issue.issue_type === 'epic' ? 'issue' : issue.issue_type,
    issueEmail: issue.issue_email ?? null,
  });
}

export interface IssueActionsMenuProps {
  actions: IssueActions;
  /** `mobile` renders a full-width button (below the md breakpoint); `desktop` an icon button. */
  variant: 'desktop' | 'mobile';
}

/** The actions menu: close/reopen, new related issue, promote, lock, notifications, copy, report, spam, delete. */
export function IssueActionsMenu({ actions, variant }: IssueActionsMenuProps) {
  const { issue, ref, currentUser } = useIssueContext();
  const [reporting, setReporting] = useState(false);
  const show = visibleActions(issue, currentUser !== null);
  const type = typeName(issue.issue_type);
  const Type = capitalize(type);
  const label = `${Type} actions`;
  const hasDanger = show.reportAbuse || show.submitAsSpam || show.delete;

  return (
    <>
      <ActionMenu>
        <ActionMenu.Anchor>
          {variant === 'desktop' ? (
            <IconButton icon={KebabHorizontalIcon} aria-label={label} variant="default" />
          ) : (
            <Button block aria-label={label}>
              {label}
            </Button>
          )}
        </ActionMenu.Anchor>
        <ActionMenu.Overlay width="medium">
          <ActionList>
            {show.stateToggle ? (
              <ActionList.Item disabled={actions.busy === 'state'} onSelect={() => void actions.toggleState()}>
                {show.stateToggle === 'close' ? `Close ${type}` : `Reopen ${type}`}
              </ActionList.Item>
            ) : null}
            {show.newRelatedIssue ? (
              <ActionList.LinkItem href={`/${ref.fullPath}/-/issues/new?add_related_issue=${ref.iid}`}>New related issue</ActionList.LinkItem>
            ) : null}
            {show.promoteToEpic && issue.issue_type === 'issue' ? (
              <ActionList.Item disabled={actions.busy === 'promote'} onSelect={() => void actions.promote()}>
                Promote to epic
              </ActionList.Item>
            ) : null}
            {show.lock ? (
              <ActionList.Item disabled={actions.busy === 'lock'} onSelect={() => void actions.toggleLock()}>
                {issue.discussion_locked ? 'Unlock discussion' : 'Lock discussion'}
              </ActionList.Item>
            ) : null}
            {show.subscribe ? (
              <ActionList.Group selectionVariant="multiple">
                <ActionList.Item selected={Boolean(issue.subscribed)} onSelect={() => void actions.toggleSubscribed()}>
                  Notifications
                </ActionList.Item>
              </ActionList.Group>
            ) : null}
            <ActionList.Divider />
            {show.copyReference ? <ActionList.Item onSelect={() => void actions.copyReference()}>Copy reference</ActionList.Item> : null}
            {show.copyEmail ? <ActionList.Item onSelect={() => void actions.copyEmail()}>Copy {type} email address</ActionList.Item> : null}
            {hasDanger ? <ActionList.Divider /> : null}
            {show.reportAbuse ? <ActionList.Item onSelect={() => setReporting(true)}>Report abuse</ActionList.Item> : null}
            {show.submitAsSpam ? (
              <ActionList.Item disabled={actions.busy === 'spam'} onSelect={() => void actions.submitAsSpam()}>
                Submit as spam
              </ActionList.Item>
            ) : null}
            {show.delete ? (
              <ActionList.Item variant="danger" disabled={actions.busy === 'delete'} onSelect={() => void actions.destroy()}>
                Delete {type}
              </ActionList.Item>
            ) : null}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      {reporting ? (
        <AbuseReportDrawer
          onClose={() => setReporting(false)}
          onSubmit={(category) => {
            setReporting(false);
            void actions.submitAbuseReport(category);
          }}
        />
      ) : null}
    </>
  );
}
