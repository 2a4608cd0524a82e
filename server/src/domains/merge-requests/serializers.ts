import type { LabelRow } from '../labels/tables.ts';
import { milestoneJson } from '../milestones/serializers.ts';
import type { MilestoneRow } from '../milestones/tables.ts';
import { taskCompletionStatus } from '../../markdown/tasks.ts';
import { filePath, parseDiffLines, sha1, type DiffFile } from '../repositories/diff.ts';
import { userBasicJson } from '../users/serializers.ts';
import type { UserRow } from '../users/tables.ts';
import type { MergeRequestContext } from './service.ts';
import type { MergeRequestDiffRow, MergeRequestRow } from './tables.ts';

export interface MrRelations {
  author: UserRow;
  assignees: UserRow[];
  reviewers: UserRow[];
  labels: LabelRow[];
  milestone: MilestoneRow | null;
  mergeUser: UserRow | null;
  closedBy: UserRow | null;
  userNotesCount: number;
  upvotes: number;
  downvotes: number;
  /** The head of the latest version (REST `sha`). */
  sha: string | null;
  hasConflicts: boolean;
  blockingDiscussionsResolved: boolean;
}

export function mrReference(mr: Pick<MergeRequestRow, 'iid'>, fullPath: string, full: boolean): string {
  return full ? `${fullPath}!${mr.iid}` : `!${mr.iid}`;
}

export function mrWebPath(fullPath: string, mr: Pick<MergeRequestRow, 'iid'>): string {
  return `/${fullPath}/-/merge_requests/${mr.iid}`;
}

/** GitLab's merge_status / detailed_merge_status from what is known. */
export function mergeStatus(mr: MergeRequestRow, rel: Pick<MrRelations, 'hasConflicts' | 'blockingDiscussionsResolved'>): { merge_status: string; detailed_merge_status: string } {
  if (mr.state !== 'opened') return { merge_status: mr.state === 'merged' ? 'merged' : 'cannot_be_merged', detailed_merge_status: 'not_open' };
  if (rel.hasConflicts) return { merge_status: 'cannot_be_merged', detailed_merge_status: 'broken_status' };
  if (mr.draft) return { merge_status: 'can_be_merged', detailed_merge_status: 'draft_status' };
  if (!rel.blockingDiscussionsResolved) return { merge_status: 'can_be_merged', detailed_merge_status: 'discussions_not_resolved' };
  return { merge_status: 'can_be_merged', detailed_merge_status: 'mergeable' };
}

/** The identity fields every REST merge request entity starts with (`Entities::IssuableEntity`). */
export function mergeRequestIdentityJson(mr: MergeRequestRow) {
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: mr.projectId,
    title: mr.title,
    description: mr.description,
    state: mr.state,
    created_at: mr.createdAt.toISOString(),
    updated_at: mr.updatedAt.toISOString(),
  };
}

/** REST v4 `Entities::MergeRequestBasic` + the list fields (GitLab 16.2). */
export function mrApiJson(base: string, mr: MergeRequestRow, fullPath: string, rel: MrRelations) {
  const status = mergeStatus(mr, rel);
  const users = (list: UserRow[]) => list.map((u) => userBasicJson(base, u));
  return {
    ...mergeRequestIdentityJson(mr),
    merged_by: rel.mergeUser ? userBasicJson(base, rel.mergeUser) : null,
    merge_user: rel.mergeUser ? userBasicJson(base, rel.mergeUser) : null,
    merged_at: mr.mergedAt?.toISOString() ?? null,
    closed_by: rel.closedBy ? userBasicJson(base, rel.closedBy) : null,
    closed_at: mr.closedAt?.toISOString() ?? null,
    target_branch: mr.targetBranch,
    source_branch: mr.sourceBranch,
    user_notes_count: rel.userNotesCount,
    upvotes: rel.upvotes,
    downvotes: rel.downvotes,
    author: userBasicJson(base, rel.author),
    assignees: users(rel.assignees),
    assignee: rel.assignees[0] ? userBasicJson(base, rel.assignees[0]) : null,
    reviewers: users(rel.reviewers),
    source_project_id: mr.sourceProjectId,
    target_project_id: mr.projectId,
    labels: rel.labels.map((l) => l.title),
    draft: mr.draft,
    work_in_progress: mr.draft,
    milestone: rel.milestone ? milestoneJson(base, rel.milestone, { projectPath: fullPath }) : null,
    merge_when_pipeline_succeeds: false,
    ...status,
    sha: rel.sha,
    merge_commit_sha: mr.mergeCommitSha,
    squash_commit_sha: null,
    discussion_locked: mr.discussionLocked,
    should_remove_source_branch: mr.shouldRemoveSourceBranch,
    force_remove_source_branch: mr.shouldRemoveSourceBranch,
    prepared_at: mr.createdAt.toISOString(),
    reference: mrReference(mr, fullPath, false),
    references: { short: mrReference(mr, fullPath, false), relative: mrReference(mr, fullPath, false), full: mrReference(mr, fullPath, true) },
    web_url: `${base}${mrWebPath(fullPath, mr)}`,
    time_stats: { time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null },
    squash: mr.squash,
    squash_on_merge: mr.squash,
    task_completion_status: taskCompletionStatus(mr.description ?? ''),
    has_conflicts: rel.hasConflicts,
    blocking_discussions_resolved: rel.blockingDiscussionsResolved,
  };
}

/** REST v4 `Entities::MergeRequest` (single): the basic fields plus subscription, diff refs and the viewer's can_merge. */
export function mrSingleApiJson(
  base: string,
  ctx: MergeRequestContext,
  rel: MrRelations,
  extra: { subscribed: boolean; latest: MergeRequestDiffRow | null; changesCount: string | null; canMerge: boolean },
) {
  return {
    ...mrApiJson(base, ctx.mr, ctx.fullPath, rel),
    subscribed: extra.subscribed,
    changes_count: extra.changesCount,
    latest_build_started_at: null,
    latest_build_finished_at: null,
    first_deployed_to_production_at: null,
    pipeline: null,
    head_pipeline: null,
    diff_refs: diffRefs(extra.latest),
    merge_error: null,
    first_contribution: false,
    user: { can_merge: extra.canMerge },
    rebase_in_progress: false,
    diverged_commits_count: 0,
  };
}

export function diffRefs(version: MergeRequestDiffRow | null) {
  return version ? { base_sha: version.baseCommitSha, head_sha: version.headCommitSha, start_sha: version.startCommitSha } : null;
}

/** REST's diff of one file (`changes`, `diffs`, `versions/:id`). */
export function restDiffJson(file: DiffFile) {
  return {
    old_path: file.old_path,
    new_path: file.new_path,
    a_mode: file.a_mode,
    b_mode: file.b_mode,
    new_file: file.new_file,
    renamed_file: file.renamed_file,
    deleted_file: file.deleted_file,
    diff: file.diff,
  };
}

/** REST `versions`: a version without its diffs. */
export function versionJson(version: MergeRequestDiffRow, mr: MergeRequestRow) {
  return {
    id: version.id,
    head_commit_sha: version.headCommitSha,
    base_commit_sha: version.baseCommitSha,
    start_commit_sha: version.startCommitSha,
    created_at: version.createdAt.toISOString(),
    merge_request_id: mr.id,
    state: version.state,
    real_size: version.realSize,
  };
}

// ---- web diffs JSON (GitLab's DiffFileEntity, DiffLineEntity, DiffsMetadataEntity) ----

export { diffLanguageOf, diffLineJson } from '../repositories/diffLines.ts';
import { diffLineJson, diffLanguageOf } from '../repositories/diffLines.ts';

type LineJson = ReturnType<typeof diffLineJson>;

/** Gitlab::Diff::ParallelDiff: removed lines on the left paired with the added lines after them on the right. */
export function parallelLines(lines: LineJson[]): Array<{ left: LineJson | null; right: LineJson | null }> {
  const rows: Array<{ left: LineJson | null; right: LineJson | null }> = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as LineJson;
    if (line.type === 'old') {
      const olds: LineJson[] = [];
      while (i < lines.length && (lines[i]?.type === 'old' || lines[i]?.type === 'old-nonewline')) olds.push(lines[i++] as LineJson);
      const news: LineJson[] = [];
      while (i < lines.length && (lines[i]?.type === 'new' || lines[i]?.type === 'new-nonewline')) news.push(lines[i++] as LineJson);
      for (let k = 0; k < Math.max(olds.length, news.length); k++) rows.push({ left: olds[k] ?? null, right: news[k] ?? null });
    } else if (line.type === 'new' || line.type === 'new-nonewline') {
      rows.push({ left: null, right: line });
      i++;
    } else {
      rows.push({ left: line, right: line });
      i++;
    }
  }
  return rows;
}

export interface DiffFileContext {
  base: string;
  fullPath: string;
  mr: MergeRequestRow;
  version: MergeRequestDiffRow;
  /** The diff's start (a compared version's head) or the version's base. */
  fromSha: string;
}

const blobPath = (ctx: DiffFileContext, sha: string | null, path: string) => `/${ctx.fullPath}/-/blob/${sha}/${path.split('/').map(encodeURIComponent).join('/')}`;

function viewerName(file: DiffFile): string {
  if (file.too_large) return 'too_large';
  if (file.collapsed) return 'collapsed';
  if (file.binary) return /\.(png|jpe?g|gif|bmp|webp|ico|svg)$/i.test(filePath(file)) ? 'image' : 'no_preview';
  if (file.renamed_file && file.diff === '') return 'renamed';
  if (file.a_mode !== file.b_mode && file.diff === '' && !file.new_file && !file.deleted_file) return 'mode_changed';
  return 'text';
}

/**
 * A file of diffs_metadata's `diff_files`, for the file tree and the list's headers: GitLab's
 * DiffFileMetadataEntity (the counts, paths, new/deleted and `file_hash`) with what tells the viewer
 * apart (`viewer`, the modes, renamed, binary, collapsed, too large). The rest of the file (blob, paths
 * of its views, shas) comes with its lines in the batch: a 1,000-file diff's metadata stays half the size.
 */
export function diffFileMetadataJson(file: DiffFile) {
  const path = filePath(file);
  const viewer = viewerName(file);
  return {
    added_lines: file.added_lines,
    removed_lines: file.removed_lines,
    new_path: file.new_path,
    old_path: file.old_path,
    new_file: file.new_file,
    deleted_file: file.deleted_file,
    submodule: file.a_mode === '160000' || file.b_mode === '160000',
    file_identifier_hash: sha1(`${file.old_path}-${file.new_path}`),
    file_hash: sha1(path),
    file_path: path,
    renamed_file: file.renamed_file,
    mode_changed: file.a_mode !== file.b_mode && !file.new_file && !file.deleted_file,
    a_mode: file.a_mode,
    b_mode: file.b_mode,
    too_large: file.too_large,
    collapsed: file.collapsed,
    binary: file.binary,
    viewer: { name: viewer, collapsed: file.collapsed, too_large: file.too_large, automatically_collapsed: file.collapsed, manually_collapsed: false, whitespace_only: false },
  };
}

/** DiffFileEntity without lines: the metadata's fields and the file's blob, shas and view paths. */
function diffFileEntityJson(file: DiffFile, ctx: DiffFileContext) {
  const path = filePath(file);
  return {
    ...diffFileMetadataJson(file),
    blob: { id: file.new_blob_id, path, name: path.split('/').at(-1), mode: file.b_mode, readable_text: !file.binary },
    old_blob_id: file.old_blob_id,
    new_blob_id: file.new_blob_id,
    content_sha: ctx.version.headCommitSha,
    stored_externally: null,
    external_storage: null,
    edit_path: null,
    view_path: blobPath(ctx, file.deleted_file ? ctx.fromSha : ctx.version.headCommitSha, file.deleted_file ? file.old_path : file.new_path),
    context_lines_path: `/${ctx.fullPath}/-/blob/${ctx.version.headCommitSha}/${path.split('/').map(encodeURIComponent).join('/')}/diff`,
    old_size: null,
    new_size: null,
    is_fully_expanded: false,
  };
}

/** The threads on the lines of the file at `path` (line codes `<sha1(path)>_<old>_<new>`), top to bottom. */
function lineThreadsOf(path: string, byLine: ReadonlyMap<string, unknown[]>): unknown[] {
  const prefix = `${sha1(path)}_`;
  const place = (code: string) => code.slice(prefix.length).split('_').map(Number) as [number, number];
  const codes = [...byLine.keys()].filter((code) => code.startsWith(prefix));
  codes.sort((a, b) => {
    const [oldA, newA] = place(a);
    const [oldB, newB] = place(b);
    return newA - newB || oldA - oldB;
  });
  return codes.flatMap((code) => byLine.get(code) ?? []);
}

/**
 * Which lines a diffs read sends (GitLab's `diff_view`, from `?view=`): `inline` only `highlighted_diff_lines`,
 * `parallel` only `parallel_diff_lines` (DiffFileEntity's inline_diff_view? / parallel_diff_view?), `both`
 * when the request names no view (this server's answer before the parameter: clients that read both keep
 * working). GitLab reads any other value as inline.
 */
export type DiffLinesView = 'inline' | 'parallel' | 'both';

export function diffLinesView(view: unknown): DiffLinesView {
  if (view === undefined) return 'both';
  return view === 'parallel' ? 'parallel' : 'inline';
}

/** DiffFileEntity with its lines (diffs_batch, diff_for_path): those of `view` (see {@link DiffLinesView}). */
export function diffFileJson(file: DiffFile, ctx: DiffFileContext, whitespaceOnly = false, threads?: { byLine: Map<string, unknown[]>; byFile: Map<string, unknown[]> }, view: DiffLinesView = 'both') {
  const language = diffLanguageOf(filePath(file));
  // Diff threads on their lines (diffNotes.ts: diffThreadsOn); the side-by-side rows share the line objects.
  const lines = parseDiffLines(file.diff, filePath(file)).map((line) => ({ ...diffLineJson(line, language), discussions: (line.line_code && threads?.byLine.get(line.line_code)) || [] }));
  const meta = diffFileEntityJson(file, ctx);
  const fileThreads = threads?.byFile.get(filePath(file)) ?? [];
  return {
    ...meta,
    viewer: { ...meta.viewer, whitespace_only: whitespaceOnly },
    ...(view === 'parallel' ? {} : { highlighted_diff_lines: lines }),
    ...(view === 'inline' ? {} : { parallel_diff_lines: parallelLines(lines) }),
    // A file sent without its lines (collapsed past GitLab's safe limits or for its size, or too large)
    // keeps its line threads on the file, as GitLab's diffs store keeps a line-less file's discussions:
    // they show under its header until its lines are loaded (diff_for_path puts them on their lines).
    discussions: (file.collapsed || file.too_large) && threads ? [...fileThreads, ...lineThreadsOf(filePath(file), threads.byLine)] : fileThreads,
  };
}
