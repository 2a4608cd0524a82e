import { useCallback, useEffect, useState } from 'react';
import { useEvent } from 'shared-kernel/react';
import { ParticipantsList } from 'shared-kernel/ui';
import type { IssueUser } from 'issuable-ui/react';
import { SidebarConfidentiality, SidebarLabels, useIssuable } from 'issuable-ui/react';
import { getEpicParticipants } from '../api/getEpicParticipants';
import { EPIC_PARTICIPANTS_ERROR } from '../texts';
import type { EpicRef } from '../types';
import { EpicColor } from './EpicColor';

/** The epic's participants (the spec's `epicDetails` query), reloaded after a comment; the page JSON's until then. */
function useEpicParticipants(epic: EpicRef, initial: IssueUser[]) {
  const { groupPath, iid } = epic;
  const [participants, setParticipants] = useState(initial);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let active = true;
    setLoading(true);
    getEpicParticipants({ groupPath, iid }).then(
      (list) => {
        if (!active) return;
        setParticipants(list);
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (!active) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [groupPath, iid, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { participants, loading, failed, reload };
}

/**
 * The epic page's sidebar: colour (picker for those who may update), the issuable library's labels and
 * confidentiality, and participants. Dates, ancestors and the to-do toggle are not part of issues 3-4
 * (mf-issue README, "Not done yet"): they come with the mf-epic remote.
 */
export function EpicSidebar({ epic }: { epic: EpicRef }) {
  const { issue, notify } = useIssuable();
  const { participants, loading, failed, reload } = useEpicParticipants(epic, issue.participants ?? [issue.author]);
  const onError = useCallback((message: string) => notify({ variant: 'danger', message }), [notify]);

  useEvent('note-added', (envelope) => {
    if (envelope.payload.noteableType === 'Epic' && envelope.payload.noteableId === issue.id) reload();
  });

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
