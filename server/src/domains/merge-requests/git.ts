import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { git } from '../repositories/git.ts';

const run = promisify(execFile);

/** Branch names git accepts (no `..`, no control characters, no leading `-`), as `git check-ref-format --branch`. */
export function validBranchName(name: string): boolean {
  const control = [...name].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  return name.length > 0 && name.length <= 255 && !control && !name.startsWith('-') && !/[\s~^:?*[\\]|\.\.|@\{|\/\/|\/$|\.lock$|\.$/.test(name) && name !== '@';
}

/** The commit a branch points at, or null when the repository or branch is missing. */
export async function branchSha(repo: string, branch: string): Promise<string | null> {
  if (!fs.existsSync(repo) || !validBranchName(branch)) return null;
  try {
    return (await git(repo, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}^{commit}`])).trim() || null;
  } catch {
    return null;
  }
}

export async function mergeBase(repo: string, a: string, b: string): Promise<string | null> {
  try {
    return (await git(repo, ['merge-base', a, b])).trim() || null;
  } catch {
    return null;
  }
}

export async function isAncestor(repo: string, ancestor: string, descendant: string): Promise<boolean> {
  try {
    await git(repo, ['merge-base', '--is-ancestor', ancestor, descendant]);
    return true;
  } catch {
    return false;
  }
}

export interface CommitInfo {
  id: string;
  short_id: string;
  parent_ids: string[];
  title: string;
  message: string;
  author_name: string;
  author_email: string;
  authored_date: string;
  committer_name: string;
  committer_email: string;
  committed_date: string;
}

/** Commits reachable from `head` and not from `base`, newest first (`git log base..head`). */
export async function commitsBetween(repo: string, base: string | null, head: string, limit = 10000): Promise<CommitInfo[]> {
  const range = base ? `${base}..${head}` : head;
  const out = await git(repo, ['log', `--max-count=${limit}`, '--format=%H%x00%P%x00%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%cI%x00%B%x1e', range, '--']);
  return out
    .split('\x1e')
    .map((record) => record.replace(/^\n/, ''))
    .filter(Boolean)
    .map((record) => {
      const [id, parents, an, ae, ad, cn, ce, cd, body] = record.split('\0') as string[];
      const message = body ?? '';
      return {
        id: id as string,
        short_id: (id as string).slice(0, 8),
        parent_ids: (parents ?? '').split(' ').filter(Boolean),
        title: message.split('\n', 1)[0] ?? '',
        message,
        author_name: an as string,
        author_email: ae as string,
        authored_date: ad as string,
        committer_name: cn as string,
        committer_email: ce as string,
        committed_date: cd as string,
      };
    });
}

export type MergeOutcome = { kind: 'merged'; sha: string } | { kind: 'conflict' } | { kind: 'moved' } | { kind: 'not_fast_forward' };

/**
 * Merges `sourceSha` into `targetBranch` (at `targetSha`) of a bare repository: a merge commit made with
 * `git merge-tree --write-tree` and `commit-tree`, or a fast-forward; the ref moves only if it still is
 * at `targetSha` (compare-and-swap).
 */
export async function mergeIntoBranch(
  repo: string,
  targetBranch: string,
  targetSha: string,
  sourceSha: string,
  options: { fastForward: boolean; message: string; author: { name: string; email: string } },
): Promise<MergeOutcome> {
  const ref = `refs/heads/${targetBranch}`;
  let sha: string;
  if (options.fastForward || (await isAncestor(repo, sourceSha, targetSha))) {
    if (!(await isAncestor(repo, targetSha, sourceSha))) return { kind: 'not_fast_forward' };
    sha = sourceSha;
  } else {
    let tree: string;
    try {
      tree = (await git(repo, ['merge-tree', '--write-tree', '--no-messages', targetSha, sourceSha])).trim().split('\n')[0] ?? '';
    } catch {
      // Exit status 1: the merge has conflicts (the tree is written with conflict markers; not used).
      return { kind: 'conflict' };
    }
    const env = { GIT_AUTHOR_NAME: options.author.name, GIT_AUTHOR_EMAIL: options.author.email, GIT_COMMITTER_NAME: options.author.name, GIT_COMMITTER_EMAIL: options.author.email };
    sha = (await git(repo, ['commit-tree', tree, '-p', targetSha, '-p', sourceSha, '-m', options.message], undefined, env)).trim();
  }
  try {
    await git(repo, ['update-ref', ref, sha, targetSha]);
  } catch {
    return { kind: 'moved' };
  }
  return { kind: 'merged', sha };
}

/**
 * Answers of {@link hasConflicts} by repository and commit pair: two commits merge the same way every
 * time, so the page JSON (read on every load and refetch) runs `git merge-tree` once per pair, in each
 * API process. Bounded: the oldest answer goes first.
 */
const conflictAnswers = new Map<string, boolean>();
const CONFLICT_ANSWERS_MAX = 1000;

/** Whether merging would conflict (no ref moves). */
export async function hasConflicts(repo: string, targetSha: string, sourceSha: string): Promise<boolean> {
  const key = `${repo}\0${targetSha}\0${sourceSha}`;
  const known = conflictAnswers.get(key);
  if (known !== undefined) return known;
  let conflicts: boolean;
  try {
    await run('git', ['--git-dir', repo, 'merge-tree', '--write-tree', '--no-messages', targetSha, sourceSha], { env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: repo } });
    conflicts = false;
  } catch (error) {
    // Exit status 1 is git's "conflicts"; anything else (a missing repository…) is not kept.
    if ((error as { code?: unknown }).code !== 1) return true;
    conflicts = true;
  }
  conflictAnswers.set(key, conflicts);
  if (conflictAnswers.size > CONFLICT_ANSWERS_MAX) conflictAnswers.delete(conflictAnswers.keys().next().value as string);
  return conflicts;
}
