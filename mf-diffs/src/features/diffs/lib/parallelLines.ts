import type { DiffFile, DiffLine, ParallelDiffLine } from '../types';

const isRemoved = (line: DiffLine | undefined) => line?.type === 'old' || line?.type === 'old-nonewline';
const isAdded = (line: DiffLine | undefined) => line?.type === 'new' || line?.type === 'new-nonewline';

/**
 * Side-by-side rows from a file's inline lines, as the server's Gitlab::Diff::ParallelDiff pairs them: a run
 * of removed lines on the left beside the added lines right after it, an added line alone on the right,
 * every other line (unchanged, hunk header) on both sides. The rows hold the inline line objects
 * themselves, so a line's threads (`discussions`) are the same in both views.
 */
export function parallelizeLines(lines: readonly DiffLine[]): ParallelDiffLine[] {
  const rows: ParallelDiffLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.type === 'old') {
      const removed: DiffLine[] = [];
      const added: DiffLine[] = [];
      while (isRemoved(lines[i])) removed.push(lines[i++]!);
      while (isAdded(lines[i])) added.push(lines[i++]!);
      for (let k = 0; k < Math.max(removed.length, added.length); k += 1) rows.push({ left: removed[k] ?? null, right: added[k] ?? null });
    } else if (isAdded(line)) {
      rows.push({ left: null, right: line });
      i += 1;
    } else {
      rows.push({ left: line, right: line });
      i += 1;
    }
  }
  return rows;
}

/**
 * A file of `diffs_batch.json` / `diff_for_path.json` read with `view=inline` (GitLab's client reads only
 * the inline lines and pairs them itself): its side-by-side rows made from its inline lines. A file that
 * came with both views (or none) is returned as it is.
 */
export function withParallelLines(file: DiffFile): DiffFile {
  if (file.parallel_diff_lines || !file.highlighted_diff_lines) return file;
  return { ...file, parallel_diff_lines: parallelizeLines(file.highlighted_diff_lines) };
}
