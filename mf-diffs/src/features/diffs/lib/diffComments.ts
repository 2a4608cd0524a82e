import type { DiffDiscussion, DiffFile, DiffLine, DiffPosition, DiffRefs, LineRangeEnd, ParallelDiffLine } from '../types';

/** Whether a line can take a comment: not a hunk header nor a "no newline" marker, and with a line code. */
export function isCommentable(line: DiffLine | null): line is DiffLine {
  return line !== null && line.line_code !== null && line.type !== 'match' && line.type !== 'old-nonewline' && line.type !== 'new-nonewline';
}

const rangeEnd = (line: DiffLine): LineRangeEnd => ({ line_code: line.line_code!, type: line.type, old_line: line.old_line, new_line: line.new_line });

/**
 * GitLab's position of a comment on `end` (a range when `start` is another line): an added line has no
 * old number, a removed line no new number, an unchanged line both.
 */
export function linePosition(refs: DiffRefs, file: Pick<DiffFile, 'old_path' | 'new_path'>, end: DiffLine, start: DiffLine = end, ignoreWhitespace = false): DiffPosition {
  return {
    base_sha: refs.base_sha,
    start_sha: refs.start_sha,
    head_sha: refs.head_sha,
    old_path: file.old_path,
    new_path: file.new_path,
    position_type: 'text',
    old_line: end.type === 'new' ? null : end.old_line,
    new_line: end.type === 'old' ? null : end.new_line,
    line_range: { start: rangeEnd(start), end: rangeEnd(end) },
    ignore_whitespace_change: ignoreWhitespace,
  };
}

/** A whole-file comment's position. */
export function filePosition(refs: DiffRefs, file: Pick<DiffFile, 'old_path' | 'new_path'>): DiffPosition {
  return { base_sha: refs.base_sha, start_sha: refs.start_sha, head_sha: refs.head_sha, old_path: file.old_path, new_path: file.new_path, position_type: 'file', ignore_whitespace_change: false };
}

/**
 * An image comment's position: the click's place inside the rendered image with the rendered size
 * (GitLab's x, y, width, height); x/width and y/height are the click's share of the image.
 */
export function imagePosition(refs: DiffRefs, file: Pick<DiffFile, 'old_path' | 'new_path'>, click: { x: number; y: number }, rendered: { width: number; height: number }): DiffPosition {
  const width = Math.max(1, Math.round(rendered.width));
  const height = Math.max(1, Math.round(rendered.height));
  return {
    ...filePosition(refs, file),
    position_type: 'image',
    x: Math.min(width, Math.max(0, Math.round(click.x))),
    y: Math.min(height, Math.max(0, Math.round(click.y))),
    width,
    height,
  };
}

/** The lines between two lines of a file's lines (either order): the range a drag covers. */
export function orderedRange(lines: readonly DiffLine[], a: DiffLine, b: DiffLine): [DiffLine, DiffLine] {
  const ia = lines.findIndex((l) => l.line_code === a.line_code);
  const ib = lines.findIndex((l) => l.line_code === b.line_code);
  return ia <= ib ? [a, b] : [b, a];
}

/** A line's label in a range text: its new number, else its old one. */
export const lineLabel = (line: DiffLine) => String(line.type === 'old' ? line.old_line : (line.new_line ?? line.old_line));

/** The request body GitLab's diff line form sends to the create-note path (spec "Diff note creation"). */
export function diffNoteRequest(mergeRequestId: number, note: string, position: DiffPosition, view: 'inline' | 'parallel', lineCode: string | null, lineType: string) {
  return {
    view,
    line_type: lineType,
    merge_request_diff_head_sha: position.head_sha,
    in_reply_to_discussion_id: '',
    note_project_id: '',
    target_type: 'merge_request',
    target_id: mergeRequestId,
    return_discussion: true,
    note: {
      note,
      position: JSON.stringify(position),
      noteable_type: 'MergeRequest',
      noteable_id: mergeRequestId,
      commit_id: '',
      type: 'DiffNote',
      line_code: lineCode,
    },
  };
}

/** The threads under an inline line or a side-by-side row (both sides, once each). */
export function threadsOfRow(row: { line: DiffLine } | { pair: ParallelDiffLine }): DiffDiscussion[] {
  if ('line' in row) return row.line.discussions ?? [];
  const left = row.pair.left?.discussions ?? [];
  const right = row.pair.right && row.pair.right !== row.pair.left ? (row.pair.right.discussions ?? []) : [];
  const seen = new Set<string>();
  return [...left, ...right].filter((d) => (seen.has(d.id) ? false : (seen.add(d.id), true)));
}

/**
 * A line's own text: `text` without the diff's sign in front, else the `rich_text` stripped of its markup
 * (GitLab's note_form lineContent).
 */
export function lineContent(line: Pick<DiffLine, 'text' | 'rich_text' | 'type'>): string {
  if (line.text !== undefined) return /^[-+ ]/.test(line.text) ? line.text.slice(1) : line.text;
  const html = new DOMParser().parseFromString(line.rich_text, 'text/html').body.textContent ?? '';
  return html.replace(/[\r\n]+/g, '');
}

/**
 * What 'Insert suggestion' inserts for a comment on `lines` (the range, first to last): GitLab's
 * ```` ```suggestion:-N+0 ```` block holding the lines' text, N the lines above the commented one.
 * Removed lines cannot take a suggestion (GitLab's can_receive_suggestion), so they are left out.
 */
export function suggestionBlock(lines: readonly Pick<DiffLine, 'text' | 'rich_text' | 'type'>[]): string {
  const kept = lines.filter((line) => line.type !== 'old');
  return ['```suggestion:-' + Math.max(kept.length - 1, 0) + '+0', kept.map(lineContent).join('\n'), '```'].join('\n');
}

/** The lines of a range from `start` to `end` (inclusive) among a file's lines. */
export function linesBetween(lines: readonly DiffLine[], start: DiffLine, end: DiffLine): DiffLine[] {
  const from = lines.findIndex((l) => l.line_code === start.line_code);
  const to = lines.findIndex((l) => l.line_code === end.line_code);
  if (from === -1 || to === -1) return [end];
  return lines.slice(Math.min(from, to), Math.max(from, to) + 1);
}
