import { Flash } from '@primer/react';
import { useCallback, useMemo, useState } from 'react';
import { useSession, useShortcut } from 'shared-kernel/react';
import type { RealtimeChanges } from 'issuable-ui/react';
import {
  applyRealtimeChanges,
  HeaderActions,
  IssuableAwards,
  IssuableContext,
  IssuableDescription,
  IssuableHeader,
  IssuablePageSkeleton,
  lazyComponent,
  NoticeRegion,
  useIssuable,
  usePageNotices,
  useRealtimeChanges,
  useStatusChangedSync,
  type IssuableContextValue,
} from 'issuable-ui/react';
import { useEpic } from './api/getEpic';
import { EpicSidebar } from './components/EpicSidebar';
import { epicApi } from './epicApi';
import { useLiveEpic } from './useLiveEpic';
import { EPIC_LOAD_ERROR } from './texts';
import type { EpicRef } from './types';

const IssuableEditForm = lazyComponent(() => import('issuable-ui/edit-form').then((m) => m.IssuableEditForm));

export interface EpicPageProps extends EpicRef {
  /** Source name on the event bus. */
  source?: string;
}

/**
 * The issuable part of the epic page: the issuable library's header, actions, edit form, description and
 * awards over the epic's API (`epicApi`), and a small sidebar (colour, labels, confidentiality,
 * participants). Built on issuable-ui and shared-kernel only, so it moves to the mf-epic remote as it is;
 * the child-items tree and the roadmap come with that remote.
 */
export function EpicPage({ groupPath, iid, source = 'mf_epic' }: EpicPageProps) {
  const epic = useMemo<EpicRef>(() => ({ groupPath, iid }), [groupPath, iid]);
  const api = useMemo(() => epicApi(epic), [epic]);
  const { state, setEpic, refetch } = useEpic(epic);
  const session = useSession();
  const { notice, notify, dismiss, navigate } = usePageNotices();

  const loaded = state.status === 'ready' ? state.epic : null;
  const context = useMemo<IssuableContextValue | null>(
    () => (loaded ? { api, issue: loaded, currentUser: session.user, source, setIssue: setEpic, refetch, notify, navigate } : null),
    [api, loaded, session.user, source, setEpic, refetch, notify, navigate],
  );

  if (state.status === 'loading') return <IssuablePageSkeleton label="Loading epic" />;
  if (state.status === 'error' || !context) {
    return (
      <Flash variant="danger" role="alert">
        {EPIC_LOAD_ERROR}
      </Flash>
    );
  }
  return (
    <IssuableContext.Provider value={context}>
      <NoticeRegion notice={notice} onDismiss={dismiss} />
      <section aria-label="Epic">
        <EpicBody epic={epic} />
      </section>
    </IssuableContext.Provider>
  );
}

/** The loaded epic: header, actions, description or edit form, awards, sidebar. */
function EpicBody({ epic }: { epic: EpicRef }) {
  const { api, issue, setIssue, refetch } = useIssuable();
  const [editing, setEditing] = useState(false);
  const onChanges = useCallback((changes: RealtimeChanges) => setIssue((current) => applyRealtimeChanges(current, changes)), [setIssue]);
  const polling = useRealtimeChanges(api.realtimeChanges, onChanges);
  useLiveEpic(issue.id, { realtime: polling, setEpic: setIssue, reload: refetch });
  useStatusChangedSync();

  useShortcut('edit-description', () => setEditing(true), { enabled: issue.current_user.can_update_issue && !editing });

  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <IssuableHeader
          issue={issue}
          texts={api.texts(issue)}
          actions={<HeaderActions editing={editing} onEdit={() => setEditing(true)} onPreloadEdit={() => void IssuableEditForm.preload().catch(() => {})} />}
        />
        {editing ? (
          <IssuableEditForm onClose={() => setEditing(false)} fallback={<p role="status">Loading the editor…</p>} />
        ) : (
          <IssuableDescription onTaskUpdateStart={polling.pause} onTaskUpdateEnd={polling.resume} />
        )}
        <IssuableAwards />
      </div>
      <EpicSidebar epic={epic} />
    </div>
  );
}
