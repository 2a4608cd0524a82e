import { SkeletonBox } from 'shared-kernel/primer';

/** What shows while the issuable loads (`label`: "Loading issue", "Loading epic"). */
export function IssuablePageSkeleton({ label = 'Loading issue' }: { label?: string }) {
  return (
    <div aria-busy="true" aria-label={label} style={{ display: 'grid', gap: 12 }}>
      <SkeletonBox height="2rem" width="60%" />
      <SkeletonBox height="1.25rem" width="40%" />
      <SkeletonBox height="8rem" />
    </div>
  );
}
