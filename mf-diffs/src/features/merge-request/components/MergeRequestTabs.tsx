import { CounterLabel, UnderlineNav } from 'shared-kernel/primer';
import { mergeRequestDiffsRouteRef, mergeRequestRouteRef } from 'shared-kernel/routing';
import { useRouteRef } from 'shared-kernel/react';
import type { MergeRequestPageData, MergeRequestRef } from '../types';

export type MergeRequestTab = 'overview' | 'commits' | 'diffs';

/** Overview, Commits and Changes, as links to the merge request's addresses (the kernel's route refs where it has them). */
export function MergeRequestTabs({ mr, current, mergeRequest }: { mr: MergeRequestPageData; current: MergeRequestTab; mergeRequest: MergeRequestRef }) {
  const overviewHref = useRouteRef(mergeRequestRouteRef);
  const diffsHref = useRouteRef(mergeRequestDiffsRouteRef);
  const base = `/${mergeRequest.fullPath}/-/merge_requests/${mergeRequest.iid}`;
  const params = { fullPath: mergeRequest.fullPath, iid: mergeRequest.iid };
  return (
    <UnderlineNav aria-label="Merge request tabs">
      <UnderlineNav.Item href={overviewHref?.(params) ?? base} aria-current={current === 'overview' ? 'page' : undefined}>
        Overview
      </UnderlineNav.Item>
      <UnderlineNav.Item href={`${base}/commits`} aria-current={current === 'commits' ? 'page' : undefined}>
        Commits {mr.commits_count ? <CounterLabel>{mr.commits_count}</CounterLabel> : null}
      </UnderlineNav.Item>
      <UnderlineNav.Item href={diffsHref?.(params) ?? `${base}/diffs`} aria-current={current === 'diffs' ? 'page' : undefined}>
        Changes {mr.changes_count ? <CounterLabel>{mr.changes_count}</CounterLabel> : null}
      </UnderlineNav.Item>
    </UnderlineNav>
  );
}
