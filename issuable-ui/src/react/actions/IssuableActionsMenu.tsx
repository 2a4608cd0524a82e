import { ActionList, ActionMenu, Button, IconButton } from 'shared-kernel/primer';
import { KebabHorizontalIcon } from '@primer/octicons-react';
import { useState, type ReactNode } from 'react';
import { AbuseReportDrawer } from 'shared-kernel/ui';
import { capitalize } from '../../core';
import { useIssuable } from '../page/IssuableContext';
import type { IssuableActions } from './useIssuableActions';
import { visibleActions } from './visibleActions';

export interface IssuableActionsMenuProps {
  actions: IssuableActions;
  /** `mobile` renders a full-width button (below the md breakpoint); `desktop` an icon button. */
  variant: 'desktop' | 'mobile';
  /** The page's own items (an epic's "New epic"), after close/reopen. */
  extraItems?: ReactNode;
}

/** The actions menu (what the API offers and the viewer's flags allow): close/reopen, new related issue, promote, lock, notifications, copy, report, spam, delete. */
export function IssuableActionsMenu({ actions, variant, extraItems }: IssuableActionsMenuProps) {
  const { api, issue, currentUser } = useIssuable();
  const [reporting, setReporting] = useState(false);
  const show = visibleActions(api, issue, currentUser !== null);
  const texts = api.texts(issue);
  const type = texts.noun;
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
            {extraItems}
            {show.newRelatedIssue && api.newRelatedHref ? (
              <ActionList.LinkItem href={api.newRelatedHref}>New related issue</ActionList.LinkItem>
            ) : null}
            {show.promoteToEpic ? (
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
            {show.reportAbuse ? <ActionList.Item onSelect={() => setReporting(true)}>{texts.reportAbuse ?? 'Report abuse'}</ActionList.Item> : null}
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
