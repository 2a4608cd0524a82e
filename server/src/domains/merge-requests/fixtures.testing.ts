import fs from 'node:fs';
import path from 'node:path';
import { git } from '../repositories/git.ts';

/**
 * Test helper: a commit on `branch` (created from `from` when missing) changing `files` (null deletes a
 * path), made with plumbing on the bare repository. Returns the new commit.
 */
export async function commitOnBranch(repo: string, branch: string, files: Record<string, string | null>, message: string, from = 'main'): Promise<string> {
  let parent: string;
  try {
    parent = (await git(repo, ['rev-parse', '--verify', `refs/heads/${branch}`])).trim();
  } catch {
    parent = (await git(repo, ['rev-parse', '--verify', `refs/heads/${from}`])).trim();
  }
  const index = path.join(repo, `test-index-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const env = { GIT_INDEX_FILE: index };
  try {
    await git(repo, ['read-tree', parent], undefined, env);
    for (const [file, content] of Object.entries(files)) {
      if (content === null) {
        await git(repo, ['update-index', '--index-info'], `0 ${'0'.repeat(40)}\t${file}\n`, env);
        continue;
      }
      const sha = (await git(repo, ['hash-object', '-w', '--stdin'], content)).trim();
      await git(repo, ['update-index', '--add', '--cacheinfo', `100644,${sha},${file}`], undefined, env);
    }
    const tree = (await git(repo, ['write-tree'], undefined, env)).trim();
    const commit = (await git(repo, ['commit-tree', tree, '-p', parent, '-m', message])).trim();
    await git(repo, ['update-ref', `refs/heads/${branch}`, commit]);
    return commit;
  } finally {
    fs.rmSync(index, { force: true });
  }
}
