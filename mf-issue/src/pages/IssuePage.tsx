import { Flash } from 'shared-kernel/primer';
import { useEffect, useMemo } from 'react';
import { isApiError } from 'shared-kernel/api';
import { useFirstContentHold, useSession } from 'shared-kernel/react';
import { IssuableContext, IssuablePageSkeleton, NoticeRegion, usePageNotices, type IssuableContextValue } from 'issuable-ui/react';
import { IssueBody } from './IssueBody';
import { issueApi } from './issueApi';
import { useIssue } from '../features/issue/api/getIssue';
import { ISSUE_LOAD_ERROR } from '../features/issue/texts';
import type { IssueRef } from '../lib/types';

export { ISSUE_LOAD_ERROR };

export interface IssuePageProps {
  fullPath: string;
  iid: number;
  /** Source name on the event bus. */
  source?: string;
  /** The host's 404 page, for an issue that does not exist or the viewer may not read (the API's 404). */
  onNotFound?: (() => void) | undefined;
}

/** The issue or incident page: loads the issue, then composes header, actions, description and sidebar. */
export function IssuePage({ fullPath, iid, source = 'mf_issue', onNotFound }: IssuePageProps) {
  const ref = useMemo<IssueRef>(() => ({ fullPath, iid }), [fullPath, iid]);
  const api = useMemo(() => issueApi(ref), [ref]);
  const { state, setIssue, refetch } = useIssue(ref);
  const session = useSession();
  const { notice, notify, dismiss, navigate } = usePageNotices();
  // The title and description are the page's first content: secondary parts wait for them.
  useFirstContentHold(state.status === 'loading');

  const issue = state.status === 'ready' ? state.issue : null;
  const context = useMemo<IssuableContextValue | null>(
    () => (issue ? { api, issue, currentUser: session.user, source, setIssue, refetch, notify, navigate } : null),
    [api, issue, session.user, source, setIssue, refetch, notify, navigate],
  );

  const missing = state.status === 'error' && isApiError(state.error) && state.error.status === 404;
  useEffect(() => {
    if (missing) onNotFound?.();
  }, [missing, onNotFound]);

  if (state.status === 'loading' || (missing && onNotFound)) return <IssuablePageSkeleton />;
  if (state.status === 'error' || !context) {
    return (
      <Flash variant="danger" role="alert">
        {ISSUE_LOAD_ERROR}
      </Flash>
    );
  }
  return (
    <IssuableContext.Provider value={context}>
      <NoticeRegion notice={notice} onDismiss={dismiss} />
      <section aria-label={context.issue.issue_type === 'incident' ? 'Incident' : 'Issue'}>
        <IssueBody />
      </section>
    </IssuableContext.Provider>
  );
}
