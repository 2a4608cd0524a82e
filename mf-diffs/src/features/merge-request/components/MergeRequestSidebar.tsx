import { SidebarAssignees, SidebarLabels, SidebarLock, SidebarMilestone, SidebarNotifications, SidebarReviewers } from 'issuable-ui/react';

/**
 * The merge request's sidebar, all of it the issuable library's widgets over the merge request's port
 * (`mergeRequestApi`): assignees, reviewers (with their review states and "Re-request review"), labels,
 * milestone, the discussion lock and the notifications toggle.
 */
export function MergeRequestSidebar() {
  return (
    <aside aria-label="Merge request sidebar" style={{ width: 290, flexShrink: 0 }}>
      <SidebarAssignees />
      <SidebarReviewers />
      <SidebarLabels />
      <SidebarMilestone />
      <SidebarLock />
      <SidebarNotifications />
    </aside>
  );
}
