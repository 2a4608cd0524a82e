import { Flash } from '@primer/react';
import { useCallback, useMemo, useState } from 'react';
import { useEvent, useSession, useShortcut } from 'shared-kernel/react';
import { HeaderActions } from '../features/actions/components/HeaderActions';
import { IssueAwards } from '../features/awards/components/IssueAwards';
import { IssueDescription } from '../features/description/components/IssueDescription';
import { applyRealtimeChanges, useRealtimeChanges } from '../features/description/hooks/useRealtimeChanges';
import { useEpic } from '../features/epic/api/getEpic';
import { EpicSidebar } from '../features/epic/components/EpicSidebar';
import { epicIssueRef } from '../features/epic/epicAsIssuable';
import { EPIC_LOAD_ERROR } from '../features/epic/texts';
import type { EpicRef } from '../features/epic/types';
import { IssueHeader } from '../features/header/components/IssueHeader';
import { IssueContext, useIssueContext, type IssueContextValue } from '../lib/IssueContext';
import { lazyComponent } from '../lib/lazyComponent';
import { NoticeRegion } from '../lib/NoticeRegion';
import type { RealtimeChanges } from '../lib/types';
import { usePageNotices } from '../lib/usePageNotices';
import { IssuePageSkeleton } from './IssuePageSkeleton';

const IssueEditForm = lazyComponent(() => import('../features/edit-form/components/IssueEditForm').then((m) => m.IssueEditForm));

export interface EpicPageProps extends EpicRef {
  /** Source name on the event bus. */
  source?: string;
}

/**
 * The issuable part of the epic page: the issue page's header, actions, edit form, description and
 * awards serving the epic (through `epicAsIssuable` and `IssueRef.kind: 'epic'`), and a small sidebar
 * (colour, labels, participants). The child-items tree and the roadmap are not part of issues 3-4:
 * the mf-epic remote of docs/architecture.md takes the `epic.main` slot over when it exists.
 */
export function EpicPage({ groupPath, iid, source = 'mf_issue' }: EpicPageProps) {
  const epic = useMemo<EpicRef>(() => ({ groupPath, iid }), [groupPath, iid]);
  const ref = useMemo(() => epicIssueRef(epic), [epic]);
  const { state, setEpic, refetch } = useEpic(epic);
  const session = useSession();
  const { notice, notify, dismiss, navigate } = usePageNotices();

  const loaded = state.status === 'ready' ? state.epic : null;
  const context = useMemo<IssueContextValue | null>(
    () => (loaded ? { ref, issue: loaded, currentUser: session.user, source, setIssue: setEpic, refetch, notify, navigate } : null),
    [ref, loaded, session.user, source, setEpic, refetch, notify, navigate],
  );

  if (state.status === 'loading') return <IssuePageSkeleton />;
  if (state.status === 'error' || !context) {
    return (
      <Flash variant="danger" role="alert">
        {EPIC_LOAD_ERROR}
      </Flash>
    );
  }
  return (
    <IssueContext.Provider value={context}>
      <NoticeRegion notice={notice} onDismiss={dismiss} />
      <section aria-label="Epic">
        <EpicBody epic={epic} />
      </section>
    </IssueContext.Provider>
  );
}

/** The loaded epic: header, actions, description or edit form, awards, sidebar. */
function EpicBody({ epic }: { epic: EpicRef }) {
  const { ref, issue, setIssue, refetch, source } = useIssueContext();
  const [editing, setEditing] = useState(false);
  const onChanges = useCallback((changes: RealtimeChanges) => setIssue((current) => applyRealtimeChanges(current, changes)), [setIssue]);
  const polling = useRealtimeChanges(ref, onChanges);

  // Another module (mf-notes' comment form, a /close quick action) changed the epic's state.
  useEvent('status-changed', (envelope) => {
    const { payload } = envelope;
    if (envelope.source === source || payload.issuableType !== 'epic') return;
    if (payload.id !== issue.id && !(payload.fullPath === ref.fullPath && payload.iid === ref.iid)) return;
    setIssue((current) => ({ ...current, state: payload.state === 'closed' ? 'closed' : 'opened' }));
    void refetch().catch(() => {});
  });

  useShortcut('edit-description', () => setEditing(true), { enabled: issue.current_user.can_update_issue && !editing });

  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <IssueHeader issue={issue} actions={<HeaderActions editing={editing} onEdit={() => setEditing(true)} onPreloadEdit={() => void IssueEditForm.preload().catch(() => {})} />} />
        {editing ? (
          <IssueEditForm onClose={() => setEditing(false)} fallback={<p role="status">Loading the editor…</p>} />
        ) : (
          <IssueDescription onTaskUpdateStart={polling.pause} onTaskUpdateEnd={polling.resume} />
        )}
        <IssueAwards />
      </div>
      <EpicSidebar epic={epic} />
    </div>
  );
}
