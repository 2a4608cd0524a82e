import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';

/** A change of one commit: write a file (regular, executable or symlink), delete or rename a path. */
export type FileChange =
  | { op: 'write'; path: string; content: string | Buffer; mode?: '100644' | '100755' | '120000' }
  | { op: 'delete'; path: string }
  | { op: 'rename'; from: string; to: string };

export interface Person {
  name: string;
  email: string;
}

export interface ImportCommit {
  /** The ref the commit goes to (`refs/heads/main`); the ref moves to it. */
  ref: string;
  /** A name for this commit, so later commits can start from or merge it. */
  mark: string;
  /** The commit it builds on (a mark); absent for a root commit or to continue the ref's previous commit. */
  from?: string;
  /** Further parents (a merge commit). */
  merge?: string[];
  author: Person;
  committer?: Person;
  at: Date;
  message: string;
  changes: FileChange[];
}

/** fast-import's quoted path: always quoted, so spaces and quotes in names are safe. */
function quote(path: string): string {
  return `"${path.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

function data(content: string | Buffer): Buffer[] {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return [Buffer.from(`data ${bytes.length}\n`), bytes, Buffer.from('\n')];
}

/**
 * The `git fast-import` stream of `commits` (marks resolved in order). One process writes a whole
 * history with its branches, instead of several git calls per file and commit.
 */
export function fastImportStream(commits: readonly ImportCommit[]): Buffer {
  const marks = new Map<string, number>();
  const markOf = (name: string) => {
    const found = marks.get(name);
    if (found === undefined) throw new Error(`unknown commit ${name}`);
    return `:${found}`;
  };
  const parts: Buffer[] = [];
  commits.forEach((commit, index) => {
    if (marks.has(commit.mark)) throw new Error(`commit ${commit.mark} twice`);
    const seconds = Math.floor(commit.at.getTime() / 1000);
    const committer = commit.committer ?? commit.author;
    parts.push(
      Buffer.from(
        [`commit ${commit.ref}`, `mark :${index + 1}`, `author ${commit.author.name} <${commit.author.email}> ${seconds} +0000`, `committer ${committer.name} <${committer.email}> ${seconds} +0000`, ''].join('\n'),
      ),
    );
    parts.push(...data(commit.message));
    if (commit.from) parts.push(Buffer.from(`from ${markOf(commit.from)}\n`));
    for (const parent of commit.merge ?? []) parts.push(Buffer.from(`merge ${markOf(parent)}\n`));
    for (const change of commit.changes) {
      if (change.op === 'delete') parts.push(Buffer.from(`D ${quote(change.path)}\n`));
      else if (change.op === 'rename') parts.push(Buffer.from(`R ${quote(change.from)} ${quote(change.to)}\n`));
      else parts.push(Buffer.from(`M ${change.mode ?? '100644'} inline ${quote(change.path)}\n`), ...data(change.content));
    }
    parts.push(Buffer.from('\n'));
    marks.set(commit.mark, index + 1);
  });
  parts.push(Buffer.from('done\n'));
  return Buffer.concat(parts);
}

/** Feeds `commits` to `git fast-import` in the bare repository `repo`; resolves with each mark's commit id. */
export async function fastImport(repo: string, commits: readonly ImportCommit[]): Promise<Map<string, string>> {
  const stream = fastImportStream(commits);
  const marksFile = `${repo}/fast-import-marks`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn('git', ['--git-dir', repo, 'fast-import', '--quiet', '--done', `--export-marks=${marksFile}`], {
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: repo },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`git fast-import failed (${code}): ${stderr}`))));
    child.stdin.end(stream);
  });
  const exported = await readFile(marksFile, 'utf8');
  await rm(marksFile, { force: true });
  const byNumber = new Map(exported.split('\n').filter(Boolean).map((line) => line.split(' ') as [string, string]));
  return new Map(commits.map((commit, index) => [commit.mark, byNumber.get(`:${index + 1}`) ?? '']));
}
