import { useCallback } from 'react';
import { noteableQueryKey } from 'shared-kernel/query';
import { useAfterFirstContent, useQuery } from 'shared-kernel/react';
import { ParticipantsList } from 'shared-kernel/ui';
import type { IssueUser } from 'issuable-ui/react';
import { SidebarCollapseToggle, SidebarConfidentiality, SidebarLabels, SidebarNotifications, useIssuable, useSidebarCollapse } from 'issuable-ui/react';
import type { ReactNode } from 'react';
import { getEpicParticipants } from '../api/getEpicParticipants';
import { EPIC_PARTICIPANTS_ERROR } from '../texts';
import type { EpicRef } from '../types';
import { EpicAncestors } from './EpicAncestors';
import { EpicColor } from './EpicColor';
import { EpicDates } from './EpicDates';

/**
 * The epic's participants (the spec's `epicDetails` query), the page JSON's until they arrive, through the
 * page's query cache under the epic's noteable key: a `note-added` for the epic on the bus reads them again.
 * Read after the page's first content (the page JSON's participants are shown until then).
 */
function useEpicParticipants(epic: EpicRef, epicId: number, initial: IssueUser[]) {
  const { groupPath, iid } = epic;
  const query = useQuery({ queryKey: noteableQueryKey('Epic', epicId, 'participants'), queryFn: () => getEpicParticipants({ groupPath, iid }), enabled: useAfterFirstContent() });
  return { participants: query.data ?? initial, loading: query.isFetching, failed: query.isError };
}

/**
 * The epic page's sidebar: what the page puts first (`top`: the to-do toggle), notifications, the colour
 * (picker for those who may update), the issuable library's labels and confidentiality, and participants.
 * Collapsible; forced collapsed at the xs, sm and md breakpoints (below 992 px), as the library's
 * `useSidebarCollapse` does for every issuable page.
 */
export function EpicSidebar({ epic, source, top }: { epic: EpicRef; source: string; top?: ReactNode }) {
  const { issue, notify } = useIssuable();
  const [collapsed, setCollapsed] = useSidebarCollapse(source);
  const { participants, loading, failed } = useEpicParticipants(epic, issue.id, issue.participants ?? [issue.author]);
  const onError = useCallback((message: string) => notify({ variant: 'danger', message }), [notify]);
  const toggleButton = <SidebarCollapseToggle collapsed={collapsed} onToggle={setCollapsed} controls="epic-sidebar-content" />;

  if (collapsed) {
    return (
      <aside aria-label="Epic sidebar" style={{ flex: '0 0 auto' }}>
        {toggleButton}
      </aside>
    );
  }
  return (
    <aside aria-label="Epic sidebar" style={{ flex: '0 0 290px', width: 290 }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{toggleButton}</div>
      <div id="epic-sidebar-content">
        {top}
        <EpicColor epic={epic} canUpdate={issue.current_user.can_update_issue} onError={onError} />
        <EpicDates epic={epic} epicId={issue.id} canUpdate={issue.current_user.can_update_issue} onError={onError} />
        <SidebarLabels />
        <SidebarConfidentiality />
        <EpicAncestors epic={epic} epicId={issue.id} />
        <SidebarNotifications />
        <div style={{ padding: '12px 0' }}>
          {failed ? <p role="alert">{EPIC_PARTICIPANTS_ERROR}</p> : null}
          <ParticipantsList participants={participants} loading={loading} />
        </div>
      </div>
    </aside>
  );
}
