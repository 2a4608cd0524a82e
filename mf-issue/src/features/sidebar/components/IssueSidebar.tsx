import { Button, IconButton, ToggleSwitch } from '@primer/react';
import { SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react';
import { useId, useState } from 'react';
import { useEvent } from 'shared-kernel/react';
import { ParticipantsList } from 'shared-kernel/ui';
import { useIssueContext } from '../../../lib/IssueContext';
import { typeName } from '../../header/texts';
import { setIssueLocked } from '../../actions/api/setIssueLocked';
import { toggleSubscription } from '../../actions/api/toggleSubscription';
import { LOCK_ERROR, SUBSCRIPTION_ERROR } from '../../actions/texts';
import { useParticipants } from '../api/getParticipants';
import { setIssueConfidential } from '../api/setIssueConfidential';
import { useSidebarCollapse } from '../hooks/useSidebarCollapse';
import { SidebarAssignees } from './SidebarAssignees';
import { SidebarDueDate } from './SidebarDueDate';
import { SidebarEpic } from './SidebarEpic';
import { SidebarHealthStatus } from './SidebarHealthStatus';
import { SidebarIteration } from './SidebarIteration';
import { SidebarWeight } from './SidebarWeight';
import { SidebarMilestone } from './SidebarMilestone';
import { SidebarSection } from './SidebarSection';
import { SidebarLabels } from './SidebarLabels';
import { MoveIssue } from '../../move/components/MoveIssue';

export const CONFIDENTIAL_ERROR = 'Something went wrong while setting issue confidentiality.';

/** The right sidebar: people, planning fields, confidentiality, lock, notifications, participants. */
export function IssueSidebar() {
  const { ref, issue, currentUser, source, setIssue, notify, refetch } = useIssueContext();
  const [collapsed, setCollapsed] = useSidebarCollapse(source);
  const { participants, loading, reload } = useParticipants(ref, issue.participants, issue.author);
  const [busy, setBusy] = useState(false);
  const notificationsId = useId();
  const type = typeName(issue.issue_type);
  const canAdmin = Boolean(issue.current_user.can_admin_issue);

  useEvent('note-added', (envelope) => {
    if (envelope.payload.noteableId === issue.id) reload();
  });

  const toggleButton = (
    <IconButton
      icon={collapsed ? SidebarCollapseIcon : SidebarExpandIcon}
      aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
      aria-expanded={!collapsed}
      aria-controls="issue-sidebar-content"
      variant="invisible"
      onClick={() => setCollapsed(!collapsed)}
    />
  );

  if (collapsed) {
    return (
      <aside aria-label="Issue sidebar" style={{ flex: '0 0 auto' }}>
        {toggleButton}
      </aside>
    );
  }

  async function run(action: () => Promise<void>, message: string) {
    setBusy(true);
    try {
      await action();
      void refetch().catch(() => {});
    } catch {
      notify({ variant: 'danger', message });
    } finally {
      setBusy(false);
    }
  }

  // GitLab offers weight, health status, iteration and epic on issues, not on incidents.
  const issuesOnly = issue.issue_type !== 'incident';

  return (
    <aside aria-label="Issue sidebar" style={{ flex: '0 0 290px', width: 290 }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{toggleButton}</div>
      <div id="issue-sidebar-content">
        <SidebarAssignees />
        <SidebarLabels />
        <SidebarMilestone />
        <SidebarDueDate />
        {issuesOnly ? (
          <>
            {issue.iteration !== undefined ? <SidebarIteration /> : null}
            <SidebarWeight />
            <SidebarHealthStatus />
            {issue.epic !== undefined || issue.has_epic !== undefined ? <SidebarEpic /> : null}
          </>
        ) : null}
        <SidebarSection
          title="Confidentiality"
          action={
            canAdmin ? (
              <Button
                size="small"
                variant="invisible"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    const confidential = await setIssueConfidential(ref, !issue.confidential);
                    setIssue((current) => ({ ...current, confidential }));
                  }, CONFIDENTIAL_ERROR)
                }
              >
                {issue.confidential ? 'Turn off' : 'Turn on'}
              </Button>
            ) : null
          }
        >
          {issue.confidential ? `This ${type} is confidential` : 'Not confidential'}
        </SidebarSection>
        <SidebarSection
          title="Lock discussion"
          action={
            issue.current_user.show_lock_issue_option && currentUser ? (
              <Button
                size="small"
                variant="invisible"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    const locked = await setIssueLocked(ref, !issue.discussion_locked);
                    setIssue((current) => ({ ...current, discussion_locked: locked }));
                  }, LOCK_ERROR)
                }
              >
                {issue.discussion_locked ? 'Unlock' : 'Lock'}
              </Button>
            ) : null
          }
        >
          {issue.discussion_locked ? 'Locked' : 'Unlocked'}
        </SidebarSection>
        {currentUser ? (
          <SidebarSection title="Notifications">
            <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <span id={notificationsId}>Notifications</span>
              <ToggleSwitch
                size="small"
                aria-labelledby={notificationsId}
                checked={Boolean(issue.subscribed)}
                onClick={() => {
                  const subscribed = !issue.subscribed;
                  setIssue((current) => ({ ...current, subscribed }));
                  toggleSubscription(ref).catch(() => {
                    setIssue((current) => ({ ...current, subscribed: !subscribed }));
                    notify({ variant: 'danger', message: SUBSCRIPTION_ERROR });
                  });
                }}
              />
            </div>
          </SidebarSection>
        ) : null}
        <div style={{ padding: '12px 0' }}>
          <ParticipantsList participants={participants} loading={loading} />
        </div>
        <MoveIssue />
      </div>
    </aside>
  );
}
