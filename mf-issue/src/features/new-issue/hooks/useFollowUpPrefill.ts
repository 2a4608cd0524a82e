import { useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';

/** The new issue taking over a merge request's unresolved threads: GitLab's follow-up title and description. */
export interface FollowUpPrefill {
  title: string;
  description: string;
  mergeRequestIid: number;
}

interface NewIssueJson {
  issue: { title: string; description: string };
  merge_request_to_resolve_discussions_of: number | null;
}

/**
 * `GET /:fullPath/-/issues/new.json?merge_request_to_resolve_discussions_of=iid` (the server's
 * Issues::BuildService prefill): 'loading' first, null without a merge request or when it cannot be read.
 */
export function useFollowUpPrefill(fullPath: string, mergeRequestIid: number | undefined): FollowUpPrefill | null | 'loading' {
  const [state, setState] = useState<FollowUpPrefill | null | 'loading'>(mergeRequestIid === undefined ? null : 'loading');
  useEffect(() => {
    if (mergeRequestIid === undefined) return;
    const controller = new AbortController();
    restClient()
      .get<NewIssueJson>(`/${fullPath}/-/issues/new.json`, { params: { merge_request_to_resolve_discussions_of: mergeRequestIid }, signal: controller.signal })
      .then(({ data }) => setState(data.merge_request_to_resolve_discussions_of ? { title: data.issue.title, description: data.issue.description, mergeRequestIid: data.merge_request_to_resolve_discussions_of } : null))
      .catch(() => {
        if (!controller.signal.aborted) setState(null);
      });
    return () => controller.abort();
  }, [fullPath, mergeRequestIid]);
  return state;
}
