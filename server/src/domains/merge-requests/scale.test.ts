import { beforeAll, describe, expect, it } from 'vitest';
import { seedRepositories } from '../../seed/repositories.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';

// The bench data sets of issue 12 (bench/lib/data.mjs makes them through the same calls): a 1,000-file
// merge request and a 10,000-line file, answered within GitLab's diff limits.

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
}, 120_000);

const create = async (title: string, branch: string, files: Record<string, string>) => {
  const actions = Object.entries(files).map(([file_path, content]) => ({ action: 'create', file_path, content }));
  const commit = await f.api('POST', '/projects/1/repository/commits', 'root', { branch, start_branch: 'main', commit_message: title, actions, stats: 'false' });
  expect(commit.statusCode, commit.body).toBe(201);
  const mr = await f.api('POST', '/projects/1/merge_requests', 'root', { source_branch: branch, target_branch: 'main', title });
  expect(mr.statusCode, mr.body).toBe(201);
  return mr.json<{ iid: number }>();
};

describe('merge requests at bench scale', () => {
  it('lists 1,000 changed files, collapsing those past the safe limits, and pages them', async () => {
    const files = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`bench/many/${String(i + 1).padStart(4, '0')}.ts`, `export const value${i + 1} = ${i + 1};\n`]));
    const { iid } = await create('Thousand files', 'bench/many', files);
    const base = `/gitlab-org/gitlab/-/merge_requests/${iid}`;
    const meta = (await f.call('anonymous', 'GET', `${base}/diffs_metadata.json`)).json();
    expect(meta).toMatchObject({ real_size: '1000', size: 1000, added_lines: 1000, render_overflow_warning: false });
    // GitLab's safe limit: the first 100 files expanded, the rest collapsed (loaded on demand).
    expect(meta.diff_files.filter((d: { collapsed: boolean }) => !d.collapsed)).toHaveLength(100);
    // The tree's metadata carries no blob, shas nor view paths (they come with the lines): about 0.6 KB a file.
    expect(meta.diff_files[0].blob).toBeUndefined();
    expect(JSON.stringify(meta).length).toBeLessThan(700_000);
    const page = (await f.call('anonymous', 'GET', `${base}/diffs_batch.json?page=20&per_page=50`)).json();
    expect(page.pagination).toMatchObject({ current_page: 20, next_page: null, total_pages: 20 });
    expect(page.diff_files[49].file_path).toBe('bench/many/1000.ts');
    const one = (await f.call('anonymous', 'GET', `${base}/diff_for_path.json?old_path=bench/many/0999.ts&new_path=bench/many/0999.ts`)).json();
    expect(one.diff_files[0].highlighted_diff_lines.map((l: { text: string }) => l.text)).toEqual(['+export const value999 = 999;']);
  }, 180_000);

  it("keeps a collapsed file's line threads on the file in the batch, and puts them on their lines once its lines are loaded", async () => {
    const files = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`bench/threads/${String(i + 1).padStart(4, '0')}.ts`, `export const value${i + 1} = ${i + 1};\n`]));
    const { iid } = await create('Threads past the safe limits', 'bench/threads', files);
    const mr = (await f.api('GET', `/projects/1/merge_requests/${iid}`, 'root')).json<{ diff_refs: Record<string, string> }>();
    const thread = async (path: string, body: string) => {
      const created = await f.api('POST', `/projects/1/merge_requests/${iid}/discussions`, 'root', { body, position: { ...mr.diff_refs, position_type: 'text', old_path: path, new_path: path, old_line: null, new_line: 1 } });
      expect(created.statusCode, created.body).toBe(201);
    };
    await thread('bench/threads/0001.ts', 'On an expanded file');
    await thread('bench/threads/0119.ts', 'On a collapsed file');
    const base = `/gitlab-org/gitlab/-/merge_requests/${iid}`;
    type Batch = { diff_files: { file_path: string; collapsed: boolean; discussions: { notes: { note: string }[] }[]; highlighted_diff_lines: { discussions: { notes: { note: string }[] }[] }[] }[] };
    const batch = (page: number) => f.call('developer', 'GET', `${base}/diffs_batch.json?page=${page}&per_page=100`).then((r) => r.json<Batch>());
    const first = (await batch(1)).diff_files[0]!;
    expect(first.collapsed).toBe(false);
    expect(first.discussions).toEqual([]);
    expect(first.highlighted_diff_lines[0]!.discussions.map((d) => d.notes[0]!.note)).toEqual(['On an expanded file']);
    const collapsed = (await batch(2)).diff_files.find((file) => file.file_path === 'bench/threads/0119.ts')!;
    expect(collapsed).toMatchObject({ collapsed: true, highlighted_diff_lines: [] });
    expect(collapsed.discussions.map((d) => d.notes[0]!.note)).toEqual(['On a collapsed file']);
    const loaded = (await f.call('developer', 'GET', `${base}/diff_for_path.json?old_path=bench/threads/0119.ts&new_path=bench/threads/0119.ts`)).json<Batch>().diff_files[0]!;
    expect(loaded.discussions).toEqual([]);
    expect(loaded.highlighted_diff_lines[0]!.discussions.map((d) => d.notes[0]!.note)).toEqual(['On a collapsed file']);
  }, 180_000);

  it('answers a 10,000-line file collapsed in the batch and whole through diff_for_path', async () => {
    const { iid } = await create('Long file', 'bench/long', { 'bench/long.txt': Array.from({ length: 10_000 }, (_, i) => `line ${i + 1}`).join('\n') + '\n' });
    const base = `/gitlab-org/gitlab/-/merge_requests/${iid}`;
    const batch = (await f.call('anonymous', 'GET', `${base}/diffs_batch.json`)).json();
    expect(batch.diff_files[0]).toMatchObject({ collapsed: true, too_large: false, added_lines: 10_000 });
    expect(batch.diff_files[0].highlighted_diff_lines).toEqual([]);
    const full = (await f.call('anonymous', 'GET', `${base}/diff_for_path.json?new_path=bench/long.txt&old_path=bench/long.txt`)).json();
    expect(full.diff_files[0].highlighted_diff_lines).toHaveLength(10_000);
    expect(full.diff_files[0].highlighted_diff_lines.at(-1)).toMatchObject({ new_line: 10_000, type: 'new' });
  }, 180_000);
});
