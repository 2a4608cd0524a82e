import type { ContextRange } from '../api/getContextLines';
import type { DiffFile, DiffLine, ParallelDiffLine } from '../types';

/** Lines one "Show 20 lines" click unfolds (GitLab's UNFOLD_COUNT). */
export const UNFOLD_COUNT = 20;

/** Which way to unfold the hidden lines before a hunk: next to the hunk above (`down`), next to the hunk below (`up`), or all. */
export type UnfoldDirection = 'up' | 'down' | 'all';

/** The unchanged lines a match line (a hunk header) hides: new lines `since`..`to` (`to` null: to the end of the file). */
export interface HiddenLines {
  since: number;
  to: number | null;
  offset: number;
  bottom: boolean;
}

const isMatch = (line: DiffLine | null | undefined) => line?.type === 'match';

/** Index in `highlighted_diff_lines` of the `ordinal`-th match line. */
function matchIndex(lines: readonly DiffLine[], ordinal: number): number {
  let seen = -1;
  return lines.findIndex((line) => isMatch(line) && ++seen === ordinal);
}

/** What the `ordinal`-th match line of the file hides, or null when nothing (the first hunk starts at line 1). */
export function hiddenLinesAt(lines: readonly DiffLine[], ordinal: number): HiddenLines | null {
  const index = matchIndex(lines, ordinal);
  if (index === -1) return null;
  let previous: DiffLine | undefined;
  for (let i = index - 1; i >= 0 && !previous; i -= 1) if (lines[i]!.new_line !== null && lines[i]!.type !== 'old') previous = lines[i];
  const previousNew = previous?.new_line ?? 0;
  const previousOld = previous?.old_line ?? 0;
  const bottom = index === lines.length - 1;
  if (bottom) return { since: previousNew + 1, to: null, offset: previousNew - previousOld, bottom: true };
  const meta = lines[index]!.meta_data;
  if (!meta) return null;
  const to = meta.new_pos - 1;
  if (to < previousNew + 1) return null;
  return { since: previousNew + 1, to, offset: meta.new_pos - meta.old_pos, bottom: false };
}

/** The request of one unfold click. */
export function unfoldRange(hidden: HiddenLines, direction: UnfoldDirection): ContextRange {
  const end = hidden.to ?? Number.MAX_SAFE_INTEGER;
  if (direction === 'all') return { since: hidden.since, to: hidden.to ?? hidden.since + 1_000_000, offset: hidden.offset, bottom: hidden.bottom };
  if (direction === 'up') return { since: Math.max(hidden.since, end - UNFOLD_COUNT + 1), to: end, offset: hidden.offset, bottom: false };
  return { since: hidden.since, to: Math.min(end, hidden.since + UNFOLD_COUNT - 1), offset: hidden.offset, bottom: hidden.bottom };
}

const asContext = (line: DiffLine): DiffLine => ({ ...line, type: null, meta_data: null });

/**
 * The file with `unfolded` (the answer to {@link unfoldRange}) shown around the `ordinal`-th match line:
 * lines next to the hunk below go just above it and move its match line up; lines next to the hunk above
 * go just below that one. The match line goes when nothing is hidden any more.
 */
export function applyUnfold(file: DiffFile, ordinal: number, range: ContextRange, unfolded: readonly DiffLine[]): DiffFile {
  const inline = file.highlighted_diff_lines ?? [];
  const index = matchIndex(inline, ordinal);
  if (index === -1) return file;
  const hidden = hiddenLinesAt(inline, ordinal);
  const context = unfolded.filter((line) => line.new_line !== null && line.new_line >= range.since && line.new_line <= range.to).map(asContext);
  const match = inline[index]!;
  let replacement: DiffLine[];
  if (hidden && range.since > hidden.since) {
    // Unfolded next to the hunk below: lines remain hidden above them, the match line moves up.
    replacement = [{ ...match, meta_data: { old_pos: range.since - range.offset, new_pos: range.since } }, ...context];
  } else {
    const requested = range.to - range.since + 1;
    const keepMatch = hidden !== null && (hidden.to === null ? context.length === requested : range.to < hidden.to);
    replacement = keepMatch ? [...context, match] : context;
  }
  const nextInline = [...inline.slice(0, index), ...replacement, ...inline.slice(index + 1)];

  const parallel = file.parallel_diff_lines ?? [];
  let seen = -1;
  const pairIndex = parallel.findIndex((pair) => (isMatch(pair.left) || isMatch(pair.right)) && ++seen === ordinal);
  let nextParallel = parallel;
  if (pairIndex !== -1) {
    const pairs: ParallelDiffLine[] = replacement.map((line) => ({ left: line, right: line }));
    nextParallel = [...parallel.slice(0, pairIndex), ...pairs, ...parallel.slice(pairIndex + 1)];
  }
  return { ...file, highlighted_diff_lines: nextInline, parallel_diff_lines: nextParallel };
}
