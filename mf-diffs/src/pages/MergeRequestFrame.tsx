import { Flash } from '@primer/react';
import type { ReactNode } from 'react';
import { IssuablePageSkeleton } from 'issuable-ui/react';
import { useMergeRequestData } from '../features/merge-request/api/getMergeRequest';
import { MergeRequestHeader } from '../features/merge-request/components/MergeRequestHeader';
import { MergeRequestTabs, type MergeRequestTab } from '../features/merge-request/components/MergeRequestTabs';
import { MR_LOAD_ERROR } from '../features/merge-request/texts';
import { unresolvedThreads } from '../features/diffs/texts';
import { ReviewBar } from '../features/diffs/review/ReviewBar';
import type { MergeRequestPageData, MergeRequestRef } from '../features/merge-request/types';

/** GitLab's unresolved-threads counter of the merge request header ('1 unresolved thread'). */
export function UnresolvedThreads({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p data-testid="unresolved-threads" style={{ margin: '4px 0', fontSize: 14, color: 'var(--fgColor-muted, #59636e)' }}>
      {unresolvedThreads(count)}
    </p>
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
  if (query.status === 'pending') return <IssuablePageSkeleton label="Loading merge request" />;
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
    <>
      <MergeRequestHeader mr={query.data} />
      <MergeRequestTabs mr={query.data} current={tab} mergeRequest={{ fullPath, iid }} />
      <UnresolvedThreads count={query.data.unresolved_discussions_count ?? 0} />
      {children(query.data)}
      <ReviewBar fullPath={fullPath} iid={iid} mergeRequestId={query.data.id} projectId={query.data.project_id ?? null} canComment={query.data.current_user?.can_create_note === true} />
    </>
  );
}
