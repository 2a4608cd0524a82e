import { Flash } from '@primer/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSession } from 'shared-kernel/react';
import { IssueBody } from './IssueBody';
import { IssuePageSkeleton } from './IssuePageSkeleton';
import { useIssue } from '../features/issue/api/getIssue';
import { IssueContext, type IssueContextValue, type Notice } from '../lib/IssueContext';
import { NoticeRegion } from '../lib/NoticeRegion';
import { navigateTo } from '../lib/navigate';
import type { IssueRef } from '../lib/types';

export interface IssuePageProps {
  fullPath: string;
  iid: number;
  /** Source name on the event bus. */
  source?: string;
}

/**
 * How long a success notice raised just before the page leaves stays on screen first ("…promoted to an
 * epic. Redirecting to epic..."): GitLab's alert stays while the next page loads; here the shell swaps
 * pages at once, which would take the notice with it unseen.
 */
export const NOTICE_BEFORE_LEAVING_MS = 800;

export const ISSUE_LOAD_ERROR = 'Something went wrong while loading the issue. Please try again.';

/** The issue or incident page: loads the issue, then composes header, actions, description and sidebar. */
export function IssuePage({ fullPath, iid, source = 'mf_issue' }: IssuePageProps) {
  const ref = useMemo<IssueRef>(() => ({ fullPath, iid }), [fullPath, iid]);
  const { state, setIssue, refetch } = useIssue(ref);
  const session = useSession();
  const [notice, setNotice] = useState<Notice | null>(null);
  const successAt = useRef(Number.NEGATIVE_INFINITY);
  const notify = useCallback((next: Notice) => {
    if (next.variant === 'success') successAt.current = Date.now();
    setNotice(next);
  }, []);
  const navigate = useCallback((url: string) => {
    const wait = NOTICE_BEFORE_LEAVING_MS - (Date.now() - successAt.current);
    if (wait > 0) window.setTimeout(() => navigateTo(url), wait);
    else navigateTo(url);
  }, []);

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
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
      <section aria-label={context.issue.issue_type === 'incident' ? 'Incident' : 'Issue'}>
        <IssueBody />
      </section>
    </IssueContext.Provider>
  );
}
