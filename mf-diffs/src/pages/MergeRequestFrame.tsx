import { Flash } from 'shared-kernel/primer';
import { useState, type ReactNode } from 'react';
import { useFirstContentHold } from 'shared-kernel/react';
import { useMergeRequestData } from '../features/merge-request/api/getMergeRequest';
import { MergeRequestHeader } from '../features/merge-request/components/MergeRequestHeader';
import { MergeRequestSkeleton } from '../features/merge-request/components/MergeRequestSkeleton';
import { MergeRequestTabs, type MergeRequestTab } from '../features/merge-request/components/MergeRequestTabs';
import { MR_LOAD_ERROR } from '../features/merge-request/texts';
import { NEXT_UNRESOLVED_THREAD, PREVIOUS_UNRESOLVED_THREAD, unresolvedThreads } from '../features/diffs/texts';
import { ThreadNavigatorContext, type ThreadNavigator } from '../features/diffs/lib/threadNavigation';
import { ReviewBar } from '../features/diffs/review/ReviewBar';
import type { MergeRequestPageData, MergeRequestRef } from '../features/merge-request/types';

/**
 * GitLab's unresolved-threads counter of the merge request header ('1 unresolved thread') with, where the
 * tab offers it (the Changes tab), the previous / next unresolved thread buttons.
 */
export function UnresolvedThreads({ count, navigator = null }: { count: number; navigator?: ThreadNavigator | null }) {
  if (count === 0) return null;
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '4px 0' }}>
      <p data-testid="unresolved-threads" style={{ margin: 0, fontSize: 14, color: 'var(--fgColor-muted, #59636e)' }}>
        {unresolvedThreads(count)}
      </p>
      {navigator ? (
        <span role="group" aria-label="Unresolved threads" style={{ display: 'inline-flex', gap: 4 }}>
          <button type="button" title={PREVIOUS_UNRESOLVED_THREAD} aria-label={PREVIOUS_UNRESOLVED_THREAD} onClick={navigator.previous}>
            ↑
          </button>
          <button type="button" title={NEXT_UNRESOLVED_THREAD} aria-label={NEXT_UNRESOLVED_THREAD} onClick={navigator.next}>
            ↓
          </button>
        </span>
      ) : null}
    </div>
  );
}

export interface MergeRequestFrameProps extends MergeRequestRef {
  tab: MergeRequestTab;
  onNotFound?: () => void;
  children: (mr: MergeRequestPageData) => ReactNode;
}

/**
 * What both tabs show above their content: the merge request's header and the tabs. The merge request
 * JSON is read once through the page's query cache (mf-notes reads the same entry on the Overview).
 */
export function MergeRequestFrame({ fullPath, iid, tab, onNotFound, children }: MergeRequestFrameProps) {
  const query = useMergeRequestData({ fullPath, iid });
  const [navigator, setNavigator] = useState<ThreadNavigator | null>(null);
  // The header is the first screen's (both tabs): secondary work (the top bar's counters, the trial
  // widget, live updates) waits for it; the tab's own content takes its hold in the commit that mounts it.
  useFirstContentHold(query.status === 'pending');
  if (query.status === 'pending') return <MergeRequestSkeleton />;
  if (query.status === 'error' || !query.data) {
    const status = (query.error as { status?: number } | null)?.status;
    if (status === 404 && onNotFound) {
      onNotFound();
      return null;
    }
    return (
      <Flash variant="danger" role="alert">
        {MR_LOAD_ERROR}
      </Flash>
    );
  }
  return (
    <ThreadNavigatorContext.Provider value={setNavigator}>
      <MergeRequestHeader mr={query.data} />
      <MergeRequestTabs mr={query.data} current={tab} mergeRequest={{ fullPath, iid }} />
      <UnresolvedThreads count={query.data.unresolved_discussions_count ?? 0} navigator={navigator} />
      {children(query.data)}
      <ReviewBar fullPath={fullPath} iid={iid} mergeRequestId={query.data.id} canApprove={query.data.user_can_approve === true} canComment={query.data.current_user?.can_create_note === true} />
    </ThreadNavigatorContext.Provider>
  );
}
