import { Flash } from '@primer/react';
import { useMemo } from 'react';
import { useSession } from 'shared-kernel/react';
import { IssueBody } from './IssueBody';
import { IssuePageSkeleton } from './IssuePageSkeleton';
import { useIssue } from '../features/issue/api/getIssue';
import { IssueContext, type IssueContextValue } from '../lib/IssueContext';
import { NoticeRegion } from '../lib/NoticeRegion';
import type { IssueRef } from '../lib/types';
import { usePageNotices } from '../lib/usePageNotices';

export interface IssuePageProps {
  fullPath: string;
  iid: number;
  /** Source name on the event bus. */
  source?: string;
}


export const ISSUE_LOAD_ERROR = 'Something went wrong while loading the issue. Please try again.';

/** The issue or incident page: loads the issue, then composes header, actions, description and sidebar. */
export function IssuePage({ fullPath, iid, source = 'mf_issue' }: IssuePageProps) {
  const ref = useMemo<IssueRef>(() => ({ fullPath, iid }), [fullPath, iid]);
  const { state, setIssue, refetch } = useIssue(ref);
  const session = useSession();
  const { notice, notify, dismiss, navigate } = usePageNotices();

  const issue = state.status === 'ready' ? state.issue : null;
  const context = useMemo<IssueContextValue | null>(
    () =>
      issue
        ? { ref, issue, currentUser: session.user, source, setIssue, refetch, notify, navigate }
        : null,
    [ref, issue, session.user, source, setIssue, refetch, notify, navigate],
  );

  if (state.status === 'loading') return <IssuePageSkeleton />;
  if (state.status === 'error' || !context) {
    return (
      <Flash variant="danger" role="alert">
        {ISSUE_LOAD_ERROR}
      </Flash>
    );
  }
  return (
    <IssueContext.Provider value={context}>
      <NoticeRegion notice={notice} onDismiss={dismiss} />
      <section aria-label={context.issue.issue_type === 'incident' ? 'Incident' : 'Issue'}>
        <IssueBody />
      </section>
    </IssueContext.Provider>
  );
}
