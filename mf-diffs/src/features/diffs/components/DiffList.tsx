import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { DiffFilesState } from '../hooks/useDiffFiles';
import { hiddenLinesAt, type UnfoldDirection } from '../lib/contextExpansion';
import { buildRows, headerRowIndex, lineRowIndex, type DiffRow, type FileEntry } from '../lib/rows';
import type { DiffViewType } from '../lib/viewPreferences';
import type { DiffRefs } from '../types';
import { DiffFileHeader } from './DiffFileHeader';
import { InlineRow, ParallelRow } from './DiffLineRows';
import { FileBody } from './FileBody';

/** Above this many rows the list keeps only the rows near the viewport in the page. */
export const VIRTUALISE_ABOVE_ROWS = 400;

/** What the page asks of the list: scroll to a file or a line (rendering it first when virtualised). */
export interface DiffListHandle {
  scrollToFile: (fileIndex: number) => void;
  /** Scrolls to the line; false when the line is not (yet) in the list. */
  scrollToLine: (lineCode: string) => boolean;
}

export interface DiffListProps {
  entries: readonly FileEntry[];
  view: DiffViewType;
  projectPath: string;
  diffRefs: DiffRefs | null;
  highlightedLine: string | null;
  files: Pick<DiffFilesState, 'reviewed' | 'toggleCollapsed' | 'setViewed' | 'loadFile' | 'unfold' | 'showContents'>;
  handle: Ref<DiffListHandle>;
}

const estimateRow = (row: DiffRow | undefined) => (row?.kind === 'header' ? 48 : row?.kind === 'body' ? 120 : 20);

function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ block: 'start' });
  return true;
}

/** The diff of every file, row by row (file header, lines or viewer). Virtualised when long. */
export function DiffList({ entries, view, projectPath, diffRefs, highlightedLine, files, handle }: DiffListProps) {
  const rows = useMemo(() => buildRows(entries, view), [entries, view]);
  const virtual = rows.length > VIRTUALISE_ABOVE_ROWS;
  const render = useRowRenderer(entries, projectPath, diffRefs, highlightedLine, files);
  if (virtual) return <VirtualRows rows={rows} render={render} handle={handle} />;
  return <PlainRows rows={rows} render={render} handle={handle} />;
}

type RenderRow = (row: DiffRow) => React.ReactNode;

function useRowRenderer(entries: readonly FileEntry[], projectPath: string, diffRefs: DiffRefs | null, highlightedLine: string | null, files: DiffListProps['files']): RenderRow {
  const { reviewed, toggleCollapsed, setViewed, loadFile, unfold, showContents } = files;
  return useCallback(
    (row: DiffRow) => {
      const entry = entries[row.fileIndex]!;
      switch (row.kind) {
        case 'header':
          return (
            <div id={`diff-content-${entry.meta.file_hash}`} style={{ paddingTop: 12 }}>
              <DiffFileHeader entry={entry} reviewed={reviewed(entry)} onToggle={() => toggleCollapsed(entry)} onViewed={(viewed) => setViewed(entry, viewed)} />
            </div>
          );
        case 'body':
          return (
            <FileBody
              entry={entry}
              projectPath={projectPath}
              diffRefs={diffRefs}
              onExpand={() => toggleCollapsed(entry)}
              onLoad={() => (entry.diff?.viewer.name === 'renamed' ? showContents(entry) : loadFile(entry))}
            />
          );
        case 'line':
        case 'pair': {
          const hidden = row.matchOrdinal === null ? null : hiddenLinesAt(entry.diff?.highlighted_diff_lines ?? [], row.matchOrdinal);
          const onUnfold = (direction: UnfoldDirection) => unfold(entry, row.matchOrdinal ?? 0, direction);
          return row.kind === 'line' ? (
            <InlineRow line={row.line} highlighted={row.line.line_code !== null && row.line.line_code === highlightedLine} hidden={entry.diff?.context_lines_path ? hidden : null} onUnfold={onUnfold} />
          ) : (
            <ParallelRow pair={row.pair} highlightedCode={highlightedLine} hidden={entry.diff?.context_lines_path ? hidden : null} onUnfold={onUnfold} />
          );
        }
      }
    },
    [entries, projectPath, diffRefs, highlightedLine, reviewed, toggleCollapsed, setViewed, loadFile, unfold, showContents],
  );
}

/** Closes the bottom border of a file whose last row is a line. */
const isLastOfFile = (rows: readonly DiffRow[], index: number) => rows[index]!.kind !== 'header' && rows[index]!.kind !== 'body' && rows[index + 1]?.fileIndex !== rows[index]!.fileIndex;
const lastLineStyle = { borderBottom: '1px solid var(--borderColor-default, #d0d7de)' };

function PlainRows({ rows, render, handle }: { rows: DiffRow[]; render: RenderRow; handle: Ref<DiffListHandle> }) {
  useImperativeHandle(
    handle,
    () => ({
      scrollToFile: (fileIndex) => {
        const row = rows[headerRowIndex(rows, fileIndex)];
        if (row?.kind === 'header') document.querySelector(`[data-file-index="${fileIndex}"]`)?.scrollIntoView({ block: 'start' });
      },
      scrollToLine: (lineCode) => scrollToElement(lineCode),
    }),
    [rows],
  );
  return (
    <div>
      {rows.map((row, index) => (
        <div key={row.key} data-file-index={row.kind === 'header' ? row.fileIndex : undefined} style={isLastOfFile(rows, index) ? lastLineStyle : undefined}>
          {render(row)}
        </div>
      ))}
    </div>
  );
}

function VirtualRows({ rows, render, handle }: { rows: DiffRow[]; render: RenderRow; handle: Ref<DiffListHandle> }) {
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
  const virtualizer = useWindowVirtualizer({ count: rows.length, estimateSize, overscan: 30, scrollMargin, getItemKey, useFlushSync: false });
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
    }),
    [virtualizer],
  );
  // Rows entering the viewport mount in a deferred, time-sliced render: a fast scroll never blocks input
  // for a whole batch of lines, and measuring a row never re-renders inside the commit that mounted it.
  const items = useDeferredValue(virtualizer.getVirtualItems());
  return (
    <div ref={container} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`, ...(isLastOfFile(rows, item.index) ? lastLineStyle : {}) }}
          >
            {render(row)}
          </div>
        );
      })}
    </div>
  );
}
