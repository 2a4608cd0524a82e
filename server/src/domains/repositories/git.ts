import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Bare repositories live under `<dataDir>/repositories/<full path>.git`, like GitLab's legacy storage. */
export function repositoryPath(dataDir: string, projectFullPath: string): string {
  if (!/^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/.test(projectFullPath) || projectFullPath.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not a project path: ${projectFullPath}`);
  }
  return path.join(dataDir, 'repositories', `${projectFullPath}.git`);
}

/** The same author everywhere: commits must not depend on the machine's git config. */
const ENV = {
  GIT_AUTHOR_NAME: 'Administrator',
  GIT_AUTHOR_EMAIL: 'root@example.com',
  GIT_COMMITTER_NAME: 'Administrator',
  GIT_COMMITTER_EMAIL: 'root@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_TERMINAL_PROMPT: '0',
};

/** Runs git on a bare repository (arguments are never passed through a shell); `env` adds to the fixed environment. */
export async function git(repo: string, args: string[], input?: string, env: Record<string, string> = {}): Promise<string> {
  const child = run('git', ['--git-dir', repo, ...args], { env: { ...process.env, ...ENV, HOME: repo, ...env }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
  if (input !== undefined) {
    child.child.stdin?.end(input);
  }
  const { stdout } = await child;
  return stdout;
}

/** Runs git on a bare repository and answers its output as bytes (blobs: images, binary files). */
export async function gitBuffer(repo: string, args: string[]): Promise<Buffer> {
  const { stdout } = await run('git', ['--git-dir', repo, ...args], { env: { ...process.env, ...ENV, HOME: repo }, maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' });
  return stdout;
}

export interface TreeEntry {
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  name: string;
}

/** `git ls-tree` of a directory at a revision; empty when the repository, revision or directory is missing. */
export async function listTree(repo: string, revision: string, directory: string): Promise<TreeEntry[]> {
  if (!fs.existsSync(repo)) return [];
  let out: string;
  try {
    out = await git(repo, ['ls-tree', '-z', `${revision}:${directory}`]);
  } catch {
    return [];
  }
  return out
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, name] = line.split('\t') as [string, string];
      const [mode, type, sha] = meta.split(' ') as [string, TreeEntry['type'], string];
      return { mode, type, sha, name };
    });
}

export async function readBlob(repo: string, sha: string): Promise<string> {
  if (!/^[0-9a-f]{40,64}$/.test(sha)) throw new Error('not an object id');
  return git(repo, ['cat-file', 'blob', sha]);
}

/** Creates an empty bare repository whose HEAD is `main`, unless one is there (a project nobody pushed to yet). */
export async function initRepository(repo: string): Promise<void> {
  if (fs.existsSync(path.join(repo, 'HEAD'))) return;
  fs.mkdirSync(repo, { recursive: true });
  await run('git', ['init', '--quiet', '--bare', '--initial-branch=main', repo], { env: { ...process.env, ...ENV } });
}

/** A nested map of path segments to contents, written as one commit. */
type Tree = { [name: string]: string | Tree };

function toTree(files: Record<string, string>): Tree {
  const root: Tree = {};
  for (const [file, content] of Object.entries(files)) {
    const parts = file.split('/');
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
    node[parts.at(-1) as string] = content;
  }
  return root;
}

async function writeTree(repo: string, tree: Tree): Promise<string> {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      const sha = (await git(repo, ['hash-object', '-w', '--stdin'], value)).trim();
      lines.push(`100644 blob ${sha}\t${name}`);
    } else {
      lines.push(`040000 tree ${await writeTree(repo, value)}\t${name}`);
    }
  }
  return (await git(repo, ['mktree', '-z'], lines.map((l) => `${l}\0`).join(''))).trim();
}

/**
 * Creates a bare repository whose default branch `main` holds `files` in one commit, unless a repository
 * with a `main` branch is already there (so seeding twice changes nothing). Returns whether it wrote.
 */
export async function ensureRepository(repo: string, files: Record<string, string>, message: string): Promise<boolean> {
  if (fs.existsSync(repo)) {
    try {
      await git(repo, ['rev-parse', '--verify', '--quiet', 'refs/heads/main']);
      return false;
    } catch {
      // An empty or broken repository: written below.
    }
  }
  fs.mkdirSync(repo, { recursive: true });
  await run('git', ['init', '--quiet', '--bare', '--initial-branch=main', repo], { env: { ...process.env, ...ENV } });
  const tree = await writeTree(repo, toTree(files));
  const commit = (await git(repo, ['commit-tree', tree, '-m', message])).trim();
  await git(repo, ['update-ref', 'refs/heads/main', commit]);
  return true;
}

export interface CommitAuthor {
  name: string;
  email: string;
}

/**
 * Adds one commit on top of `main` changing `files` (others kept), authored by `author`. Used by the
 * seed for commits of other people than the administrator.
 */
export async function commitFiles(repo: string, files: Record<string, string>, message: string, author: CommitAuthor): Promise<string> {
  const parent = (await git(repo, ['rev-parse', '--verify', 'refs/heads/main'])).trim();
  const index = path.join(repo, `seed-index-${process.pid}`);
  const env = { GIT_INDEX_FILE: index, GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email };
  const gitWith = (args: string[], input?: string) => git(repo, args, input, env);
  try {
    await gitWith(['read-tree', parent]);
    for (const [file, content] of Object.entries(files)) {
      const sha = (await gitWith(['hash-object', '-w', '--stdin'], content)).trim();
      await gitWith(['update-index', '--add', '--cacheinfo', `100644,${sha},${file}`]);
    }
    const tree = (await gitWith(['write-tree'])).trim();
    const commit = (await gitWith(['commit-tree', tree, '-p', parent, '-m', message])).trim();
    await git(repo, ['update-ref', 'refs/heads/main', commit, parent]);
    return commit;
  } finally {
    fs.rmSync(index, { force: true });
  }
}

/** Where `main` points, read from the ref files (no process): the loose ref, else packed-refs; null when neither says. */
function mainTip(repo: string): string | null {
  try {
    return fs.readFileSync(path.join(repo, 'refs', 'heads', 'main'), 'utf8').trim();
  } catch {
    // Packed (after a gc) or missing.
  }
  try {
    const packed = fs.readFileSync(path.join(repo, 'packed-refs'), 'utf8');
    return /^([0-9a-f]{40,64}) refs\/heads\/main$/m.exec(packed)?.[1] ?? null;
  } catch {
    return null;
  }
}

const authorEmailsByTip = new Map<string, { tip: string; emails: Set<string> }>();

/**
 * Lower-cased author emails of every commit reachable from the default branch (`main`); empty when
 * the repository or the branch does not exist. Kept per repository until `main` moves: notes are
 * serialized on hot paths (every discussions page, every poll), and the history is only read again
 * after a commit.
 */
export async function commitAuthorEmails(repo: string): Promise<Set<string>> {
  if (!fs.existsSync(repo)) return new Set();
  const tip = mainTip(repo);
  const cached = authorEmailsByTip.get(repo);
  if (tip !== null && cached?.tip === tip) return cached.emails;
  let out: string;
  try {
    out = await git(repo, ['log', '--format=%ae', 'refs/heads/main', '--']);
  } catch {
    return new Set();
  }
  const emails = new Set(out.split('\n').map((line) => line.trim().toLowerCase()).filter(Boolean));
  if (tip !== null) authorEmailsByTip.set(repo, { tip, emails });
  return emails;
}
