import { useState } from 'react';
import { useShortcut } from 'shared-kernel/react';
import {
  HeaderActions,
  IssuableAwards,
  IssuableDescription,
  IssuableHeader,
  lazyComponent,
  StickyHeader,
  useScrolledPast,
  useIssuable,
  useStatusChangedSync,
} from 'issuable-ui/react';
import { useLiveIssue } from '../features/live-updates/hooks/useLiveIssue';
import { MoveIssue } from '../features/move/components/MoveIssue';
import { IssueSidebar } from '../features/sidebar/components/IssueSidebar';

// Not in the first view: the edit form (with the markdown editor, drafts, secrets) and the sections below the fold.
const IssuableEditForm = lazyComponent(() => import('issuable-ui/edit-form').then((m) => m.IssuableEditForm));
const LinkedItems = lazyComponent(() => import('../features/linked-items/components/LinkedItems').then((m) => m.LinkedItems));
const MetricImages = lazyComponent(() => import('../features/metric-images/components/MetricImages').then((m) => m.MetricImages));

/** The loaded page: header, actions, description or edit form, awards, sidebar. */
export function IssueBody() {
  const { api, issue, setIssue, refetch } = useIssuable();
  const [titleElement, setTitleElement] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const scrolledPast = useScrolledPast(titleElement);

  // Live events (or the timed poll while the socket is down) keep the title, description and sidebar current.
  const polling = useLiveIssue({ realtimeChanges: api.realtimeChanges, issue, setIssue, reload: refetch });
  useStatusChangedSync();

  const canEdit = issue.current_user.can_update_issue;
  useShortcut('edit-description', () => setEditing(true), { enabled: canEdit && !editing });

  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <StickyHeader issue={issue} visible={scrolledPast} />
        <IssuableHeader
          issue={issue}
          texts={api.texts(issue)}
          titleRef={setTitleElement}
          actions={<HeaderActions editing={editing} onEdit={() => setEditing(true)} onPreloadEdit={() => void IssuableEditForm.preload().catch(() => {})} />}
        />
        {editing ? (
          <IssuableEditForm onClose={() => setEditing(false)} fallback={<p role="status">Loading the editor…</p>} />
        ) : (
          <IssuableDescription onTaskUpdateStart={polling.pause} onTaskUpdateEnd={polling.resume} />
        )}
        <IssuableAwards />
        <LinkedItems />
        {issue.issue_type === 'incident' ? <MetricImages /> : null}
      </div>
      <IssueSidebar>
        <MoveIssue />
      </IssueSidebar>
    </div>
  );
}
