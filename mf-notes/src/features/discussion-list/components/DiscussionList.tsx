import { Flash } from '@primer/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type { Discussion, SortDirection } from '../../../lib/types';
import { DiscussionItem } from './DiscussionItem';
import { DiscussionSkeletons } from './DiscussionSkeletons';

export const FETCH_ERROR = 'Something went wrong while fetching comments. Please try again.';

/** From this many discussions on, only the rows near the viewport are rendered. */
export const VIRTUALIZE_FROM = 60;

/** Lets the page bring a discussion into view, whether or not its row is rendered. */
export interface DiscussionListHandle {
  scrollTo: (discussionId: string) => void;
}

export interface DiscussionListProps {
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  discussions: readonly Discussion[];
  sort: SortDirection;
  /** Placeholder notes shown at the end (or the top when newest first) while a comment posts. */
  placeholders?: ReactNode;
  /** Skeletons while loading (spec: the prerendered notes count). */
  skeletonCount?: number;
  /** Draws the threads on a vertical timeline (incidents' timeline view). */
  timeline?: boolean;
  handle?: Ref<DiscussionListHandle>;
}

const LIST_STYLE = { padding: 0, margin: 0 } as const;

function scrollIntoViewById(discussionId: string): boolean {
  const element = document.querySelector(`[data-discussion-id="${discussionId}"]`);
  element?.scrollIntoView({ block: 'center' });
  return Boolean(element);
}

/** The timeline: skeletons while loading, then system notes, notes and threads in the chosen order. */
export function DiscussionList({ status, loadingMore, discussions, sort, placeholders, skeletonCount, timeline = false, handle }: DiscussionListProps) {
  const ordered = sort === 'desc' ? [...discussions].reverse() : discussions;
  const virtual = ordered.length >= VIRTUALIZE_FROM;
  return (
    <div style={timeline ? { borderLeft: '2px solid var(--borderColor-default)', paddingLeft: 16 } : undefined}>
      {status === 'error' && (
        <Flash variant="danger" role="alert">
          {FETCH_ERROR}
        </Flash>
      )}
      {status === 'loading' ? (
        <DiscussionSkeletons count={skeletonCount} />
      ) : virtual ? (
        <VirtualDiscussions discussions={ordered} placeholders={placeholders} sort={sort} handle={handle} />
      ) : (
        <PlainDiscussions discussions={ordered} placeholders={placeholders} sort={sort} handle={handle} />
      )}
      {loadingMore && <DiscussionSkeletons count={1} />}
    </div>
  );
}

interface RowsProps {
  discussions: readonly Discussion[];
  placeholders?: ReactNode;
  sort: SortDirection;
  handle?: Ref<DiscussionListHandle>;
}

function PlainDiscussions({ discussions, placeholders, sort, handle }: RowsProps) {
  useImperativeHandle(handle, () => ({ scrollTo: (id) => void scrollIntoViewById(id) }), []);
  return (
    <ul aria-label="Comments and activity" style={LIST_STYLE}>
      {sort === 'desc' && placeholders}
      {discussions.map((discussion) => (
        <DiscussionItem key={discussion.id} discussion={discussion} />
      ))}
      {sort === 'asc' && placeholders}
    </ul>
  );
}

/**
 * Long timelines (1,000+ notes): only the rows near the viewport are in the DOM. The page scrolls
 * (the window), so the list measures its offset in the document and each row's real height.
 */
function VirtualDiscussions({ discussions, placeholders, sort, handle }: RowsProps) {
  const container = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = container.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: discussions.length,
    estimateSize: () => 120,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => discussions[index]?.id ?? index,
  });
  const latest = useRef(discussions);
  latest.current = discussions;

  useImperativeHandle(
    handle,
    () => ({
      scrollTo: (id) => {
        const index = latest.current.findIndex((d) => d.id === id);
        if (index === -1) return;
        virtualizer.scrollToIndex(index, { align: 'center' });
        // Heights below the estimate are only known once rendered: settle on the real element.
        requestAnimationFrame(() => requestAnimationFrame(() => scrollIntoViewById(id)));
      },
    }),
    [virtualizer],
  );

  const rows = virtualizer.getVirtualItems();
  const offset = (rows[0]?.start ?? 0) - virtualizer.options.scrollMargin;
  return (
    <div ref={container}>
      {sort === 'desc' && <ul style={LIST_STYLE}>{placeholders}</ul>}
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        <ul aria-label="Comments and activity" style={{ ...LIST_STYLE, position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${offset}px)` }}>
          {rows.map((row) => {
            const discussion = discussions[row.index]!;
            return <DiscussionItem key={row.key} discussion={discussion} rowRef={virtualizer.measureElement} rowIndex={row.index} />;
          })}
        </ul>
      </div>
      {sort === 'asc' && <ul style={LIST_STYLE}>{placeholders}</ul>}
    </div>
  );
}
