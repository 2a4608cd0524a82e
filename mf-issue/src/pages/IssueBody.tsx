import { useState } from 'react';
import { useEvent, useShortcut } from 'shared-kernel/react';
import { HeaderActions } from '../features/actions/components/HeaderActions';
import { IssueDescription } from '../features/description/components/IssueDescription';
import { useLiveIssue } from '../features/description/hooks/useLiveIssue';
import { IssueHeader } from '../features/header/components/IssueHeader';
import { StickyHeader, useScrolledPast } from '../features/header/components/StickyHeader';
import { IssueAwards } from '../features/awards/components/IssueAwards';
import { IssueSidebar } from '../features/sidebar/components/IssueSidebar';
import { useIssueContext } from '../lib/IssueContext';
import { lazyComponent } from '../lib/lazyComponent';

// Not in the first view: the edit form (with the markdown editor, drafts, secrets) and the sections below the fold.
const IssueEditForm = lazyComponent(() => import('../features/edit-form/components/IssueEditForm').then((m) => m.IssueEditForm));
const LinkedItems = lazyComponent(() => import('../features/linked-items/components/LinkedItems').then((m) => m.LinkedItems));
const MetricImages = lazyComponent(() => import('../features/metric-images/components/MetricImages').then((m) => m.MetricImages));

/** The loaded page: header, actions, description or edit form, awards, sidebar. */
export function IssueBody() {
  const { ref, issue, setIssue, refetch, source } = useIssueContext();
  const [titleElement, setTitleElement] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const scrolledPast = useScrolledPast(titleElement);

  // Live events (or the timed poll while the socket is down) keep the title, description and sidebar current.
  const polling = useLiveIssue({ ref, issue, setIssue, reload: refetch });

  // Another module (mf-notes' comment form, a /close quick action) changed the state: show it without a reload.
  useEvent('status-changed', (envelope) => {
    const { payload } = envelope;
    if (envelope.source === source) return;
    if (payload.id !== issue.id && !(payload.fullPath === ref.fullPath && payload.iid === ref.iid)) return;
    const state = payload.state === 'closed' ? 'closed' : 'opened';
    setIssue((current) => ({ ...current, state }));
    void refetch().catch(() => {});
  });

  const canEdit = issue.current_user.can_update_issue;
  useShortcut('edit-description', () => setEditing(true), { enabled: canEdit && !editing });

  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <StickyHeader issue={issue} visible={scrolledPast} />
        <IssueHeader issue={issue} titleRef={setTitleElement} actions={<HeaderActions editing={editing} onEdit={() => setEditing(true)} onPreloadEdit={() => void IssueEditForm.preload().catch(() => {})} />} />
        {editing ? (
          <IssueEditForm onClose={() => setEditing(false)} fallback={<p role="status">Loading the editor…</p>} />
        ) : (
          <IssueDescription onTaskUpdateStart={polling.pause} onTaskUpdateEnd={polling.resume} />
        )}
        <IssueAwards />
        <LinkedItems />
        {issue.issue_type === 'incident' ? <MetricImages /> : null}
      </div>
      <IssueSidebar />
    </div>
  );
}
