import fs from 'node:fs';
import { git } from './git.ts';

/** A commit as git tells it (`git log` with a fixed format). */
export interface CommitInfo {
  id: string;
  parentIds: string[];
  authorName: string;
  authorEmail: string;
  authoredDate: string;
  committerName: string;
  committerEmail: string;
  committedDate: string;
  /** The whole message (subject, blank line, body), as written. */
  message: string;
}

const FIELD = '\x1f';
const RECORD = '\x1e';
const FORMAT = ['%H', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B'].join('%x1f') + '%x1e';

function parseCommits(out: string): CommitInfo[] {
  return out
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.includes(FIELD))
    .map((record) => {
      const [id, parents, authorName, authorEmail, authoredDate, committerName, committerEmail, committedDate, message] = record.split(FIELD) as string[];
      return {
        id: id ?? '',
        parentIds: parents ? parents.split(' ') : [],
        authorName: authorName ?? '',
        authorEmail: authorEmail ?? '',
        authoredDate: authoredDate ?? '',
        committerName: committerName ?? '',
        committerEmail: committerEmail ?? '',
        committedDate: committedDate ?? '',
        message: message ?? '',
      };
    });
}

/** A ref name, sha or revision a client may name: never an option, never a range or a path. */
export function safeRevision(revision: string): boolean {
  return revision.length > 0 && revision.length <= 1024 && !revision.startsWith('-') && !/[\s\0:~^?*[\\]|\.\.|@\{/.test(revision);
}

/** The commit a ref, branch or sha names, or null (also for an absent repository or an unsafe name). */
export async function resolveCommit(repo: string, revision: string): Promise<string | null> {
  if (!safeRevision(revision) || !fs.existsSync(repo)) return null;
  try {
    return (await git(repo, ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`])).trim() || null;
  } catch {
    return null;
  }
}

/** One commit, or null. */
export async function readCommit(repo: string, sha: string): Promise<CommitInfo | null> {
  const [commit] = parseCommits(await git(repo, ['log', '-1', `--format=${FORMAT}`, sha, '--']));
  return commit ?? null;
}

/** Several commits by id, in the order given (one git call). */
export async function readCommitsById(repo: string, ids: readonly string[]): Promise<Map<string, CommitInfo>> {
  if (ids.length === 0) return new Map();
  const commits = parseCommits(await git(repo, ['log', '--no-walk=unsorted', `--format=${FORMAT}`, ...new Set(ids), '--']));
  return new Map(commits.map((commit) => [commit.id, commit]));
}

export interface LogFilter {
  path?: string | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
  author?: string | undefined;
  firstParent?: boolean | undefined;
}

function logArgs(filter: LogFilter): string[] {
  const args: string[] = [];
  if (filter.since) args.push(`--since=${filter.since.toISOString()}`);
  if (filter.until) args.push(`--until=${filter.until.toISOString()}`);
  if (filter.author) args.push('--regexp-ignore-case', '--fixed-strings', `--author=${filter.author}`);
  if (filter.firstParent) args.push('--first-parent');
  return args;
}

/** A page of the history reachable from `revisions` (`a..b` ranges as resolved commits), newest first. */
export async function logCommits(repo: string, revisions: string[], filter: LogFilter, page: { offset: number; limit: number }): Promise<CommitInfo[]> {
  const args = ['log', `--format=${FORMAT}`, `--skip=${page.offset}`, `--max-count=${page.limit}`, ...logArgs(filter), ...revisions, '--'];
  if (filter.path) args.push(`:(literal)${filter.path}`);
  return parseCommits(await git(repo, args));
}

/** How many commits {@link logCommits} pages over. */
export async function countCommits(repo: string, revisions: string[], filter: LogFilter): Promise<number> {
  const args = ['rev-list', '--count', ...logArgs(filter), ...revisions, '--'];
  if (filter.path) args.push(`:(literal)${filter.path}`);
  return Number((await git(repo, args)).trim()) || 0;
}

/** Lines added and removed by a commit against its first parent (the empty tree for a root commit). */
export async function commitStats(repo: string, sha: string): Promise<{ additions: number; deletions: number; total: number }> {
  const out = await git(repo, ['diff-tree', '--root', '--no-commit-id', '--numstat', '-r', '-M', sha]);
  let additions = 0;
  let deletions = 0;
  for (const line of out.split('\n')) {
    const [added, removed] = line.split('\t');
    if (added && added !== '-') additions += Number(added) || 0;
    if (removed && removed !== '-') deletions += Number(removed) || 0;
  }
  return { additions, deletions, total: additions + deletions };
}

export interface BranchInfo {
  name: string;
  sha: string;
}

/** Every branch with its head commit, by name. */
export async function listBranches(repo: string): Promise<BranchInfo[]> {
  if (!fs.existsSync(repo)) return [];
  const out = await git(repo, ['for-each-ref', '--sort=refname', '--format=%(refname:lstrip=2)%00%(objectname)', 'refs/heads']);
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, sha] = line.split('\0') as [string, string];
      return { name, sha };
    });
}

/** Names of branches merged into `target` (their head is reachable from it). */
export async function mergedBranches(repo: string, target: string): Promise<Set<string>> {
  try {
    const out = await git(repo, ['for-each-ref', '--format=%(refname:lstrip=2)', `--merged=${target}`, 'refs/heads']);
    return new Set(out.split('\n').filter(Boolean));
  } catch {
    return new Set();
  }
}

/** Git's own rule for branch names (`git check-ref-format --branch`), plus GitLab's: no bare sha-like or HEAD. */
export async function validBranchName(repo: string, name: string): Promise<boolean> {
  if (!name || name === 'HEAD' || name.startsWith('-') || /^[0-9a-f]{40}$/.test(name)) return false;
  try {
    await git(repo, ['check-ref-format', `refs/heads/${name}`]);
    return true;
  } catch {
    return false;
  }
}

export interface TreeItem {
  id: string;
  name: string;
  type: 'blob' | 'tree' | 'commit';
  path: string;
  mode: string;
}

/** The entries of a directory at a commit (recursive: every entry below it); null when the path is no directory. */
export async function readTree(repo: string, sha: string, directory: string, recursive: boolean): Promise<TreeItem[] | null> {
  const dir = directory.replace(/^\/+|\/+$/g, '');
  if (dir) {
    try {
      const type = (await git(repo, ['cat-file', '-t', `${sha}:${dir}`])).trim();
      if (type !== 'tree') return null;
    } catch {
      return null;
    }
  }
  const out = await git(repo, ['ls-tree', '-z', ...(recursive ? ['-r', '-t'] : []), dir ? `${sha}:${dir}` : sha]);
  const items = out
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      const [mode, type, id] = line.slice(0, tab).split(' ') as [string, TreeItem['type'], string];
      const relative = line.slice(tab + 1);
      const full = dir ? `${dir}/${relative}` : relative;
      return { id, name: relative.split('/').at(-1) ?? relative, type, path: full, mode };
    });
  // GitLab lists folders first, then files, each by name.
  const rank = (item: TreeItem) => (item.type === 'tree' ? 0 : item.type === 'commit' ? 1 : 2);
  return recursive ? items : items.sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export interface BlobInfo {
  id: string;
  mode: string;
  size: number;
}

/** The entry at `path` in commit `sha` (read from its directory's listing, so names are never patterns). */
export async function entryAt(repo: string, sha: string, path: string): Promise<TreeItem & { size: number } | null> {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (!clean) return null;
  const slash = clean.lastIndexOf('/');
  const dir = slash < 0 ? '' : clean.slice(0, slash);
  const name = clean.slice(slash + 1);
  let out: string;
  try {
    out = await git(repo, ['ls-tree', '-l', '-z', dir ? `${sha}:${dir}` : sha]);
  } catch {
    return null;
  }
  const line = out.split('\0').find((entry) => entry.slice(entry.indexOf('\t') + 1) === name);
  if (!line) return null;
  const [mode, type, id, size] = line.slice(0, line.indexOf('\t')).split(/\s+/) as [string, TreeItem['type'], string, string];
  return { id, name, type, path: clean, mode, size: Number(size) || 0 };
}

/** The blob at `path` in commit `sha` (null when absent or not a file). */
export async function blobAt(repo: string, sha: string, path: string): Promise<BlobInfo | null> {
  const entry = await entryAt(repo, sha, path);
  return entry && entry.type === 'blob' ? { id: entry.id, mode: entry.mode, size: entry.size } : null;
}

/** The last commit at or before `sha` that changed `path`. */
export async function lastCommitFor(repo: string, sha: string, path: string): Promise<string | null> {
  const out = (await git(repo, ['log', '-1', '--format=%H', sha, '--', `:(literal)${path}`])).trim();
  return out || null;
}

/** The merge base of two commits, or null when they share no history. */
export async function mergeBase(repo: string, a: string, b: string): Promise<string | null> {
  try {
    return (await git(repo, ['merge-base', a, b])).trim() || null;
  } catch {
    return null;
  }
}
