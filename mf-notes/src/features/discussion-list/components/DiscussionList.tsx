import { Flash } from '@primer/react';
import type { ReactNode } from 'react';
import type { Discussion, SortDirection } from '../../../lib/types';
import { DiscussionItem } from './DiscussionItem';
import { DiscussionSkeletons } from './DiscussionSkeletons';

export const FETCH_ERROR = 'Something went wrong while fetching comments. Please try again.';

export interface DiscussionListProps {
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  discussions: readonly Discussion[];
  sort: SortDirection;
  /** Placeholder notes shown at the end (or the top when newest first) while a comment posts. */
  placeholders?: ReactNode;
}

/** The timeline: skeletons while loading, then system notes, notes and threads in the chosen order. */
export function DiscussionList({ status, loadingMore, discussions, sort, placeholders }: DiscussionListProps) {
  const ordered = sort === 'desc' ? [...discussions].reverse() : discussions;
  return (
    <div>
      {status === 'error' && (
        <Flash variant="danger" role="alert">
          {FETCH_ERROR}
        </Flash>
      )}
      {status === 'loading' ? (
        <DiscussionSkeletons />
      ) : (
        <ul aria-label="Comments and activity" style={{ padding: 0, margin: 0 }}>
          {sort === 'desc' && placeholders}
          {ordered.map((discussion) => (
            <DiscussionItem key={discussion.id} discussion={discussion} />
          ))}
          {sort === 'asc' && placeholders}
        </ul>
      )}
      {loadingMore && <DiscussionSkeletons count={1} />}
    </div>
  );
}
