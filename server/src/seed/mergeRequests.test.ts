import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../test/issueFixtures.ts';
import { mergeRequests } from '../domains/merge-requests/tables.ts';
import { git, repositoryPath } from '../domains/repositories/git.ts';
import { DEMO_BRANCHES } from './demoRepository.ts';
import { seedMergeRequests } from './mergeRequests.ts';
import { seedRepositories } from './repositories.ts';

let f: IssueFixtures;

beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  await seedMergeRequests(f.t.database.db, f.t.dataDir);
}, 180_000);

const iidOf = async (branch: string) => (await f.t.database.db.select({ iid: mergeRequests.iid }).from(mergeRequests).where(eq(mergeRequests.sourceBranch, branch)))[0]?.iid;

describe('seeded merge requests', () => {
  it('opens one merge request per demo branch, with one version per push, merged, closed and draft ones', async () => {
    const list = (await f.api('GET', '/projects/1/merge_requests?state=all&per_page=100', 'anonymous')).json();
    expect(list.map((m: { source_branch: string }) => m.source_branch).sort()).toEqual(DEMO_BRANCHES.map((b) => b.name).sort());
    for (const branch of DEMO_BRANCHES) {
      const iid = await iidOf(branch.name);
      const versions = (await f.api('GET', `/projects/1/merge_requests/${iid}/versions`, 'anonymous')).json();
      expect(versions, branch.name).toHaveLength(branch.pushes);
      const mr = (await f.api('GET', `/projects/1/merge_requests/${iid}`, 'anonymous')).json();
      expect(mr.state, branch.name).toBe(branch.state);
      expect(mr.draft, branch.name).toBe(branch.draft);
      if (branch.case === 'conflict') expect(mr.has_conflicts).toBe(true);
      if (branch.case === 'merged') {
        const repo = repositoryPath(f.t.dataDir, 'gitlab-org/gitlab');
        expect((await git(repo, ['rev-parse', 'refs/heads/main'])).trim()).toBe(mr.merge_commit_sha);
      }
    }
  });

  it('shows every change kind in the diffs JSON', async () => {
    const meta = async (branch: string, query = '') => (await f.call('anonymous', 'GET', `/gitlab-org/gitlab/-/merge_requests/${await iidOf(branch)}/diffs_metadata.json${query}`)).json();
    const renames = (await meta('refactor/move-scripts')).diff_files;
    expect(renames.find((d: { new_path: string }) => d.new_path === 'docs/installation.md')).toMatchObject({ renamed_file: true, old_path: 'docs/setup.md', viewer: { name: 'renamed' } });
    const modes = (await meta('chore/deploy-permissions')).diff_files;
    expect(modes.find((d: { new_path: string }) => d.new_path === 'bin/deploy')).toMatchObject({ a_mode: '100644', b_mode: '100755', mode_changed: true });
    expect(modes.filter((d: { new_path: string }) => d.new_path === 'config/current').map((d: { a_mode: string; b_mode: string }) => [d.a_mode, d.b_mode])).toEqual([
      ['120000', '0'],
      ['0', '100644'],
    ]);
    const images = (await meta('feature/new-logo')).diff_files;
    expect(images.find((d: { new_path: string }) => d.new_path === 'assets/logo.png')).toMatchObject({ binary: true, viewer: { name: 'image' } });
    const whitespace = await meta('style/whitespace', '?w=1');
    expect(whitespace.added_lines + whitespace.removed_lines).toBe(0);
    expect((await meta('style/whitespace')).added_lines).toBeGreaterThan(0);
  });
});
