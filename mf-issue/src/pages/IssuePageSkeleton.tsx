import { SkeletonBox } from '@primer/react';

/** What shows while the issue loads. */
export function IssuePageSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading issue" style={{ display: 'grid', gap: 12 }}>
      <SkeletonBox height="2rem" width="60%" />
      <SkeletonBox height="1.25rem" width="40%" />
      <SkeletonBox height="8rem" />
    </div>
  );
}
