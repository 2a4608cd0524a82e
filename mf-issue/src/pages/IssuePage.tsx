import { Flash } from '@primer/react';
import { useCallback, useMemo, useState } from 'react';
import { useSession } from 'shared-kernel/react';
import { IssueBody } from './IssueBody';
import { IssuePageSkeleton } from './IssuePageSkeleton';
import { useIssue } from '../features/issue/api/getIssue';
import { IssueContext, type IssueContextValue, type Notice } from '../lib/IssueContext';
import { navigateTo } from '../lib/navigate';
import type { IssueRef } from '../lib/types';

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
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((next: Notice) => setNotice(next), []);

  const issue = state.status === 'ready' ? state.issue : null;
  const context = useMemo<IssueContextValue | null>(
    () =>
      issue
        ? { ref, issue, currentUser: session.user, source, setIssue, refetch, notify, navigate: navigateTo }
        : null,
    [ref, issue, session.user, source, setIssue, refetch, notify],
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
      <div role="status" aria-live="polite" style={{ position: 'fixed', bottom: 16, left: 16, zIndex: 200 }}>
        {notice ? (
          <Flash variant={notice.variant === 'default' ? 'default' : notice.variant} role={notice.variant === 'danger' ? 'alert' : undefined}>
            {notice.message}{' '}
            <button type="button" aria-label="Dismiss" onClick={() => setNotice(null)} style={{ border: 0, background: 'none', cursor: 'pointer' }}>
              ×
            </button>
          </Flash>
        ) : null}
      </div>
      <section aria-label={context.issue.issue_type === 'incident' ? 'Incident' : 'Issue'}>
        <IssueBody />
      </section>
    </IssueContext.Provider>
  );
}
