import { useCallback, useMemo } from 'react';
import { getQueryClient } from 'shared-kernel/query';
import { useSession } from 'shared-kernel/react';
import {
  IssuableAwards,
  IssuableContext,
  IssuableDescription,
  NoticeRegion,
  usePageNotices,
  type IssuableContextValue,
} from 'issuable-ui/react';
import { mergeRequestQuery } from '../features/merge-request/api/getMergeRequest';
import { useMergeRequestIssuable } from '../features/merge-request/api/useMergeRequestIssuable';
import { ApprovalWidget } from '../features/merge-request/components/ApprovalWidget';
import { CommitsList } from '../features/merge-request/components/CommitsList';
import { MergeRequestSidebar } from '../features/merge-request/components/MergeRequestSidebar';
import { MergeWidget } from '../features/merge-request/components/MergeWidget';
import { mergeRequestApi } from '../features/merge-request/mergeRequestApi';
import { mergeRequestAsIssuable } from '../features/merge-request/mergeRequestAsIssuable';
import type { MergeRequestApprovals, MergeRequestPageData, MergeRequestRef } from '../features/merge-request/types';
import { MergeRequestFrame } from './MergeRequestFrame';

export interface MergeRequestPageProps extends MergeRequestRef {
  /** `commits`: the Commits tab instead of the Overview. */
  tab?: 'overview' | 'commits';
  onNotFound?: () => void;
  source?: string;
}

/** The Overview (header and tabs, description and awards from issuable-ui, the merge widget, the sidebar) or the Commits tab. */
export function MergeRequestPage({ fullPath, iid, tab = 'overview', onNotFound, source = 'mf_diffs' }: MergeRequestPageProps) {
  return (
    <MergeRequestFrame fullPath={fullPath} iid={iid} tab={tab} onNotFound={onNotFound}>
      {(mr) => (tab === 'commits' ? <CommitsList mergeRequest={{ fullPath, iid }} /> : <Overview mr={mr} mergeRequest={{ fullPath, iid }} source={source} />)}
    </MergeRequestFrame>
  );
}

function Overview({ mr, mergeRequest, source }: { mr: MergeRequestPageData; mergeRequest: MergeRequestRef; source: string }) {
  const { fullPath, iid } = mergeRequest;
  const api = useMemo(() => mergeRequestApi({ fullPath, iid }), [fullPath, iid]);
  const { setIssue, refetch } = useMergeRequestIssuable({ fullPath, iid });
  const session = useSession();
  const { notice, notify, dismiss, navigate } = usePageNotices();
  const issue = useMemo(() => mergeRequestAsIssuable(mr), [mr]);
  const context = useMemo<IssuableContextValue>(
    () => ({ api, issue, currentUser: session.user, source, setIssue, refetch, notify, navigate }),
    [api, issue, session.user, source, setIssue, refetch, notify, navigate],
  );
  const onMerged = useCallback(
    (merged: MergeRequestPageData) => getQueryClient().setQueryData<MergeRequestPageData>(mergeRequestQuery({ fullPath, iid }).queryKey, (current) => ({ ...current, ...merged })),
    [fullPath, iid],
  );
  // The approval state answers at once; the reload brings the reviewers' states and the rest.
  const onApprovalsChanged = useCallback(
    (approvals: MergeRequestApprovals) => {
      const { approved, approvals_required, approvals_left, approved_by, user_has_approved, user_can_approve } = approvals;
      getQueryClient().setQueryData<MergeRequestPageData>(mergeRequestQuery({ fullPath, iid }).queryKey, (current) =>
        current ? { ...current, approved, approvals_required, approvals_left, approved_by, user_has_approved, user_can_approve } : current,
      );
      void refetch();
    },
    [fullPath, iid, refetch],
  );
  return (
    <IssuableContext.Provider value={context}>
      <NoticeRegion notice={notice} onDismiss={dismiss} />
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', marginTop: 16 }}>
        <section aria-label="Merge request" style={{ flex: 1, minWidth: 0 }}>
          <IssuableDescription />
          <IssuableAwards />
          {mr.state !== 'merged' || (mr.approved_by?.length ?? 0) > 0 ? <ApprovalWidget mr={mr} mergeRequest={mergeRequest} onChanged={onApprovalsChanged} /> : null}
          <MergeWidget mr={mr} mergeRequest={mergeRequest} onMerged={onMerged} />
        </section>
        <MergeRequestSidebar />
      </div>
    </IssuableContext.Provider>
  );
}
