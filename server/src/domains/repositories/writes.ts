import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { git } from './git.ts';
import { lastCommitFor } from './reads.ts';

const run = promisify(execFile);

/** GitLab's messages for commit actions that do not apply (Gitlab::Git::Index, Files::UpdateService). */
export const COMMIT_MESSAGES = {
  exists: 'A file with this name already exists',
  missing: "A file with this name doesn't exist",
  directoryExists: 'A directory with this name already exists',
  traversal: 'Path cannot include directory traversal',
  noPath: 'You must provide a file path',
  changed: 'You are attempting to update a file that has changed since you started editing it.',
} as const;

/** A commit action refused with GitLab's message (answered as 400). */
export class CommitActionError extends Error {}

/** One action of GitLab's commits API (POST /repository/commits `actions[]`), content already decoded. */
export interface CommitAction {
  action: 'create' | 'update' | 'move' | 'delete' | 'chmod';
  filePath: string;
  previousPath?: string | undefined;
  content?: Buffer | undefined;
  /** true: 100755, false: 100644; absent: kept (create: 100644). */
  executeFilemode?: boolean | undefined;
  /** Update, move and delete: refused when the file changed since this commit. */
  lastCommitId?: string | undefined;
}

export interface Signature {
  name: string;
  email: string;
}

/** Gitlab::Git::Index#normalize_path: no traversal, no leading or trailing slash. */
export function normalizePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').replace(/^\/+|\/+$/g, '');
  if (!trimmed) throw new CommitActionError(COMMIT_MESSAGES.noPath);
  if (trimmed.split('/').some((part) => part === '..' || part === '.' || part === '') || trimmed.includes('\0') || trimmed.split('/')[0] === '.git') {
    throw new CommitActionError(COMMIT_MESSAGES.traversal);
  }
  return trimmed;
}

interface Entry {
  mode: string;
  sha: string;
}

async function hashBlob(repo: string, content: Buffer): Promise<string> {
  const child = run('git', ['--git-dir', repo, 'hash-object', '-w', '--stdin'], { env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: repo } });
  child.child.stdin?.end(content);
  return (await child).stdout.trim();
}

async function readEntries(repo: string, parent: string | null): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  if (!parent) return entries;
  for (const line of (await git(repo, ['ls-tree', '-r', '-z', parent])).split('\0')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    const [mode, , sha] = line.slice(0, tab).split(' ') as [string, string, string];
    entries.set(line.slice(tab + 1), { mode, sha });
  }
  return entries;
}

const isDirectory = (entries: Map<string, Entry>, file: string) => {
  const prefix = `${file}/`;
  for (const key of entries.keys()) if (key.startsWith(prefix)) return true;
  return false;
};

/**
 * Writes one commit on top of `parent` (null: the first commit of an empty repository) applying `actions`
 * in order, as GitLab's commits API does; answers the new commit's id. The branch is not moved here
 * (see {@link moveBranch}). Refusals throw {@link CommitActionError} with GitLab's messages.
 */
export async function writeCommit(repo: string, parent: string | null, actions: readonly CommitAction[], message: string, author: Signature, committer: Signature): Promise<string> {
  const entries = await readEntries(repo, parent);
  for (const action of actions) {
    const file = normalizePath(action.filePath);
    const current = entries.get(file);
    const checkUnchanged = async (target: string) => {
      if (action.lastCommitId && parent && (await lastCommitFor(repo, parent, target)) !== action.lastCommitId) throw new CommitActionError(COMMIT_MESSAGES.changed);
    };
    const mode = (fallback: string) => (action.executeFilemode === undefined ? fallback : action.executeFilemode ? '100755' : '100644');
    switch (action.action) {
      case 'create': {
        if (current) throw new CommitActionError(COMMIT_MESSAGES.exists);
        if (isDirectory(entries, file)) throw new CommitActionError(COMMIT_MESSAGES.directoryExists);
        const parts = file.split('/');
        for (let i = 1; i < parts.length; i += 1) if (entries.has(parts.slice(0, i).join('/'))) throw new CommitActionError(COMMIT_MESSAGES.exists);
        entries.set(file, { mode: mode('100644'), sha: await hashBlob(repo, action.content ?? Buffer.alloc(0)) });
        break;
      }
      case 'update': {
        if (!current) throw new CommitActionError(COMMIT_MESSAGES.missing);
        await checkUnchanged(file);
        entries.set(file, { mode: mode(current.mode), sha: await hashBlob(repo, action.content ?? Buffer.alloc(0)) });
        break;
      }
      case 'delete': {
        if (!current) throw new CommitActionError(COMMIT_MESSAGES.missing);
        await checkUnchanged(file);
        entries.delete(file);
        break;
      }
      case 'chmod': {
        if (!current) throw new CommitActionError(COMMIT_MESSAGES.missing);
        entries.set(file, { mode: mode(current.mode), sha: current.sha });
        break;
      }
      case 'move': {
        const from = normalizePath(action.previousPath);
        const previous = entries.get(from);
        if (!previous) throw new CommitActionError(COMMIT_MESSAGES.missing);
        if (current && from !== file) throw new CommitActionError(COMMIT_MESSAGES.exists);
        await checkUnchanged(from);
        entries.delete(from);
        const sha = action.content === undefined ? previous.sha : await hashBlob(repo, action.content);
        entries.set(file, { mode: mode(previous.mode), sha });
        break;
      }
    }
  }

  const index = path.join(repo, `api-index-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  try {
    const env = { GIT_INDEX_FILE: index };
    await git(repo, ['read-tree', '--empty'], undefined, env);
    const lines = [...entries].map(([file, entry]) => `${entry.mode} ${entry.sha}\t${file}\0`).join('');
    await git(repo, ['update-index', '-z', '--index-info'], lines, env);
    const tree = (await git(repo, ['write-tree'], undefined, env)).trim();
    const commitEnv = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email };
    return (await git(repo, ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-F', '-'], message, commitEnv)).trim();
  } finally {
    fs.rmSync(index, { force: true });
  }
}

/** Moves `refs/heads/<branch>` from `expected` (null: it must not exist) to `sha`; false when it moved meanwhile. */
export async function moveBranch(repo: string, branch: string, sha: string, expected: string | null): Promise<boolean> {
  try {
    await git(repo, ['update-ref', `refs/heads/${branch}`, sha, expected ?? '0'.repeat(40)]);
    return true;
  } catch {
    return false;
  }
}

/** Deletes `refs/heads/<branch>` if it still points at `expected`; false when it moved meanwhile. */
export async function deleteBranch(repo: string, branch: string, expected: string): Promise<boolean> {
  try {
    await git(repo, ['update-ref', '-d', `refs/heads/${branch}`, expected]);
    return true;
  } catch {
    return false;
  }
}
