import { useState, useSyncExternalStore } from 'react';
import { useAfterFirstContent, useShortcut } from 'shared-kernel/react';
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
import type { IssuePageData } from '../lib/types';
import { useLiveIssue } from '../features/live-updates/hooks/useLiveIssue';
import { MoveIssue } from '../features/move/components/MoveIssue';
import { IssueSidebar } from '../features/sidebar/components/IssueSidebar';
import { LinkedItemsPlaceholder } from '../features/linked-items/components/LinkedItemsPlaceholder';

// Not in the first view: the edit form (with the markdown editor, drafts, secrets) and the sections below the fold.
const IssuableEditForm = lazyComponent(() => import('issuable-ui/edit-form').then((m) => m.IssuableEditForm));
const LinkedItems = lazyComponent(() => import('../features/linked-items/components/LinkedItems').then((m) => m.LinkedItems));
const MetricImages = lazyComponent(() => import('../features/metric-images/components/MetricImages').then((m) => m.MetricImages));

/** The title's element as a small store: the header's ref sets it, only the sticky header reads it. */
interface TitleElement {
  set: (element: HTMLElement | null) => void;
  get: () => HTMLElement | null;
  subscribe: (listener: () => void) => () => void;
}

function titleElementStore(): TitleElement {
  let current: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    set(element) {
      if (element === current) return;
      current = element;
      for (const listener of listeners) listener();
    },
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The sticky header, shown once the title has scrolled out of view. It follows the title's element itself,
 * so the title's mount (and each scroll past it) re-renders this bar only, not the whole page.
 */
function IssueStickyHeader({ issue, title }: { issue: IssuePageData; title: TitleElement }) {
  const element = useSyncExternalStore(title.subscribe, title.get, title.get);
  return <StickyHeader issue={issue} visible={useScrolledPast(element)} />;
}

/** The loaded page: header, actions, description or edit form, awards, sidebar. */
export function IssueBody() {
  const { api, issue, setIssue, refetch } = useIssuable();
  const [title] = useState(titleElementStore);
  const [editing, setEditing] = useState(false);

  // Live events (or the timed poll while the socket is down) keep the title, description and sidebar current.
  const polling = useLiveIssue({ realtimeChanges: api.realtimeChanges, issue, setIssue, reload: refetch });
  useStatusChangedSync();

  // Linked items are below the description and not the first content: their chunk and request wait for it,
  // a placeholder of the section's header keeps their place (nothing below moves when they arrive).
  const secondaryShown = useAfterFirstContent();
  const canEdit = issue.current_user.can_update_issue;
  useShortcut('edit-description', () => setEditing(true), { enabled: canEdit && !editing });

  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <IssueStickyHeader issue={issue} title={title} />
        <IssuableHeader
          issue={issue}
          texts={api.texts(issue)}
          titleRef={title.set}
          actions={<HeaderActions editing={editing} onEdit={() => setEditing(true)} onPreloadEdit={() => void IssuableEditForm.preload().catch(() => {})} />}
        />
        {editing ? (
          <IssuableEditForm onClose={() => setEditing(false)} fallback={<p role="status">Loading the editor…</p>} />
        ) : (
          <IssuableDescription onTaskUpdateStart={polling.pause} onTaskUpdateEnd={polling.resume} />
        )}
        <IssuableAwards />
        {secondaryShown ? <LinkedItems fallback={<LinkedItemsPlaceholder />} /> : <LinkedItemsPlaceholder />}
        {issue.issue_type === 'incident' ? <MetricImages /> : null}
      </div>
      <IssueSidebar>
        <MoveIssue />
      </IssueSidebar>
    </div>
  );
}
