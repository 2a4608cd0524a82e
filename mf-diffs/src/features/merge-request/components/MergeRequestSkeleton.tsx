import { SkeletonBox } from 'shared-kernel/primer';

/**
 * What both tabs show while the merge request JSON loads: the same boxes as issuable-ui's page skeleton,
 * drawn here so that the Changes tab's first screen does not load and evaluate the issuable library
 * (only the Overview's description, awards and sidebar need it).
 */
export function MergeRequestSkeleton({ label = 'Loading merge request' }: { label?: string }) {
  return (
    <div aria-busy="true" aria-label={label} style={{ display: 'grid', gap: 12 }}>
      <SkeletonBox height="2rem" width="60%" />
      <SkeletonBox height="1.25rem" width="40%" />
      <SkeletonBox height="8rem" />
    </div>
  );
}
