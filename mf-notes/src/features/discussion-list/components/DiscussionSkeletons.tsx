import { SkeletonBox } from 'shared-kernel/primer';

/** Placeholders while the first page of comments loads (as many as the prerendered notes, default 3). */
export function DiscussionSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div aria-label="Loading comments" aria-busy="true" style={{ display: 'grid', gap: 12 }}>
      {Array.from({ length: Math.max(1, count) }, (_, i) => (
        <SkeletonBox key={i} height={64} />
      ))}
    </div>
  );
}
