import { Flash } from 'shared-kernel/primer';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type { Discussion, SortDirection } from '../../../lib/types';
import { DiscussionItem } from './DiscussionItem';
import { DiscussionSkeletons } from './DiscussionSkeletons';
import { useNotesContext } from '../../../lib/NotesContext';
import { ListedDraftsContext, useDrafts, type DraftNote } from '../../../lib/drafts';
import { PendingDrafts } from '../../../lib/PendingDrafts';

/** The viewer's pending new threads (not replies, not diff comments): after the notes, sorted by id (spec §4). */
function NewThreadDrafts({ drafts }: { drafts: readonly DraftNote[] }) {
  const { noteable } = useNotesContext();
  return <PendingDrafts drafts={drafts.filter((draft) => !draft.discussion_id && !draft.position)} noteable={noteable} label="Pending comments" />;
}

/**
 * The viewer's drafts, read once for the list (its rows show their thread's pending replies from it) and
 * only once the discussions are in, so the read does not compete with theirs.
 */
function WithDrafts({ children }: { children: (drafts: readonly DraftNote[]) => ReactNode }) {
  const { noteable } = useNotesContext();
  const drafts = useDrafts(noteable);
  return <ListedDraftsContext.Provider value={drafts}>{children(drafts)}</ListedDraftsContext.Provider>;
}

export const FETCH_ERROR = 'Something went wrong while fetching comments. Please try again.';

/**
 * From this many discussions on (a first page holds 20), only the rows near the viewport are rendered:
 * a long timeline mounts a screenful, not its whole first page, and never switches modes later.
 */
export const VIRTUALIZE_FROM = 20;

/** Lets the page bring a discussion into view, whether or not its row is rendered. */
export interface DiscussionListHandle {
  /** Scrolls the discussion (or its note `noteId`) to the middle of the viewport. */
  scrollTo: (discussionId: string, noteId?: string) => void;
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

/** A first guess of a row's height (a one-paragraph comment); rows are measured once rendered. */
/**
 * A row's height before it is measured, from what it shows: a system note is a line, a comment a
 * card, and an expanded thread a card per note. A close guess keeps the first render to the rows
 * that fit the viewport (a low one mounts several times too many) and the scrollbar steady.
 */
export function estimateRowSize(discussion: Discussion | undefined): number {
  if (!discussion) return 120;
  const [first, ...replies] = discussion.notes;
  if (!first || first.system) return 40;
  if (discussion.individual_note) return 130;
  return 180 + (discussion.expanded ? replies.length * 110 : 0);
}

function findTarget(discussionId: string, noteId?: string): HTMLElement | null {
  return (noteId ? document.getElementById(`note_${noteId}`) : null) ?? document.querySelector<HTMLElement>(`[data-discussion-id="${discussionId}"]`);
}

/**
 * Scrolls to the element once it exists, and again while rows above it are measured and move it
 * (a virtual list learns real heights only as rows render): until it stayed in view for a few frames.
 */
function revealWhenRendered(discussionId: string, noteId?: string): void {
  let frames = 0;
  let settled = 0;
  const step = () => {
    const element = findTarget(discussionId, noteId);
    if (element) {
      const box = element.getBoundingClientRect();
      // Not laid out (hidden, or no layout engine): scrolling cannot help.
      if (box.width === 0 && box.height === 0) {
        element.scrollIntoView({ block: 'center' });
        return;
      }
      const visible = box.bottom > 0 && box.top < window.innerHeight;
      if (visible) settled += 1;
      else {
        settled = 0;
        element.scrollIntoView({ block: 'center' });
      }
      if (settled === 0 && frames === 0) element.scrollIntoView({ block: 'center' });
    }
    frames += 1;
    if (settled < 5 && frames < 120) requestAnimationFrame(step);
  };
  step();
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
      ) : (
        <WithDrafts>
          {(drafts) => (
            <>
              {virtual ? (
                <VirtualDiscussions discussions={ordered} placeholders={placeholders} sort={sort} handle={handle} />
              ) : (
                <PlainDiscussions discussions={ordered} placeholders={placeholders} sort={sort} handle={handle} />
              )}
              <NewThreadDrafts drafts={drafts} />
            </>
          )}
        </WithDrafts>
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
  useImperativeHandle(handle, () => ({ scrollTo: (id, noteId) => revealWhenRendered(id, noteId) }), []);
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
 * The window before the virtualizer measures it: the viewport. The first render then draws the rows in
 * view; without it the list renders no row, measures, and its rows come in a deferred pass after the
 * page's other work (the comment form, the sidebar), well after the list itself was painted.
 */
function initialWindowRect() {
  return typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Long timelines (1,000+ notes): only the rows near the viewport are in the DOM. The page scrolls
 * (the window), so the list measures its offset in the document and each row's real height.
 */
function VirtualDiscussions({ discussions, placeholders, sort, handle }: RowsProps) {
  const container = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Content above the list (the description, images) can change its offset at any time.
  useLayoutEffect(() => {
    const measure = () => {
      const element = container.current;
      if (element) setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const latest = useRef(discussions);
  latest.current = discussions;
  // Stable callbacks: a new getItemKey or estimateSize makes the virtualizer drop its measurements.
  const getItemKey = useCallback((index: number) => discussions[index]?.id ?? index, [discussions]);
  const estimateSize = useCallback((index: number) => estimateRowSize(latest.current[index]), []);
  const virtualizer = useWindowVirtualizer({
    count: discussions.length,
    estimateSize,
    // Rows are tall (a thread is several notes): a few beyond the viewport cover a fast scroll.
    overscan: 3,
    scrollMargin,
    getItemKey,
    initialRect: initialWindowRect(),
    // Measuring a row must not re-render synchronously inside the commit that mounted it.
    useFlushSync: false,
  });
  useImperativeHandle(
    handle,
    () => ({
      scrollTo: (id, noteId) => {
        const index = latest.current.findIndex((d) => d.id === id);
        if (index === -1) return;
        if (!findTarget(id, noteId)) virtualizer.scrollToIndex(index, { align: 'center' });
        revealWhenRendered(id, noteId);
      },
    }),
    [virtualizer],
  );

  // Rows entering the viewport mount in a deferred, time-sliced render: a fast scroll then never
  // blocks the page for the whole batch of rows (threads of several notes each) in one task.
  const rows = useDeferredValue(virtualizer.getVirtualItems());
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
