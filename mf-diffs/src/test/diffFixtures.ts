// Merge request diff fixtures in GitLab's documented web JSON shapes (diffs_metadata.json, diffs_batch.json,
// diff_for_path.json), written for these tests. Unit tests only.
import type { DiffFile, DiffLine, DiffMetadataFile, DiffsBatch, DiffsMetadata, ParallelDiffLine } from '../features/diffs/types';

const BASE = 'e63f41fe459e62e1228fcef60d7189127aeba95a';
const START = 'd9eaefe5a676b820c57ff18cf5b68316025f7962';
const HEAD = 'c48ee0d1bf3b30453f5b32250ce03134beaa6d13';
export const PROJECT = 'gitlab-org/gitlab-test';
export const MR_PATH = `/${PROJECT}/-/merge_requests/1`;

/** A file hash as GitLab makes it (sha1 of the path); any 40 hex digits per path do here. */
export function hashOf(path: string): string {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash.toString(16).padStart(8, '0').repeat(5);
}

/** GitLab's line code: `<file_hash>_<old position>_<new position>` (an added line has the old position it follows). */
const line = (hash: string, type: DiffLine['type'], oldLine: number | null, newLine: number | null, text: string, position?: [number, number]): DiffLine => ({
  line_code: type === 'match' ? null : `${hash}_${position?.[0] ?? oldLine ?? newLine}_${position?.[1] ?? newLine ?? oldLine}`,
  type,
  old_line: oldLine,
  new_line: newLine,
  rich_text: `<span class="line">${text}</span>\n`,
  meta_data: null,
  discussions: [],
});

/** Side-by-side rows from inline lines (removed lines beside the added ones that follow them). */
export function toParallel(lines: readonly DiffLine[]): ParallelDiffLine[] {
  const rows: ParallelDiffLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const current = lines[i]!;
    if (current.type === 'old') {
      const olds: DiffLine[] = [];
      const news: DiffLine[] = [];
      while (lines[i]?.type === 'old') olds.push(lines[i++]!);
      while (lines[i]?.type === 'new') news.push(lines[i++]!);
      for (let k = 0; k < Math.max(olds.length, news.length); k += 1) rows.push({ left: olds[k] ?? null, right: news[k] ?? null });
    } else if (current.type === 'new') {
      rows.push({ left: null, right: current });
      i += 1;
    } else {
      rows.push({ left: current, right: current });
      i += 1;
    }
  }
  return rows;
}

/**
 * A file as the server sends it for `?view=`: GitLab's DiffFileEntity has only `highlighted_diff_lines` for
 * `view=inline` (or an unknown view) and only `parallel_diff_lines` for `view=parallel`; without the
 * parameter both.
 */
export function inView(file: DiffFile, view: unknown): DiffFile {
  if (view === undefined) return file;
  const { highlighted_diff_lines: inline, parallel_diff_lines: parallel, ...rest } = file;
  return view === 'parallel' ? { ...rest, parallel_diff_lines: parallel ?? null } : { ...rest, highlighted_diff_lines: inline ?? null };
}

function textFile(path: string, lines: (hash: string) => DiffLine[], extra: Partial<DiffFile> = {}): DiffFile {
  const hash = hashOf(path);
  const highlighted = lines(hash);
  return {
    file_hash: hash,
    file_identifier_hash: `${hash.slice(0, 20)}id`,
    file_path: path,
    old_path: path,
    new_path: path,
    new_file: false,
    deleted_file: false,
    renamed_file: false,
    mode_changed: false,
    a_mode: '100644',
    b_mode: '100644',
    added_lines: highlighted.filter((l) => l.type === 'new').length,
    removed_lines: highlighted.filter((l) => l.type === 'old').length,
    content_sha: HEAD,
    diff_refs: { base_sha: BASE, start_sha: START, head_sha: HEAD },
    view_path: `/${PROJECT}/-/blob/${HEAD}/${path}`,
    context_lines_path: `/${PROJECT}/-/blob/${HEAD}/${path}/diff`,
    viewer: { name: 'text', collapsed: false },
    alternate_viewer: null,
    highlighted_diff_lines: highlighted,
    parallel_diff_lines: toParallel(highlighted),
    ...extra,
  };
}

/** `app/models/user.rb`: a hunk at line 10 (lines 1–9 hidden above it), one line changed, one added. */
export const userRb = textFile('app/models/user.rb', (h) => [
  { ...line(h, 'match', null, null, '@@ -10,4 +10,5 @@ class User'), meta_data: { old_pos: 10, new_pos: 10 } },
  line(h, null, 10, 10, 'class User'),
  line(h, 'old', 11, null, '  def name; end'),
  line(h, 'new', null, 11, '  def name = @name', [12, 11]),
  line(h, 'new', null, 12, '  def email = @email', [12, 12]),
  line(h, null, 12, 13, 'end'),
]);

/** `README.md`: a new file. */
export const readme = textFile('README.md', (h) => [line(h, 'new', null, 1, '# Test'), line(h, 'new', null, 2, 'Hello')], { new_file: true, a_mode: '0' });

/** `lib/old_name.rb` → `lib/new_name.rb` with no changes. */
export const renamed: DiffFile = {
  ...textFile('lib/new_name.rb', () => []),
  old_path: 'lib/old_name.rb',
  renamed_file: true,
  viewer: { name: 'renamed' },
  alternate_viewer: { name: 'text' },
  highlighted_diff_lines: [],
  parallel_diff_lines: [],
};

/** `bin/run`: only its mode changed. */
export const modeOnly: DiffFile = { ...textFile('bin/run', () => []), mode_changed: true, a_mode: '100644', b_mode: '100755', viewer: { name: 'mode_changed' }, highlighted_diff_lines: [], parallel_diff_lines: [] };

/** `files/images/logo.png`: an image changed (no `diff_refs` of its own: the metadata's apply). */
export const image: DiffFile = { ...textFile('files/images/logo.png', () => []), diff_refs: null, viewer: { name: 'image' }, old_size: 1024, new_size: 2048, highlighted_diff_lines: [], parallel_diff_lines: [] };

/** `files/archive.bin`: a binary file, not diffable. */
export const binary: DiffFile = { ...textFile('files/archive.bin', () => []), viewer: { name: 'not_diffable' }, highlighted_diff_lines: [], parallel_diff_lines: [] };

/** `db/schema.rb`: large, collapsed by the server with no lines in the batch. */
export const large: DiffFile = { ...textFile('db/schema.rb', () => []), added_lines: 900, viewer: { name: 'collapsed', collapsed: true, automatically_collapsed: true }, highlighted_diff_lines: [], parallel_diff_lines: [] };
export const largeLoaded: DiffFile = textFile('db/schema.rb', (h) => [line(h, 'new', null, 1, 'ActiveRecord::Schema.define do')]);

export const allFiles = [userRb, readme, renamed, modeOnly, image, binary, large];

export function metadataFile(file: DiffFile): DiffMetadataFile {
  return {
    added_lines: file.added_lines,
    removed_lines: file.removed_lines,
    new_path: file.new_path,
    old_path: file.old_path,
    new_file: file.new_file,
    deleted_file: file.deleted_file,
    renamed_file: file.renamed_file,
    file_identifier_hash: file.file_identifier_hash,
    file_hash: file.file_hash,
  };
}

export function diffsMetadata(files: readonly DiffFile[] = allFiles): DiffsMetadata {
  return {
    real_size: String(files.length),
    size: files.length,
    branch_name: 'feature',
    target_branch_name: 'main',
    added_lines: files.reduce((sum, f) => sum + f.added_lines, 0),
    removed_lines: files.reduce((sum, f) => sum + f.removed_lines, 0),
    merge_request_diff: { id: 3, version_index: 2, created_at: '2026-11-20T10:00:00Z', commits_count: 2, latest: true, short_commit_sha: HEAD.slice(0, 8), head_commit_sha: HEAD },
    merge_request_diffs: [
      { id: 3, version_index: 2, created_at: '2026-11-20T10:00:00Z', commits_count: 2, latest: true, short_commit_sha: HEAD.slice(0, 8), head_commit_sha: HEAD },
      { id: 2, version_index: 1, created_at: '2026-11-19T10:00:00Z', commits_count: 1, latest: false, short_commit_sha: START.slice(0, 8), head_commit_sha: START },
    ],
    diff_files: files.map(metadataFile),
    diff_refs: { base_sha: BASE, start_sha: START, head_sha: HEAD },
  };
}

/** One `diffs_batch.json` page of `files`, `perPage` a page. */
export function diffsBatch(files: readonly DiffFile[], page: number, perPage: number, view?: unknown): DiffsBatch {
  const total = Math.max(1, Math.ceil(files.length / perPage));
  return {
    diff_files: files.slice((page - 1) * perPage, page * perPage).map((file) => inView(file, view)),
    pagination: { current_page: page, next_page: page < total ? page + 1 : null, total_pages: total },
  };
}

/** Context lines as GitLab's blob diff route answers them (lines `since`..`to` of the new file). */
export function contextLines(hash: string, since: number, to: number, offset: number): DiffLine[] {
  return Array.from({ length: to - since + 1 }, (_, i) => line(hash, null, since + i - offset, since + i, `line ${since + i}`));
}
