import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useDeferredValue, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { DiffFilesState } from '../hooks/useDiffFiles';
import { hiddenLinesAt, type UnfoldDirection } from '../lib/contextExpansion';
import { buildRows, headerRowIndex, lineRowIndex, type DiffRow, type FileEntry, type OpenForm } from '../lib/rows';
import { filePosition, imagePosition, lineLabel, linePosition, linesBetween, orderedRange, suggestionBlock } from '../lib/diffComments';
import { commentOnLines } from '../texts';
import { subscribeToDiffThreads } from '../api/liveDiffThreads';
import { DiffCommentForm, DiffCommentsContext, DiffThreadList, type DiffCommentsContextValue } from './DiffThreads';
import type { DiffViewType } from '../lib/viewPreferences';
import type { DiffRefs } from '../types';
import { DiffFileHeader } from './DiffFileHeader';
import { useDrafts, type DraftNote } from '../review/drafts';
import { DraftList } from '../review/DraftList';
import { InlineRow, ParallelRow } from './DiffLineRows';
import { FileBody } from './FileBody';
import { LINE_CLASSES } from './lineStyles';

/** Above this many rows the list keeps only the rows near the viewport in the page. */
export const VIRTUALISE_ABOVE_ROWS = 400;

/** What the page asks of the list: scroll to a file or a line (rendering it first when virtualised). */
export interface DiffListHandle {
  scrollToFile: (fileIndex: number) => void;
  /** Scrolls to the line; false when the line is not (yet) in the list. */
  scrollToLine: (lineCode: string) => boolean;
  /** Scrolls to a thread (its row first, then the thread itself); false when it is not in the list. */
  scrollToThread: (discussionId: string) => boolean;
}

/** The index of the threads row holding the discussion. */
const threadRowIndex = (rows: readonly DiffRow[], discussionId: string) => rows.findIndex((row) => row.kind === 'threads' && row.discussions.some((d) => d.id === discussionId));

/** Brings the rendered thread into view (a virtualised row renders after its scroll: the next frames). */
function revealThread(discussionId: string, tries = 10) {
  const element = document.querySelector(`[data-discussion-id="${CSS.escape(discussionId)}"]`);
  if (element) element.scrollIntoView({ block: 'center' });
  else if (tries > 0) requestAnimationFrame(() => revealThread(discussionId, tries - 1));
}

export interface DiffListProps {
  entries: readonly FileEntry[];
  /** Commenting: the merge request's id (the create-note request names it) and whether the viewer may comment. */
  mergeRequestId?: number | null;
  /** The merge request's iid: with it the form offers a review ('Start a review') and the viewer's drafts show in place. */
  iid?: number | null;
  canComment?: boolean;
  /** Live threads: another reader's comments appear under their lines (needs the merge request's iid and project id). */
  live?: { iid: number; projectId: number } | null;
  /** A thread was written or changed: the page re-reads what counts threads (the merge request JSON). */
  onThreadsChanged?: () => void;
  view: DiffViewType;
  projectPath: string;
  diffRefs: DiffRefs | null;
  highlightedLine: string | null;
  files: Pick<DiffFilesState, 'reviewed' | 'toggleCollapsed' | 'setViewed' | 'loadFile' | 'unfold' | 'showContents'> & Partial<Pick<DiffFilesState, 'reload'>>;
  handle: Ref<DiffListHandle>;
}

/**
 * Rows kept in the page beyond each edge of the viewport: about this many pixels of them (30 lines of a
 * long file, a few files of a many-file diff), so a fast scroll shows no gap without mounting dozens of
 * file headers and threads at each step.
 */
const OVERSCAN_PX = 600;
const MAX_OVERSCAN_ROWS = 30;
const MIN_OVERSCAN_ROWS = 4;

/** The overscan in rows for these rows' estimated heights. */
export function overscanRows(rows: readonly DiffRow[]): number {
  if (rows.length === 0) return MIN_OVERSCAN_ROWS;
  const average = rows.reduce((sum, row) => sum + estimateRow(row), 0) / rows.length;
  return Math.min(MAX_OVERSCAN_ROWS, Math.max(MIN_OVERSCAN_ROWS, Math.ceil(OVERSCAN_PX / average)));
}

/**
 * A row's height before it is measured, close to what it measures (a file header 54 px, a collapsed
 * file's body 93 px, a thread 56 px and 78 px a note): a wrong estimate moves every row below it once
 * measured, and a many-file diff with threads measures a few rows at each scroll step.
 */
const estimateRow = (row: DiffRow | undefined): number => {
  switch (row?.kind) {
    case 'header':
      return 54;
    case 'body':
      return 93;
    case 'threads':
      return 20 + row.discussions.reduce((sum, discussion) => sum + 36 + 78 * discussion.notes.length, 0);
    case 'drafts':
      return 120;
    case 'form':
      return 140;
    default:
      return 20;
  }
};

function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ block: 'start' });
  return true;
}

/** The diff of every file, row by row (file header, lines or viewer). Virtualised when long. */
export function DiffList({ entries, view, projectPath, diffRefs, highlightedLine, files, handle, mergeRequestId = null, iid = null, canComment = false, live = null, onThreadsChanged }: DiffListProps) {
  const [form, setForm] = useState<OpenForm | null>(null);
  const drafts = useDrafts(projectPath, iid ?? 0, iid === null ? null : mergeRequestId, canComment);
  const rows = useMemo(() => buildRows(entries, view, form, drafts), [entries, view, form, drafts]);
  const replyDrafts = useMemo(() => {
    const byThread = new Map<string, DraftNote[]>();
    for (const draft of drafts) if (draft.discussion_id) byThread.set(draft.discussion_id, [...(byThread.get(draft.discussion_id) ?? []), draft]);
    return byThread;
  }, [drafts]);
  const virtual = rows.length > VIRTUALISE_ABOVE_ROWS;
  const review = useMemo(() => (iid !== null && mergeRequestId !== null ? { iid, mergeRequestId } : null), [iid, mergeRequestId]);
  const render = useRowRenderer(projectPath, diffRefs, highlightedLine, files, setForm, review);
  const dragStart = useRef<{ fileIndex: number; lineCode: string } | null>(null);
  const latestEntries = useRef(entries);
  latestEntries.current = entries;
  const { loadFile, reload } = files;
  const changed = useRef(onThreadsChanged);
  changed.current = onThreadsChanged;
  const comments = useMemo<DiffCommentsContextValue>(
    () => ({
      fullPath: projectPath,
      mergeRequestId,
      iid,
      canComment: canComment && mergeRequestId !== null && diffRefs !== null,
      view: view === 'parallel' ? 'parallel' : 'inline',
      refreshFile: async (filePath) => {
        const entry = latestEntries.current.find((e) => pathOf(e) === filePath);
        changed.current?.();
        if (entry) await loadFile(entry);
      },
      reloadDiffs: async () => {
        changed.current?.();
        await reload?.();
      },
      startDrag: (fileIndex, lineCode) => {
        dragStart.current = { fileIndex, lineCode };
      },
      endDrag: (fileIndex, lineCode) => {
        const start = dragStart.current;
        dragStart.current = null;
        if (!start || start.fileIndex !== fileIndex) return;
        const lines = latestEntries.current[fileIndex]?.diff?.highlighted_diff_lines ?? [];
        const a = lines.find((l) => l.line_code === start.lineCode);
        const b = lines.find((l) => l.line_code === lineCode);
        if (!a || !b) return;
        const [first, last] = orderedRange(lines, a, b);
        setForm({ fileIndex, kind: 'line', start: first, end: last });
      },
      closeForm: () => setForm(null),
      replyDrafts,
      reviewing: drafts.length > 0,
    }),
    [projectPath, mergeRequestId, iid, canComment, diffRefs, view, loadFile, reload, replyDrafts, drafts.length],
  );
  const liveIid = live?.iid;
  const liveProject = live?.projectId;
  useEffect(() => {
    if (mergeRequestId === null || liveIid === undefined || liveProject === undefined) return undefined;
    return subscribeToDiffThreads({ id: mergeRequestId, iid: liveIid, projectId: liveProject }, (path) => void comments.refreshFile(path).catch(() => undefined));
  }, [mergeRequestId, liveIid, liveProject, comments]);
  useEffect(() => {
    const cancel = () => {
      dragStart.current = null;
    };
    window.addEventListener('mouseup', cancel);
    return () => window.removeEventListener('mouseup', cancel);
  }, []);
  return (
    <DiffCommentsContext.Provider value={comments}>
      <style>{COMMENT_BUTTON_CSS}</style>
      {virtual ? <VirtualRows rows={rows} entries={entries} render={render} handle={handle} /> : <PlainRows rows={rows} entries={entries} render={render} handle={handle} />}
    </DiffCommentsContext.Provider>
  );
}

/** The path GitLab keys a file's threads by (DiffFile#file_path). */
const pathOf = (entry: FileEntry) => entry.meta.file_path ?? (entry.meta.new_path || entry.meta.old_path);

/** The gutter's comment button shows on the hovered line (and when focused), as GitLab's does. */
const COMMENT_BUTTON_CSS = '.diff-line-row .diff-comment-button{opacity:0}.diff-line-row:hover .diff-comment-button,.diff-comment-button:focus{opacity:1}';

/** The form's position and texts for an opened form. */
function FormRow({ form, entry, diffRefs, onDone }: { form: OpenForm; entry: FileEntry; diffRefs: DiffRefs; onDone: () => void }) {
  const file = entry.diff ?? entry.meta;
  if (form.kind === 'file') return <DiffCommentForm position={filePosition(diffRefs, file)} lineCode={null} lineType="" filePath={pathOf(entry)} onDone={onDone} />;
  if (form.kind === 'image') {
    return <DiffCommentForm position={imagePosition(diffRefs, file, form, form)} lineCode={null} lineType="" filePath={pathOf(entry)} onDone={onDone} />;
  }
  const range = form.start.line_code !== form.end.line_code ? commentOnLines(lineLabel(form.start), lineLabel(form.end)) : undefined;
  return (
    <DiffCommentForm
      position={linePosition(diffRefs, file, form.end, form.start)}
      lineCode={form.end.line_code}
      lineType={form.end.type ?? ''}
      label={range}
      filePath={pathOf(entry)}
      suggestion={form.end.type === 'old' ? null : suggestionBlock(linesBetween(entry.diff?.highlighted_diff_lines ?? [], form.start, form.end))}
      onDone={onDone}
    />
  );
}

type RenderRow = (row: DiffRow, entry: FileEntry) => React.ReactNode;

/** The same rows' contents: the array of a file's or a line's threads (or drafts) may be rebuilt around the same items. */
const sameItems = (a: readonly unknown[], b: readonly unknown[]) => a === b || (a.length === b.length && a.every((item, index) => item === b[index]));

function sameRow(a: DiffRow, b: DiffRow): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind || a.key !== b.key || a.fileIndex !== b.fileIndex) return false;
  switch (a.kind) {
    case 'line':
      return b.kind === 'line' && a.line === b.line && a.matchOrdinal === b.matchOrdinal;
    case 'pair':
      return b.kind === 'pair' && a.pair === b.pair && a.matchOrdinal === b.matchOrdinal;
    case 'threads':
      return b.kind === 'threads' && sameItems(a.discussions, b.discussions);
    case 'drafts':
      return b.kind === 'drafts' && sameItems(a.drafts, b.drafts);
    case 'form':
      return b.kind === 'form' && a.form === b.form;
    default:
      return true;
  }
}

interface RowContentProps {
  row: DiffRow;
  entry: FileEntry;
  render: RenderRow;
}

/**
 * One row's content, rendered again only when its row, its file or the renderer changed: scrolling moves
 * the rows already in the page without rendering their headers, lines and threads again, and a batch of
 * files arriving (every file's entry is rebuilt around the same diffs) leaves the rows shown alone.
 */
const RowContent = memo(
  function RowContent({ row, entry, render }: RowContentProps) {
    return render(row, entry);
  },
  (a, b) => a.render === b.render && a.entry.meta === b.entry.meta && a.entry.diff === b.entry.diff && a.entry.collapsed === b.entry.collapsed && sameRow(a.row, b.row),
);

function useRowRenderer(
  projectPath: string,
  diffRefs: DiffRefs | null,
  highlightedLine: string | null,
  files: DiffListProps['files'],
  setForm: (form: OpenForm | null) => void,
  review: { iid: number; mergeRequestId: number } | null,
): RenderRow {
  const { reviewed, toggleCollapsed, setViewed, loadFile, unfold, showContents } = files;
  return useCallback(
    (row: DiffRow, entry: FileEntry) => {
      switch (row.kind) {
        case 'header':
          return (
            <div id={`diff-content-${entry.meta.file_hash}`} style={{ paddingTop: 12 }}>
              <DiffFileHeader entry={entry} reviewed={reviewed(entry)} onToggle={() => toggleCollapsed(entry)} onViewed={(viewed) => setViewed(entry, viewed)} onComment={() => setForm({ fileIndex: row.fileIndex, kind: 'file' })} />
            </div>
          );
        case 'threads':
          return <DiffThreadList discussions={row.discussions} filePath={pathOf(entry)} />;
        case 'drafts':
          return review ? <DraftList drafts={row.drafts as DraftNote[]} fullPath={projectPath} iid={review.iid} mergeRequestId={review.mergeRequestId} /> : null;
        case 'form':
          return diffRefs ? <FormRow form={row.form} entry={entry} diffRefs={diffRefs} onDone={() => setForm(null)} /> : null;
        case 'body':
          return (
            <FileBody
              entry={entry}
              projectPath={projectPath}
              diffRefs={diffRefs}
              onExpand={() => toggleCollapsed(entry)}
              onLoad={() => (entry.diff?.viewer.name === 'renamed' ? showContents(entry) : loadFile(entry))}
              onImageComment={(point) => setForm({ fileIndex: row.fileIndex, kind: 'image', ...point })}
            />
          );
        case 'line':
        case 'pair': {
          const hidden = row.matchOrdinal === null ? null : hiddenLinesAt(entry.diff?.highlighted_diff_lines ?? [], row.matchOrdinal);
          const onUnfold = (direction: UnfoldDirection) => unfold(entry, row.matchOrdinal ?? 0, direction);
          return row.kind === 'line' ? (
            <InlineRow fileIndex={row.fileIndex} line={row.line} highlighted={row.line.line_code !== null && row.line.line_code === highlightedLine} hidden={entry.diff?.context_lines_path ? hidden : null} onUnfold={onUnfold} />
          ) : (
            <ParallelRow fileIndex={row.fileIndex} pair={row.pair} highlightedCode={highlightedLine} hidden={entry.diff?.context_lines_path ? hidden : null} onUnfold={onUnfold} />
          );
        }
      }
    },
    [projectPath, diffRefs, highlightedLine, reviewed, toggleCollapsed, setViewed, loadFile, unfold, showContents, setForm, review],
  );
}

/** Closes the bottom border of a file whose last row is a line. */
const isLastOfFile = (rows: readonly DiffRow[], index: number) => rows[index]!.kind !== 'header' && rows[index]!.kind !== 'body' && rows[index + 1]?.fileIndex !== rows[index]!.fileIndex;
const lastLineStyle = { borderBottom: '1px solid var(--borderColor-default, #d0d7de)' };

interface RowsProps {
  rows: DiffRow[];
  entries: readonly FileEntry[];
  render: RenderRow;
  handle: Ref<DiffListHandle>;
}

function PlainRows({ rows, entries, render, handle }: RowsProps) {
  useImperativeHandle(
    handle,
    () => ({
      scrollToFile: (fileIndex) => {
        const row = rows[headerRowIndex(rows, fileIndex)];
        if (row?.kind === 'header') document.querySelector(`[data-file-index="${fileIndex}"]`)?.scrollIntoView({ block: 'start' });
      },
      scrollToLine: (lineCode) => scrollToElement(lineCode),
      scrollToThread: (discussionId) => {
        if (threadRowIndex(rows, discussionId) === -1) return false;
        revealThread(discussionId);
        return true;
      },
    }),
    [rows],
  );
  return (
    <div>
      {rows.map((row, index) => (
        <div key={row.key} data-file-index={row.kind === 'header' ? row.fileIndex : undefined} style={isLastOfFile(rows, index) ? lastLineStyle : undefined}>
          <RowContent row={row} entry={entries[row.fileIndex]!} render={render} />
        </div>
      ))}
    </div>
  );
}

/**
 * A row's height: the ResizeObserver's report (its first comes after the frame's own layout); a row just
 * mounted keeps the size known for it, or its estimate, until then. Reading `offsetHeight` in the commit
 * that mounts a hundred lines would force the page's layout in that commit, once more per scroll step.
 */
export const measureRow: NonNullable<Parameters<typeof useWindowVirtualizer<HTMLDivElement>>[0]['measureElement']> = (element, entry, instance) => {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  // An observer's report without box sizes comes after the layout too: reading the height costs nothing then.
  if (entry) return element.offsetHeight;
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
};

/**
 * The indexes kept in the page: the rows on screen and the overscan ahead of a scroll, a quarter of it
 * behind (where the scroll comes from); the whole overscan on both sides at rest. A fast scroll mounts
 * every row it brings on screen at each step: fewer rows behind it are fewer rows mounted per frame.
 */
export function overscanAhead({ startIndex, endIndex, overscan, count }: Range, direction: 'forward' | 'backward' | null): number[] {
  const behind = direction === null ? overscan : Math.ceil(overscan / 4);
  const before = direction === 'backward' ? overscan : behind;
  const after = direction === 'forward' ? overscan : behind;
  const first = Math.max(startIndex - before, 0);
  const last = Math.min(endIndex + after, count - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset);
}

function VirtualRows({ rows, entries, render, handle }: RowsProps) {
  const container = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
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
  const latest = useRef(rows);
  latest.current = rows;
  const getItemKey = useCallback((index: number) => latest.current[index]?.key ?? index, []);
  const estimateSize = useCallback((index: number) => estimateRow(latest.current[index]), []);
  const overscan = useMemo(() => overscanRows(rows), [rows]);
  const direction = useRef<'forward' | 'backward' | null>(null);
  const rangeExtractor = useCallback((range: Range) => overscanAhead(range, direction.current), []);
  const virtualizer = useWindowVirtualizer({ count: rows.length, estimateSize, overscan, scrollMargin, getItemKey, useFlushSync: false, measureElement: measureRow, rangeExtractor });
  direction.current = virtualizer.isScrolling ? virtualizer.scrollDirection : null;
  useImperativeHandle(
    handle,
    () => ({
      scrollToFile: (fileIndex) => {
        const index = headerRowIndex(latest.current, fileIndex);
        if (index !== -1) virtualizer.scrollToIndex(index, { align: 'start' });
      },
      scrollToLine: (lineCode) => {
        const index = lineRowIndex(latest.current, lineCode);
        if (index === -1) return false;
        virtualizer.scrollToIndex(index, { align: 'center' });
        return true;
      },
      scrollToThread: (discussionId) => {
        const index = threadRowIndex(latest.current, discussionId);
        if (index === -1) return false;
        virtualizer.scrollToIndex(index, { align: 'center' });
        requestAnimationFrame(() => revealThread(discussionId));
        return true;
      },
    }),
    [virtualizer],
  );
  // Rows entering the viewport mount in a deferred, time-sliced render: a fast scroll never blocks input
  // for a whole batch of lines, and measuring a row never re-renders inside the commit that mounted it.
  const items = useDeferredValue(virtualizer.getVirtualItems());
  return (
    // Contained (its height is set, its width the column's): rows mounted or measured inside lay out the list
    // alone, not the page's flex layout around it.
    <div ref={container} style={{ height: virtualizer.getTotalSize(), position: 'relative', contain: 'size layout style' }}>
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={isLastOfFile(rows, item.index) ? `${LINE_CLASSES.virtualRow} ${LINE_CLASSES.lastOfFile}` : LINE_CLASSES.virtualRow}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <RowContent row={row} entry={entries[row.fileIndex]!} render={render} />
          </div>
        );
      })}
    </div>
  );
}
