import { SidebarLabels, SidebarLock, SidebarNotifications } from 'issuable-ui/react';
import type { MergeRequestPageData, MergeRequestRef } from '../types';
import { SidebarMilestonePicker, SidebarPeople } from './SidebarPickers';

/**
 * The merge request's sidebar: assignees and reviewers (with their review states and "Re-request
 * review"), labels, milestone, the discussion lock and the notifications toggle. The issuable library's
 * widgets (labels, lock, notifications) work over the merge request's port; people and milestone are
 * edited through GitLab 16.2's set mutations and the merge request's update route.
 */
export function MergeRequestSidebar({ mr, mergeRequest }: { mr: MergeRequestPageData; mergeRequest: MergeRequestRef }) {
  return (
    <aside aria-label="Merge request sidebar" style={{ width: 290, flexShrink: 0 }}>
      <SidebarPeople mr={mr} mergeRequest={mergeRequest} which="assignees" />
      <SidebarPeople mr={mr} mergeRequest={mergeRequest} which="reviewers" />
      <SidebarLabels />
      <SidebarMilestonePicker mr={mr} mergeRequest={mergeRequest} />
      <SidebarLock />
      <SidebarNotifications />
    </aside>
  );
}
