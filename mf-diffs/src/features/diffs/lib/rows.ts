import type { DiffDiscussion, DiffFile, DiffLine, DiffMetadataFile, ParallelDiffLine } from '../types';
import { threadsOfRow } from './diffComments';
import type { DiffViewType } from './viewPreferences';

/** A pending comment as the list places it: on a line (`line_code`) or on a file (file and image comments). */
export interface PlacedDraft {
  id: number;
  line_code: string | null;
  file_path: string | null;
  discussion_id: string | null;
}

/** A changed file as the list shows it: its metadata at once, its diff when its batch has arrived. */
export interface FileEntry {
  meta: DiffMetadataFile;
  diff: DiffFile | null;
  /**
   * `manual`: collapsed by the viewer's hand or by marking it viewed (the header alone shows);
   * `auto`: collapsed by the server for its size (the body says so, with a button to expand it).
   */
  collapsed: 'manual' | 'auto' | null;
}

/**
 * One row of the virtual list: a file's header, one line (inline) or one pair of lines (side by side),
 * or a file's body when it is not lines (a viewer, a collapsed or pending file). Rows, not files, are
 * virtualised: a 10,000-line file keeps only the lines near the viewport in the page.
 */
export type DiffRow =
  | { kind: 'header'; key: string; fileIndex: number }
  | { kind: 'body'; key: string; fileIndex: number }
  | { kind: 'line'; key: string; fileIndex: number; line: DiffLine; matchOrdinal: number | null }
  | { kind: 'pair'; key: string; fileIndex: number; pair: ParallelDiffLine; matchOrdinal: number | null }
  /** The threads under a line (or row), and the file's own (file and image comments) under its header. */
  | { kind: 'threads'; key: string; fileIndex: number; discussions: DiffDiscussion[] }
  /** The comment form opened on a line (the range's last line) or on the file. */
  | { kind: 'form'; key: string; fileIndex: number; form: OpenForm }
  /** The viewer's pending comments (drafts) on a line or on the file, shown where they will be published. */
  | { kind: 'drafts'; key: string; fileIndex: number; drafts: PlacedDraft[] };

/** A comment form the viewer opened: on `end` (from `start` when a range was dragged), or on the whole file. */
export type OpenForm = { fileIndex: number; kind: 'line'; start: DiffLine; end: DiffLine } | { fileIndex: number; kind: 'file' } | { fileIndex: number; kind: 'image'; x: number; y: number; width: number; height: number };

/** Whether the file's body is its lines (the text viewer with lines loaded). */
export function showsLines(entry: FileEntry): boolean {
  const diff = entry.diff;
  return !entry.collapsed && diff !== null && (diff.viewer.name === 'text' || diff.viewer.name === 'collapsed') && !isTooLarge(diff) && (diff.highlighted_diff_lines?.length ?? 0) > 0;
}

/** The rows of the whole list, in file order. */
export function buildRows(entries: readonly FileEntry[], view: DiffViewType, form: OpenForm | null = null, drafts: readonly PlacedDraft[] = []): DiffRow[] {
  const rows: DiffRow[] = [];
  // Replies in a thread show inside their thread (DiffThread); new diff comments go under their place.
  const byLine = new Map<string, PlacedDraft[]>();
  const byFile = new Map<string, PlacedDraft[]>();
  for (const draft of drafts) {
    if (draft.discussion_id) continue;
    const [map, key] = draft.line_code ? [byLine, draft.line_code] : [byFile, draft.file_path];
    if (!key) continue;
    map.set(key, [...(map.get(key) ?? []), draft]);
  }
  entries.forEach((entry, fileIndex) => {
    const hash = entry.meta.file_hash;
    rows.push({ kind: 'header', key: `${hash}:header`, fileIndex });
    if (entry.collapsed === 'manual') return;
    const fileThreads = entry.diff?.discussions ?? [];
    if (fileThreads.length > 0) rows.push({ kind: 'threads', key: `${hash}:file-threads`, fileIndex, discussions: fileThreads });
    const fileDrafts = byFile.get(entry.meta.file_path ?? entry.meta.new_path) ?? [];
    if (fileDrafts.length > 0) rows.push({ kind: 'drafts', key: `${hash}:file-drafts`, fileIndex, drafts: fileDrafts });
    if (form && form.fileIndex === fileIndex && form.kind !== 'line') rows.push({ kind: 'form', key: `${hash}:file-form`, fileIndex, form });
    const after = (lineCodes: (string | null | undefined)[], threads: DiffDiscussion[]) => {
      const code = lineCodes.find((c): c is string => !!c) ?? '';
      if (threads.length > 0) rows.push({ kind: 'threads', key: `${hash}:${code}:threads`, fileIndex, discussions: threads });
      // A removed and an added line can share a code: the drafts show under the first of them only.
      const lineDrafts = lineCodes.flatMap((c) => (c ? (byLine.get(c) ?? []) : []));
      for (const c of lineCodes) if (c) byLine.delete(c);
      if (lineDrafts.length > 0) rows.push({ kind: 'drafts', key: `${hash}:${code}:drafts`, fileIndex, drafts: lineDrafts });
      if (form?.kind === 'line' && form.fileIndex === fileIndex && lineCodes.includes(form.end.line_code)) rows.push({ kind: 'form', key: `${hash}:${code}:form`, fileIndex, form });
    };
    if (!showsLines(entry)) {
      rows.push({ kind: 'body', key: `${hash}:body`, fileIndex });
      return;
    }
    const diff = entry.diff!;
    let ordinal = 0;
    if (view === 'inline') {
      (diff.highlighted_diff_lines ?? []).forEach((line, index) => {
        const matchOrdinal = line.type === 'match' ? ordinal++ : null;
        rows.push({ kind: 'line', key: `${hash}:${line.line_code ?? `match-${index}`}:${index}`, fileIndex, line, matchOrdinal });
        if (line.line_code) after([line.line_code], threadsOfRow({ line }));
      });
    } else {
      (diff.parallel_diff_lines ?? []).forEach((pair, index) => {
        const matchOrdinal = pair.left?.type === 'match' || pair.right?.type === 'match' ? ordinal++ : null;
        rows.push({ kind: 'pair', key: `${hash}:${pair.left?.line_code ?? ''}:${pair.right?.line_code ?? ''}:${index}`, fileIndex, pair, matchOrdinal });
        if (matchOrdinal === null) after([pair.right?.line_code, pair.left?.line_code], threadsOfRow({ pair }));
      });
    }
  });
  return rows;
}

/** The index of the file's header row. */
export function headerRowIndex(rows: readonly DiffRow[], fileIndex: number): number {
  return rows.findIndex((row) => row.kind === 'header' && row.fileIndex === fileIndex);
}

/** The index of the row showing `lineCode` (either side of a pair). */
export function lineRowIndex(rows: readonly DiffRow[], lineCode: string): number {
  return rows.findIndex(
    (row) => (row.kind === 'line' && row.line.line_code === lineCode) || (row.kind === 'pair' && (row.pair.left?.line_code === lineCode || row.pair.right?.line_code === lineCode)),
  );
}

/** `#diff-content-<file_hash>` → the file hash; `#<file_hash>_<old>_<new>` (a line anchor) → the file hash and the line code. */
export function parseDiffAnchor(hash: string): { fileHash: string; lineCode?: string } | null {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  const content = /^diff-content-([0-9a-f]{6,64})$/.exec(anchor);
  if (content) return { fileHash: content[1]! };
  const line = /^([0-9a-f]{6,64})_(\d+)_(\d+)$/.exec(anchor);
  if (line) return { fileHash: line[1]!, lineCode: anchor };
  return null;
}

/** A file is collapsed at first when it was viewed, or when the server says so (large or generated). */
export function initialCollapse(diff: DiffFile | null, reviewed: boolean): FileEntry['collapsed'] {
  if (reviewed) return 'manual';
  return diff && isAutoCollapsed(diff) ? 'auto' : null;
}

/** The server collapsed the file for its size (its lines come with diff_for_path.json). */
export function isAutoCollapsed(diff: DiffFile): boolean {
  return Boolean(diff.viewer.collapsed || diff.viewer.automatically_collapsed || diff.viewer.name === 'collapsed') && !isTooLarge(diff);
}

/** Over GitLab's limits: the diff is not shown, 'Load diff' asks for it alone. */
export function isTooLarge(diff: DiffFile): boolean {
  return Boolean(diff.viewer.too_large || diff.too_large || diff.viewer.name === 'too_large');
}
