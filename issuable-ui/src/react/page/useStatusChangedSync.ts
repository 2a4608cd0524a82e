import { useEvent } from 'shared-kernel/react';
import { useIssuable } from './IssuableContext';

/**
 * Another module (mf-notes' comment form, a /close quick action) changed this issuable's state: show it
 * at once and read the issuable again. Events of this page's own source are its own changes.
 */
export function useStatusChangedSync(): void {
  const { api, issue, setIssue, refetch, source } = useIssuable();
  useEvent('status-changed', (envelope) => {
    const { payload } = envelope;
    // Incidents are issues: the bus names either, the API's kind says `issue`.
    const kind = payload.issuableType === 'incident' ? 'issue' : payload.issuableType;
    if (envelope.source === source || kind !== api.kind) return;
    if (payload.id !== issue.id && !(payload.fullPath === api.fullPath && payload.iid === api.iid)) return;
    setIssue((current) => ({ ...current, state: payload.state === 'closed' ? 'closed' : 'opened' }));
    void refetch().catch(() => {});
  });
}
