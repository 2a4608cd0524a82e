import type { DiffFile } from './diff.ts';
import type { BranchInfo, CommitInfo, TreeItem } from './reads.ts';
import { developersCan, isProtectedBranch, DEFAULT_BRANCH } from './rules.ts';

/** git's ISO dates (`2026-01-31T12:00:00+00:00`) with GitLab's milliseconds (`…:00.000+00:00`). */
export function gitlabDate(iso: string): string {
  return iso.replace(/(T\d\d:\d\d:\d\d)(?=[+-]|Z)/, '$1.000');
}

/** API::Entities::Commit. */
export function commitJson(base: string, fullPath: string, commit: CommitInfo) {
  return {
    id: commit.id,
    short_id: commit.id.slice(0, 11),
    created_at: gitlabDate(commit.committedDate),
    parent_ids: commit.parentIds,
    title: commit.message.split('\n', 1)[0] ?? '',
    message: commit.message,
    author_name: commit.authorName,
    author_email: commit.authorEmail,
    authored_date: gitlabDate(commit.authoredDate),
    committer_name: commit.committerName,
    committer_email: commit.committerEmail,
    committed_date: gitlabDate(commit.committedDate),
    trailers: {},
    web_url: `${base}/${fullPath}/-/commit/${commit.id}`,
  };
}

/** API::Entities::CommitDetail: the commit with its stats (when asked), pipeline status and project. */
export function commitDetailJson(base: string, fullPath: string, projectId: number, commit: CommitInfo, stats: { additions: number; deletions: number; total: number } | null) {
  return {
    ...commitJson(base, fullPath, commit),
    ...(stats ? { stats } : {}),
    status: null,
    project_id: projectId,
    last_pipeline: null,
  };
}

/** API::Entities::Branch. */
export function branchJson(base: string, fullPath: string, branch: BranchInfo, commit: CommitInfo, facts: { merged: boolean; canPush: boolean }) {
  const can = developersCan(branch.name);
  return {
    name: branch.name,
    commit: commitJson(base, fullPath, commit),
    merged: facts.merged,
    protected: isProtectedBranch(branch.name),
    developers_can_push: can.push,
    developers_can_merge: can.merge,
    can_push: facts.canPush,
    default: branch.name === DEFAULT_BRANCH,
    web_url: `${base}/${fullPath}/-/tree/${branch.name}`,
  };
}

/** API::Entities::Diff: one file of a commit's or a comparison's diff. */
export function diffJson(file: DiffFile) {
  return {
    diff: file.diff,
    new_path: file.new_path,
    old_path: file.old_path,
    a_mode: file.a_mode,
    b_mode: file.b_mode,
    new_file: file.new_file,
    renamed_file: file.renamed_file,
    deleted_file: file.deleted_file,
  };
}

/** API::Entities::TreeObject. */
export function treeItemJson(item: TreeItem) {
  return { id: item.id, name: item.name, type: item.type, path: item.path, mode: item.mode };
}
