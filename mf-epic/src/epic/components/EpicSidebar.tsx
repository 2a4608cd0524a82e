import { useCallback } from 'react';
import { noteableQueryKey } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
import { ParticipantsList } from 'shared-kernel/ui';
import type { IssueUser } from 'issuable-ui/react';
import { SidebarConfidentiality, SidebarLabels, useIssuable } from 'issuable-ui/react';
import { getEpicParticipants } from '../api/getEpicParticipants';
import { EPIC_PARTICIPANTS_ERROR } from '../texts';
import type { EpicRef } from '../types';
import { EpicColor } from './EpicColor';

/**
 * The epic's participants (the spec's `epicDetails` query), the page JSON's until they arrive, through the
 * page's query cache under the epic's noteable key: a `note-added` for the epic on the bus reads them again.
 */
function useEpicParticipants(epic: EpicRef, epicId: number, initial: IssueUser[]) {
  const { groupPath, iid } = epic;
  const query = useQuery({ queryKey: noteableQueryKey('Epic', epicId, 'participants'), queryFn: () => getEpicParticipants({ groupPath, iid }) });
  return { participants: query.data ?? initial, loading: query.isFetching, failed: query.isError };
}

/**
 * The epic page's sidebar: colour (picker for those who may update), the issuable library's labels and
 * confidentiality, and participants. Dates, ancestors and the to-do toggle are not part of issues 3-4
 * (mf-issue README, "Not done yet"): they come with the mf-epic remote.
 */
export function EpicSidebar({ epic }: { epic: EpicRef }) {
  const { issue, notify } = useIssuable();
  const { participants, loading, failed } = useEpicParticipants(epic, issue.id, issue.participants ?? [issue.author]);
  const onError = useCallback((message: string) => notify({ variant: 'danger', message }), [notify]);

  return (
    <aside aria-label="Epic sidebar" style={{ flex: '0 0 290px', width: 290 }}>
      <EpicColor epic={epic} canUpdate={issue.current_user.can_update_issue} onError={onError} />
      <SidebarLabels />
      <SidebarConfidentiality />
      <div style={{ padding: '12px 0' }}>
        {failed ? <p role="alert">{EPIC_PARTICIPANTS_ERROR}</p> : null}
        <ParticipantsList participants={participants} loading={loading} />
      </div>
    </aside>
  );
}
