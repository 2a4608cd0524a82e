import type { CSSProperties, ReactNode } from 'react';
import { useMediaBreakpoint } from 'shared-kernel/react';
import { ParticipantsList } from 'shared-kernel/ui';
import {
  SidebarAssignees,
  SidebarCollapseToggle,
  SidebarConfidentiality,
  SidebarLabels,
  SidebarLock,
  SidebarMilestone,
  SidebarNotifications,
  useSidebarCollapse,
} from 'issuable-ui/react';
import { useIssueContext } from '../../../lib/IssueContext';
import { useParticipants } from '../api/getParticipants';
import { SidebarDueDate } from './SidebarDueDate';
import { SidebarEpic } from './SidebarEpic';
import { SidebarHealthStatus } from './SidebarHealthStatus';
import { SidebarIteration } from './SidebarIteration';
import { SidebarWeight } from './SidebarWeight';

/**
 * The right sidebar: people, planning fields, confidentiality, lock, notifications, participants, then
 * what the page adds below (`children`: moving the issue).
 */
export function IssueSidebar({ children }: { children?: ReactNode }) {
  const { ref, issue, source } = useIssueContext();
  const [collapsed, setCollapsed] = useSidebarCollapse(source);
  const { participants, loading } = useParticipants(ref, issue.id, issue.participants, issue.author);

  // Narrow windows (where it starts collapsed): the open sidebar is a panel over the page's right edge.
  const breakpoint = useMediaBreakpoint(100);
  const narrow = breakpoint === 'xs' || breakpoint === 'sm' || breakpoint === 'md';
  const panel: CSSProperties = narrow
    ? { position: 'fixed', top: 'var(--app-top-height, 0px)', right: 0, bottom: 0, zIndex: 105, width: 'min(290px, 90vw)', boxSizing: 'border-box', overflowY: 'auto', padding: '0 16px', background: 'var(--bgColor-default, #fff)', borderLeft: '1px solid var(--borderColor-default, #d0d7de)', boxShadow: 'var(--shadow-floating-large, 0 8px 24px rgba(0,0,0,.2))' }
    : { flex: '0 0 290px', width: 290 };

  const toggleButton = <SidebarCollapseToggle collapsed={collapsed} onToggle={setCollapsed} controls="issue-sidebar-content" />;

  if (collapsed) {
    return (
      <aside aria-label="Issue sidebar" style={{ flex: '0 0 auto' }}>
        {toggleButton}
      </aside>
    );
  }

  // GitLab offers weight, health status, iteration and epic on issues, not on incidents.
  const issuesOnly = issue.issue_type !== 'incident';

  return (
    <aside aria-label="Issue sidebar" style={panel}>
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
        <SidebarConfidentiality />
        <SidebarLock />
        <SidebarNotifications />
        <div style={{ padding: '12px 0' }}>
          <ParticipantsList participants={participants} loading={loading} />
        </div>
        {children}
      </div>
    </aside>
  );
}
