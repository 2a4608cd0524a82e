// GitLab's web JSON shapes for a merge request's diffs (diffs_metadata.json, diffs_batch.json,
// diff_for_path.json), as GitLab 16.2's DiffsMetadataEntity / DiffFileEntity serialise them. Only the
// fields the Changes tab reads are typed; the server may send more.

import type { Suggestion } from 'shared-kernel/ui';

/** A line's type: `new`, `old`, `match` (a hunk header), `null` (context), and the no-newline and conflict variants. */
export type DiffLineType = 'new' | 'old' | 'match' | 'new-nonewline' | 'old-nonewline' | 'conflict_marker' | 'conflict_our' | 'conflict_their' | null;

/** One line of a diff (`highlighted_diff_lines[]`, a side of `parallel_diff_lines[]`). */
export interface DiffLine {
  /** `<file_hash>_<old>_<new>`; null for match lines. */
  line_code: string | null;
  type: DiffLineType;
  old_line: number | null;
  new_line: number | null;
  /** The highlighted line, sanitised HTML from the server (a leading `+`, `-` or space is not included). */
  rich_text: string;
  text?: string;
  /** For `match` lines: where the hidden lines before the hunk end. */
  meta_data?: { old_pos: number; new_pos: number } | null;
  discussions?: DiffDiscussion[];
}

/** GitLab's position of a diff comment (Gitlab::Diff::Position; spec "Diff note position"). */
export interface DiffPosition {
  base_sha: string | null;
  start_sha: string | null;
  head_sha: string | null;
  old_path: string;
  new_path: string;
  position_type: 'text' | 'image' | 'file';
  old_line?: number | null;
  new_line?: number | null;
  line_range?: { start: LineRangeEnd; end: LineRangeEnd } | null;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  ignore_whitespace_change?: boolean;
}

export interface LineRangeEnd {
  line_code: string;
  type: DiffLineType;
  old_line: number | null;
  new_line: number | null;
}

/** A note of a diff thread (GitLab's NoteEntity, the fields the thread shows). */
export interface DiffNote {
  id: string;
  note: string;
  note_html: string;
  created_at: string;
  author: { id: number; name: string; username: string; avatar_url: string | null; path?: string } | null;
  current_user?: { can_resolve_discussion?: boolean; can_edit?: boolean };
  /** The note's ```suggestion blocks (GitLab's SuggestionEntity). */
  suggestions?: Suggestion[];
}

/** A diff thread (GitLab's DiscussionEntity of a DiffDiscussion). */
export interface DiffDiscussion {
  id: string;
  reply_id?: string;
  diff_discussion: boolean;
  resolvable: boolean;
  resolved: boolean;
  resolve_path: string | null;
  can_resolve?: boolean;
  line_code: string | null;
  position: DiffPosition | null;
  active?: boolean;
  notes: DiffNote[];
}

/** A side-by-side row: the old side and the new side (null when the row has nothing on that side). */
export interface ParallelDiffLine {
  left: DiffLine | null;
  right: DiffLine | null;
}

/** The viewers GitLab names (spec §3). */
export type DiffViewerName = 'not_diffable' | 'no_preview' | 'added' | 'deleted' | 'renamed' | 'mode_changed' | 'text' | 'image' | 'collapsed' | 'too_large';

export interface DiffViewer {
  name: DiffViewerName;
  /** Why the diff is not shown, e.g. too large. */
  error?: string | null;
  /** GitLab's `collapsed`: the file is large and starts collapsed. */
  collapsed?: boolean;
  /** The file's diff is over the limits (too large to be shown). */
  too_large?: boolean;
  /** GitLab's `automatically_collapsed` (large or generated files). */
  automatically_collapsed?: boolean;
  /** With `w=1`: the file's changes were whitespace only, so it shows no lines. */
  whitespace_only?: boolean;
}

/** `diff_refs` of a version. */
export interface DiffRefs {
  base_sha: string | null;
  start_sha: string | null;
  head_sha: string | null;
}

/** A file of `diffs_batch.json` / `diff_for_path.json`. */
export interface DiffFile {
  file_hash: string;
  file_identifier_hash?: string;
  file_path: string;
  old_path: string;
  new_path: string;
  new_file: boolean;
  deleted_file: boolean;
  renamed_file: boolean;
  mode_changed?: boolean;
  a_mode?: string | null;
  b_mode?: string | null;
  old_size?: number | null;
  new_size?: number | null;
  added_lines: number;
  removed_lines: number;
  content_sha?: string | null;
  diff_refs?: DiffRefs | null;
  blob?: { id?: string; name?: string; path?: string; mode?: string; readable_text?: boolean } | null;
  submodule?: boolean;
  submodule_link?: string | null;
  stored_externally?: boolean | null;
  external_storage?: string | null;
  view_path?: string | null;
  edit_path?: string | null;
  ide_edit_path?: string | null;
  external_url?: string | null;
  context_lines_path?: string | null;
  viewer: DiffViewer;
  alternate_viewer?: { name: DiffViewerName } | null;
  too_large?: boolean;
  text?: boolean;
  highlighted_diff_lines?: DiffLine[] | null;
  parallel_diff_lines?: ParallelDiffLine[] | null;
  discussions?: DiffDiscussion[];
}

/** A file of `diffs_metadata.json`: enough for the tree and the totals before the lines arrive. */
export interface DiffMetadataFile {
  added_lines: number;
  removed_lines: number;
  new_path: string;
  old_path: string;
  new_file: boolean;
  deleted_file: boolean;
  renamed_file?: boolean;
  submodule?: boolean;
  file_identifier_hash?: string;
  file_hash: string;
  file_path?: string;
}

/** One version of the merge request's diff (`merge_request_diffs[]`). */
export interface MergeRequestDiffVersion {
  id: number;
  version_index: number | null;
  created_at: string;
  commits_count: number;
  latest: boolean;
  short_commit_sha: string;
  head_version_path?: string;
  base_version_path?: string;
  version_path?: string;
  compare_path?: string;
  start_sha?: string;
  head_commit_sha?: string;
}

/** `diffs_metadata.json`. */
export interface DiffsMetadata {
  real_size?: string;
  size?: number;
  branch_name?: string;
  target_branch_name?: string;
  source_branch_exists?: boolean;
  added_lines: number;
  removed_lines: number;
  render_overflow_warning?: boolean;
  email_patch_path?: string;
  plain_diff_path?: string;
  merge_request_diff?: MergeRequestDiffVersion | null;
  start_version?: MergeRequestDiffVersion | null;
  latest_diff?: boolean;
  latest_version_path?: string;
  merge_request_diffs: MergeRequestDiffVersion[];
  diff_files: DiffMetadataFile[];
  project_path?: string;
  /** The compared shas (a file's own `diff_refs` when it has them wins). */
  diff_refs?: DiffRefs | null;
}

/** `diffs_batch.json`. */
export interface DiffsBatch {
  diff_files: DiffFile[];
  pagination: { total_pages: number | null; next_page: number | null; current_page: number | null; next_page_href?: string | null };
}

/** Which diff the tab shows: a version (`diff_id`), compared with another (`start_sha`), and whitespace hidden (`w=1`). */
export interface DiffsQuery {
  diffId?: number;
  startSha?: string;
  hideWhitespace: boolean;
}

/** The merge request the diffs belong to. */
export interface MergeRequestRef {
  fullPath: string;
  iid: number;
}
