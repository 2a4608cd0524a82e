// GitLab's diff comment position, shared by the diff notes and the position tracer (no imports: no cycle).

/** GitLab's stored position (Gitlab::Diff::Position#to_h): only the fields of its type. */
export interface DiffPosition {
  base_sha: string;
  start_sha: string;
  head_sha: string;
  old_path: string;
  new_path: string;
  position_type: 'text' | 'image' | 'file';
  old_line?: number | null;
  new_line?: number | null;
  line_range?: { start: RangeEnd; end: RangeEnd } | null;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  ignore_whitespace_change: boolean;
}

export interface RangeEnd {
  line_code: string;
  type: string | null;
  old_line: number | null;
  new_line: number | null;
}
