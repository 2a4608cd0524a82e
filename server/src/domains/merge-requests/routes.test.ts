import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { projects } from '../projects/tables.ts';
import { publishRepositoryEvents } from '../repositories/events.ts';
import { repositoryPath } from '../repositories/git.ts';
import { sha1 } from '../repositories/diff.ts';
import { notes } from '../notes/tables.ts';
import { milestones } from '../milestones/tables.ts';
import { commitOnBranch } from './fixtures.testing.ts';

let f: IssueFixtures;
let repo: string;
let privateRepo: string;
const P = '/projects/1/merge_requests';
const PRIVATE = '/projects/2/merge_requests';

beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  repo = repositoryPath(f.t.dataDir, 'gitlab-org/gitlab');
  privateRepo = repositoryPath(f.t.dataDir, 'gitlab-org/platform/infrastructure');
  await commitOnBranch(repo, 'main', { 'LEGACY.md': '# GitLab\nold\nnotes\n' }, 'Add legacy notes');
  await commitOnBranch(repo, 'topic/app', { 'app.rb': 'puts "hello"\nputs "world"\n', 'LEGACY.md': null }, 'Add app.rb, drop README');
  await commitOnBranch(repo, 'conflict-a', { 'shared.txt': 'A\n' }, 'A side');
  await commitOnBranch(repo, 'main', { 'shared.txt': 'main side\n' }, 'Main side');
  await commitOnBranch(repo, 'conflict-b', { 'shared.txt': 'B side\n' }, 'B side', 'conflict-a');
  await commitOnBranch(privateRepo, 'secret', { 'secret.txt': 'x\n' }, 'Secret');
}, 120_000);

describe('merge requests REST v4', () => {
  it('creates, shows, lists, updates and deletes with GitLab fields and per-role permissions', async () => {
    // Guests and anonymous users may not create; developers may.
    expect((await f.api('POST', P, 'guest', { source_branch: 'topic/app', target_branch: 'main', title: 'x' })).statusCode).toBe(403);
    expect((await f.api('POST', P, 'anonymous', { source_branch: 'topic/app', target_branch: 'main', title: 'x' })).statusCode).toBe(401);
    const missing = await f.api('POST', P, 'developer', { source_branch: 'nope', target_branch: 'main', title: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: ['Source branch does not exist'] });

    const created = await f.api('POST', P, 'developer', { source_branch: 'topic/app', target_branch: 'main', title: 'Add the app', description: 'Body', labels: 'backend', reviewer_ids: [await f.userId('maintainer')] });
    expect(created.statusCode).toBe(201);
    const mr = created.json();
    expect(mr).toMatchObject({
      iid: 1,
      project_id: 1,
      title: 'Add the app',
      state: 'opened',
      draft: false,
      work_in_progress: false,
      source_branch: 'topic/app',
      target_branch: 'main',
      labels: ['backend'],
      author: { username: 'developer' },
      reviewers: [{ username: 'maintainer' }],
      merge_status: 'can_be_merged',
      detailed_merge_status: 'mergeable',
      references: { short: '!1', full: 'gitlab-org/gitlab!1' },
      web_url: 'http://localhost:8080/gitlab-org/gitlab/-/merge_requests/1',
      // Its author, a developer, may not merge into the protected default branch.
      user: { can_merge: false },
      changes_count: '2',
      has_conflicts: false,
    });
    expect(mr.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(mr.diff_refs.head_sha).toBe(mr.sha);
    const again = await f.api('POST', P, 'developer', { source_branch: 'topic/app', target_branch: 'main', title: 'dup' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toEqual(['Another open merge request already exists for this source branch: !1']);

    // Anyone who can read the public project reads it; the list filters and pages.
    for (const who of ['anonymous', 'outsider', 'guest', 'reporter', 'developer', 'maintainer', 'owner', 'root']) {
      const shown = await f.api('GET', `${P}/1`, who);
      expect(shown.statusCode, who).toBe(200);
      expect(shown.json().user.can_merge, who).toBe(['maintainer', 'owner', 'root'].includes(who));
    }
    const list = await f.api('GET', `${P}?state=opened&labels=backend&search=app&per_page=1`, 'anonymous');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { iid: number }) => m.iid)).toEqual([1]);
    expect(list.headers['x-total']).toBe('1');
    expect((await f.api('GET', `${P}?state=merged`, 'anonymous')).json()).toEqual([]);
    expect((await f.api('GET', `/merge_requests?scope=created_by_me`, 'developer')).json().map((m: { iid: number }) => m.iid)).toContain(1);
    expect((await f.api('GET', `/merge_requests`, 'anonymous')).statusCode).toBe(401);
    // GitLab 16.2's other list filters: milestone (title, None, Any), reviewer_username, created/updated after/before.
    const [milestone] = await f.t.database.db.insert(milestones).values({ projectId: 1, iid: 90, title: 'MR filter 1.0' }).returning();
    expect((await f.api('PUT', `${P}/1`, 'developer', { milestone_id: milestone!.id })).statusCode).toBe(200);
    const iidsOf = async (query: string) => (await f.api('GET', `${P}?${query}`, 'developer')).json().map((m: { iid: number }) => m.iid);
    expect(await iidsOf('milestone=MR+filter+1.0')).toEqual([1]);
    expect(await iidsOf('milestone=Any')).toEqual([1]);
    expect(await iidsOf('milestone=None')).toEqual([]);
    expect(await iidsOf('reviewer_username=maintainer')).toEqual([1]);
    expect(await iidsOf('reviewer_username=developer')).toEqual([]);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await iidsOf(`created_after=${encodeURIComponent(past)}&updated_before=${encodeURIComponent(future)}`)).toEqual([1]);
    expect(await iidsOf(`created_before=${encodeURIComponent(past)}`)).toEqual([]);
    expect(await iidsOf(`updated_after=${encodeURIComponent(future)}`)).toEqual([]);
    const badDate = await f.api('GET', `${P}?created_after=yesterday`, 'developer');
    expect(badDate.statusCode).toBe(400);
    expect(JSON.stringify(badDate.json())).toContain('created_after is invalid');
    expect((await f.api('PUT', `${P}/1`, 'developer', { milestone_id: 0 })).json().milestone).toBeNull();

    // Update: reporters may not, the author may; draft through the title prefix; close and reopen.
    expect((await f.api('PUT', `${P}/1`, 'reporter', { title: 'Nope' })).statusCode).toBe(403);
    const drafted = await f.api('PUT', `${P}/1`, 'developer', { draft: true, add_labels: 'frontend' });
    expect(drafted.json()).toMatchObject({ title: 'Draft: Add the app', draft: true, labels: ['backend', 'frontend'], detailed_merge_status: 'draft_status' });
    const closed = await f.api('PUT', `${P}/1`, 'developer', { state_event: 'close', draft: false });
    expect(closed.json()).toMatchObject({ state: 'closed', draft: false, title: 'Add the app', closed_by: { username: 'developer' } });
    expect((await f.api('PUT', `${P}/1`, 'developer', { state_event: 'reopen' })).json().state).toBe('opened');
    const history = await f.t.database.db.select({ note: notes.note }).from(notes).where(eq(notes.noteableType, 'MergeRequest'));
    expect(history.map((n) => n.note)).toEqual(expect.arrayContaining(['marked this merge request as **draft**', 'closed', 'reopened']));

    // Delete: owners only.
    const victim = (await f.api('POST', P, 'developer', { source_branch: 'conflict-a', target_branch: 'main', title: 'To delete' })).json();
    expect((await f.api('DELETE', `${P}/${victim.iid}`, 'maintainer')).statusCode).toBe(403);
    expect((await f.api('DELETE', `${P}/${victim.iid}`, 'owner')).statusCode).toBe(204);
    expect((await f.api('GET', `${P}/${victim.iid}`, 'owner')).json()).toEqual({ message: '404 Merge Request Not Found' });
  });

  it('hides merge requests of private projects from non-members and guests', async () => {
    const created = await f.api('POST', PRIVATE, 'maintainer', { source_branch: 'secret', target_branch: 'main', title: 'Secret change' });
    expect(created.statusCode).toBe(201);
    expect((await f.api('GET', `${PRIVATE}/1`, 'anonymous')).statusCode).toBe(404);
    expect((await f.api('GET', `${PRIVATE}/1`, 'outsider')).statusCode).toBe(404);
    expect((await f.api('GET', `${PRIVATE}/1`, 'guest')).statusCode).toBe(404);
    expect((await f.api('GET', `${PRIVATE}/1`, 'reporter')).statusCode).toBe(200);
    expect((await f.api('GET', '/merge_requests?scope=all&search=Secret', 'outsider')).json()).toEqual([]);
    expect((await f.api('GET', '/merge_requests?scope=all&search=Secret', 'reporter')).json().map((m: { title: string }) => m.title)).toEqual(['Secret change']);
    expect((await f.call('guest', 'GET', '/gitlab-org/platform/infrastructure/-/merge_requests/1/diffs_metadata.json')).statusCode).toBe(404);
  });

  it('answers changes, diffs, versions, commits and participants; a push makes a new version', async () => {
    const changes = (await f.api('GET', `${P}/1/changes`, 'anonymous')).json();
    expect(changes.changes).toEqual([
      { old_path: 'LEGACY.md', new_path: 'LEGACY.md', a_mode: '100644', b_mode: '0', new_file: false, renamed_file: false, deleted_file: true, diff: expect.stringMatching(/^@@ -1,3 \+0,0 @@\n-# GitLab/) },
      { old_path: 'app.rb', new_path: 'app.rb', a_mode: '0', b_mode: '100644', new_file: true, renamed_file: false, deleted_file: false, diff: '@@ -0,0 +1,2 @@\n+puts "hello"\n+puts "world"\n' },
    ]);
    const diffs = await f.api('GET', `${P}/1/diffs?per_page=1&page=2`, 'anonymous');
    expect(diffs.json().map((d: { new_path: string }) => d.new_path)).toEqual(['app.rb']);
    expect(diffs.headers['x-total']).toBe('2');
    expect((await f.api('GET', `${P}/1/commits`, 'anonymous')).json().map((c: { title: string }) => c.title)).toEqual(['Add app.rb, drop README']);
    const participants = (await f.api('GET', `${P}/1/participants`, 'anonymous')).json();
    expect(participants.map((u: { username: string }) => u.username)).toEqual(['developer', 'maintainer']);

    const before = (await f.api('GET', `${P}/1/versions`, 'anonymous')).json();
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ state: 'collected', real_size: '2', merge_request_id: expect.any(Number), head_commit_sha: expect.any(String), base_commit_sha: expect.any(String), start_commit_sha: expect.any(String) });
    const pushed = await commitOnBranch(repo, 'topic/app', { 'app.rb': 'puts "hello"\nputs "there"\n' }, 'Say there');
    const [project] = await f.t.database.db.select().from(projects).where(eq(projects.id, 1));
    await publishRepositoryEvents({ db: f.t.database.db, live: f.t.app.live, dataDir: f.t.dataDir }, [{ type: 'pushed', projectId: project?.id ?? 1, userId: await f.userId('developer'), ref: 'refs/heads/topic/app', before: before[0].head_commit_sha, after: pushed }]);
    // A real push is an HTTP POST, which empties the read cache; here the event is published directly.
    f.t.app.readCache.store.bump();
    const after = (await f.api('GET', `${P}/1/versions`, 'anonymous')).json();
    expect(after.map((v: { head_commit_sha: string }) => v.head_commit_sha)).toEqual([pushed, before[0].head_commit_sha]);
    const version = (await f.api('GET', `${P}/1/versions/${after[1].id}`, 'anonymous')).json();
    expect(version.diffs.map((d: { new_path: string }) => d.new_path)).toEqual(['LEGACY.md', 'app.rb']);
    expect(version.commits).toHaveLength(1);
    const notesNow = await f.t.database.db.select({ note: notes.note }).from(notes).where(eq(notes.noteableType, 'MergeRequest'));
    expect(notesNow.some((n) => n.note.startsWith('added 1 commit\n\n* '))).toBe(true);
  });

  it('serves the diffs page JSON: metadata, batches with line codes, one file, version comparison', async () => {
    const base = '/gitlab-org/gitlab/-/merge_requests/1';
    const meta = (await f.call('anonymous', 'GET', `${base}/diffs_metadata.json`)).json();
    expect(meta).toMatchObject({ real_size: '2', size: 2, added_lines: 2, removed_lines: 3, branch_name: 'topic/app', target_branch_name: 'main', latest_diff: true });
    expect(meta.merge_request_diffs).toHaveLength(2);
    expect(meta.diff_files[1]).toMatchObject({ file_path: 'app.rb', file_hash: sha1('app.rb'), new_file: true, added_lines: 2, removed_lines: 0, viewer: { name: 'text' } });
    expect(meta.diff_files[1].highlighted_diff_lines).toBeUndefined();

    const batch = (await f.call('anonymous', 'GET', `${base}/diffs_batch.json?page=2&per_page=1`)).json();
    expect(batch.pagination).toMatchObject({ current_page: 2, next_page: null, total_pages: 2 });
    const [file] = batch.diff_files;
    expect(file.highlighted_diff_lines[0]).toEqual({ line_code: `${sha1('app.rb')}_0_1`, type: 'new', old_line: null, new_line: 1, text: '+puts "hello"', meta_data: null, rich_text: '+puts <span class="s">&quot;hello&quot;</span>', can_receive_suggestion: true, discussions: [] });
    expect(file.parallel_diff_lines[0].left).toBeNull();
    expect(file.parallel_diff_lines[0].right.new_line).toBe(1);

    const one = (await f.call('anonymous', 'GET', `${base}/diff_for_path.json?old_path=app.rb&new_path=app.rb`)).json();
    expect(one.diff_files.map((d: { file_path: string }) => d.file_path)).toEqual(['app.rb']);

    // GitLab's `view`: inline sends only highlighted_diff_lines, parallel only parallel_diff_lines (any other
    // value reads as inline); the next page's address keeps the view.
    const inline = (await f.call('anonymous', 'GET', `${base}/diffs_batch.json?page=1&per_page=1&view=inline`)).json();
    expect(inline.diff_files[0]).not.toHaveProperty('parallel_diff_lines');
    expect(inline.diff_files[0].highlighted_diff_lines.length).toBeGreaterThan(0);
    expect(inline.pagination.next_page_href).toBe(`${base}/diffs_batch.json?page=2&per_page=1&view=inline`);
    const parallel = (await f.call('anonymous', 'GET', `${base}/diffs_batch.json?page=2&per_page=1&view=parallel`)).json();
    expect(parallel.diff_files[0]).not.toHaveProperty('highlighted_diff_lines');
    expect(parallel.diff_files[0].parallel_diff_lines).toEqual(file.parallel_diff_lines);
    expect(parallel.diff_files[0]).toEqual({ ...file, highlighted_diff_lines: undefined });
    const unknown = (await f.call('anonymous', 'GET', `${base}/diffs_batch.json?page=2&per_page=1&view=sideways`)).json();
    expect(unknown.diff_files[0].highlighted_diff_lines).toEqual(file.highlighted_diff_lines);
    expect(unknown.diff_files[0]).not.toHaveProperty('parallel_diff_lines');
    const oneInline = (await f.call('anonymous', 'GET', `${base}/diff_for_path.json?old_path=app.rb&new_path=app.rb&view=inline`)).json();
    expect(oneInline.diff_files[0].highlighted_diff_lines).toEqual(one.diff_files[0].highlighted_diff_lines);
    expect(oneInline.diff_files[0]).not.toHaveProperty('parallel_diff_lines');
    const oneParallel = (await f.call('anonymous', 'GET', `${base}/diff_for_path.json?old_path=app.rb&new_path=app.rb&view=parallel`)).json();
    expect(oneParallel.diff_files[0].parallel_diff_lines).toEqual(one.diff_files[0].parallel_diff_lines);
    expect(oneParallel.diff_files[0]).not.toHaveProperty('highlighted_diff_lines');

    // Comparing the latest version with the first: only the second push's change.
    const first = meta.merge_request_diffs[1];
    const compared = (await f.call('anonymous', 'GET', `${base}/diffs_batch.json?diff_id=${meta.merge_request_diffs[0].id}&start_sha=${first.head_commit_sha}`)).json();
    expect(compared.diff_files.map((d: { file_path: string }) => d.file_path)).toEqual(['app.rb']);
    expect(compared.diff_files[0].highlighted_diff_lines.map((l: { text: string }) => l.text)).toEqual([' puts "hello"', '-puts "world"', '+puts "there"']);
    expect((await f.call('anonymous', 'GET', `${base}/commits.json`)).json().count).toBe(2);
  });

  it('merges for real, and refuses drafts, conflicts, unresolved threads and closed ones with GitLab answers', async () => {
    // A conflicting MR: 406.
    const conflicting = (await f.api('POST', P, 'developer', { source_branch: 'conflict-b', target_branch: 'main', title: 'Conflicts' })).json();
    expect(conflicting.has_conflicts).toBe(true);
    // The page JSON says so too, before anyone tries to merge (the Merge widget reads it).
    const page = (await f.call('developer', 'GET', `/gitlab-org/gitlab/-/merge_requests/${conflicting.iid}.json`)).json();
    expect(page).toMatchObject({ has_conflicts: true, merge_status: 'cannot_be_merged', detailed_merge_status: 'broken_status' });
    expect((await f.call('developer', 'GET', '/gitlab-org/gitlab/-/merge_requests/1.json')).json()).toMatchObject({ has_conflicts: false, detailed_merge_status: 'mergeable' });
    const refused = await f.api('PUT', `${P}/${conflicting.iid}/merge`, 'maintainer');
    expect(refused.statusCode).toBe(406);
    expect(refused.json()).toEqual({ message: 'Branch cannot be merged' });
    // Reporters may not merge: 401; nor developers into the protected default branch (maintainers merge there).
    expect((await f.api('PUT', `${P}/1/merge`, 'reporter')).statusCode).toBe(401);
    expect((await f.api('PUT', `${P}/1/merge`, 'developer')).statusCode).toBe(401);
    expect((await f.api('GET', `${P}/1`, 'developer')).json().user).toEqual({ can_merge: false });
    expect((await f.api('GET', `${P}/1`, 'maintainer')).json().user).toEqual({ can_merge: true });
    // A draft: 406.
    await f.api('PUT', `${P}/1`, 'developer', { draft: true });
    expect((await f.api('PUT', `${P}/1/merge`, 'maintainer')).statusCode).toBe(406);
    await f.api('PUT', `${P}/1`, 'developer', { draft: false });
    // A stale sha: 409.
    const stale = await f.api('PUT', `${P}/1/merge`, 'maintainer', { sha: '0'.repeat(40) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'SHA does not match HEAD of source branch' });
    // Unresolved threads when the project requires them resolved: 406.
    const mrRow = (await f.api('GET', `${P}/1`, 'developer')).json();
    await f.t.database.db.update(projects).set({ onlyAllowMergeIfAllDiscussionsAreResolved: true }).where(eq(projects.id, 1));
    const [thread] = await f.t.database.db
      .insert(notes)
      .values({ noteableType: 'MergeRequest', noteableId: mrRow.id, projectId: 1, discussionId: 'a'.repeat(40), authorId: await f.userId('reporter'), note: 'Please fix', noteHtml: '<p>Please fix</p>', resolvable: true, type: 'DiscussionNote' })
      .returning();
    expect((await f.api('PUT', `${P}/1/merge`, 'maintainer')).statusCode).toBe(406);
    await f.t.database.db.update(notes).set({ resolvedAt: new Date() }).where(eq(notes.id, thread?.id ?? 0));

    const merged = await f.api('PUT', `${P}/1/merge`, 'maintainer');
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ state: 'merged', merge_user: { username: 'maintainer' }, merged_by: { username: 'maintainer' } });
    const mergeSha = merged.json().merge_commit_sha;
    expect(mergeSha).toMatch(/^[0-9a-f]{40}$/);
    const { git } = await import('../repositories/git.ts');
    expect((await git(repo, ['rev-parse', 'refs/heads/main'])).trim()).toBe(mergeSha);
    expect((await git(repo, ['show', `${mergeSha}:app.rb`]))).toBe('puts "hello"\nputs "there"\n');
    expect((await git(repo, ['log', '-1', '--format=%s', mergeSha])).trim()).toBe("Merge branch 'topic/app' into 'main'");
    // Merged: 405.
    const twice = await f.api('PUT', `${P}/1/merge`, 'maintainer');
    expect(twice.statusCode).toBe(405);
    expect((await f.api('GET', `${P}?state=merged`, 'anonymous')).json().map((m: { iid: number }) => m.iid)).toEqual([1]);

    // Fast-forward projects: refused until the source contains the target, then main moves to the source's head.
    await f.t.database.db.update(projects).set({ mergeMethod: 'ff', onlyAllowMergeIfAllDiscussionsAreResolved: false }).where(eq(projects.id, 1));
    await commitOnBranch(repo, 'behind', { 'behind.txt': 'x\n' }, 'Behind', 'conflict-a');
    const behind = (await f.api('POST', P, 'developer', { source_branch: 'behind', target_branch: 'main', title: 'Behind main' })).json();
    expect((await f.api('PUT', `${P}/${behind.iid}/merge`, 'maintainer')).statusCode).toBe(406);
    const ahead = await commitOnBranch(repo, 'ahead', { 'ahead.txt': 'y\n' }, 'Ahead', 'main');
    const ffMr = (await f.api('POST', P, 'developer', { source_branch: 'ahead', target_branch: 'main', title: 'Ahead of main' })).json();
    const ff = await f.api('PUT', `${P}/${ffMr.iid}/merge`, 'maintainer');
    expect(ff.json()).toMatchObject({ state: 'merged', merge_commit_sha: null });
    expect((await git(repo, ['rev-parse', 'refs/heads/main'])).trim()).toBe(ahead);
  });
});

describe('context expansion', () => {
  it('answers the lines of a file at a commit as unfolded diff lines, with match lines where more is hidden', async () => {
    const { git } = await import('../repositories/git.ts');
    const sha = (await git(repo, ['rev-parse', 'refs/heads/conflict-b'])).trim();
    await commitOnBranch(repo, 'unfold', { 'long.txt': Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n') + '\n' }, 'Long file', 'main');
    const head = (await git(repo, ['rev-parse', 'refs/heads/unfold'])).trim();
    const base = `/gitlab-org/gitlab/-/blob/${head}/long.txt/diff`;
    const middle = (await f.call('anonymous', 'GET', `${base}?since=10&to=12&offset=2&unfold=true`)).json();
    expect(middle.map((l: { type: string | null; old_line: number | null; new_line: number | null; text: string }) => [l.type, l.old_line, l.new_line, l.text])).toEqual([
      ['match', null, null, ''],
      [null, 8, 10, ' line 10'],
      [null, 9, 11, ' line 11'],
      [null, 10, 12, ' line 12'],
    ]);
    expect(middle[1].line_code).toBe(`${sha1('long.txt')}_8_10`);
    const bottom = (await f.call('anonymous', 'GET', `${base}?since=29&to=-1&offset=0&unfold=true&bottom=true`)).json();
    expect(bottom.map((l: { new_line: number | null }) => l.new_line)).toEqual([29, 30]);
    const partial = (await f.call('anonymous', 'GET', `${base}?since=1&to=2&unfold=true&bottom=true`)).json();
    expect(partial.at(-1)).toMatchObject({ type: 'match', meta_data: { old_pos: 2, new_pos: 2 } });
    expect((await f.call('anonymous', 'GET', `/gitlab-org/gitlab/-/blob/${sha}/missing.txt/diff`)).statusCode).toBe(404);
    expect((await f.call('guest', 'GET', `/gitlab-org/platform/infrastructure/-/blob/${sha}/long.txt/diff`)).statusCode).toBe(404);
  });
});
