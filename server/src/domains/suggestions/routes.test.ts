import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { commitOnBranch } from '../merge-requests/fixtures.testing.ts';
import { mergeRequestDiffs } from '../merge-requests/tables.ts';
import { suggestions } from '../notes/tables.ts';
import { git, repositoryPath } from '../repositories/git.ts';
import { createDiffNote } from './fixtures.testing.ts';

let f: IssueFixtures;
let repo: string;
const P = '/projects/1/merge_requests';
const FILE = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';

interface Mr {
  id: number;
  iid: number;
  project_id: number;
  diff_refs: { base_sha: string; start_sha: string; head_sha: string };
}

async function openMr(branch: string, files: Record<string, string>): Promise<Mr> {
  await commitOnBranch(repo, branch, files, `Add ${Object.keys(files).join(', ')}`);
  const created = await f.api('POST', P, 'developer', { source_branch: branch, target_branch: 'main', title: `MR ${branch}` });
  expect(created.statusCode).toBe(201);
  return created.json();
}

async function comment(mr: Mr, who: string, body: string, path: string, newLine: number, refs = mr.diff_refs) {
  return createDiffNote(f.t.database.db, f.t.app.live, { mergeRequest: { id: mr.id, projectId: mr.project_id }, authorId: await f.userId(who), body, diffRefs: refs, path, newLine });
}

async function suggestionsOf(noteId: number) {
  return f.t.database.db.select().from(suggestions).where(eq(suggestions.noteId, noteId)).orderBy(suggestions.relativeOrder);
}

async function discussionNote(mr: Mr, who: string, noteId: number) {
  const list = (await f.call(who, 'GET', `/gitlab-org/gitlab/-/merge_requests/${mr.iid}/discussions.json`)).json() as { notes: { id: string; suggestions: Record<string, unknown>[] }[] }[];
  return list.flatMap((d) => d.notes).find((n) => n.id === String(noteId));
}

const log = (ref: string, format: string) => git(repo, ['log', '-1', `--format=${format}`, ref]);
const show = (ref: string, path: string) => git(repo, ['show', `${ref}:${path}`]);

beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  repo = repositoryPath(f.t.dataDir, 'gitlab-org/gitlab');
}, 120_000);

describe('suggestions', () => {
  it('parses suggestions of a DiffNote on create and edit, and shows them in the notes JSON by role', async () => {
    const mr = await openMr('suggest/parse', { 'app.rb': FILE });
    const note = await comment(mr, 'reporter', 'Better:\n```suggestion:-1+1\nLINE 4\n```\nand\n```suggestion\nfive\n```', 'app.rb', 5);
    const rows = await suggestionsOf(note.id);
    expect(rows.map((r) => ({ from: r.fromContent, to: r.toContent, above: r.linesAbove, below: r.linesBelow, order: r.relativeOrder }))).toEqual([
      { from: 'line 4\nline 5\nline 6\n', to: 'LINE 4\n', above: 1, below: 1, order: 0 },
      { from: 'line 5\n', to: 'five\n', above: 0, below: 0, order: 1 },
    ]);

    const [first, second] = rows;
    const developerView = await discussionNote(mr, 'developer', note.id);
    expect(developerView?.suggestions[1]).toEqual({
      id: second?.id,
      from_line: 5,
      to_line: 5,
      appliable: true,
      applied: false,
      from_content: 'line 5\n',
      to_content: 'five\n',
      outdated: false,
      current_user: { can_apply: true },
      inapplicable_reason: null,
      diff_lines: [
        expect.objectContaining({ type: 'match', text: '@@ -5 +5 @@', old_line: null, new_line: null }),
        expect.objectContaining({ type: 'old', text: '-line 5', old_line: 5, new_line: null, rich_text: '-line <span class="m">5</span>' }),
        expect.objectContaining({ type: 'new', text: '+five', old_line: null, new_line: 5 }),
      ],
    });
    expect(developerView?.suggestions[0]).toMatchObject({ id: first?.id, from_line: 4, to_line: 6 });
    for (const who of ['anonymous', 'guest', 'reporter']) {
      const view = await discussionNote(mr, who, note.id);
      expect(view?.suggestions[0], who).toMatchObject({ appliable: true, current_user: { can_apply: false }, inapplicable_reason: "You don't have write access to the source branch." });
    }

    // Editing the body re-reads the blocks (through the web edit route and its note-updated event).
    const edited = await f.call('reporter', 'PUT', `/gitlab-org/gitlab/notes/${note.id}`, { note: { note: '```suggestion:+1\nsix and seven\n```' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().suggestions).toMatchObject([{ from_line: 5, to_line: 6, from_content: 'line 5\nline 6\n', to_content: 'six and seven\n' }]);
    expect((await suggestionsOf(note.id)).length).toBe(1);
    await f.call('reporter', 'PUT', `/gitlab-org/gitlab/notes/${note.id}`, { note: { note: 'No suggestion after all' } });
    expect(await suggestionsOf(note.id)).toEqual([]);
  });

  it('applies one suggestion as a commit on the source branch, by role, then refuses it again', async () => {
    const mr = await openMr('suggest/single', { 'app.rb': FILE });
    const note = await comment(mr, 'reporter', '```suggestion\nLINE 3\n```', 'app.rb', 3);
    const [row] = await suggestionsOf(note.id);
    const url = `/suggestions/${row?.id}/apply`;
    expect((await f.api('PUT', url, 'anonymous')).statusCode).toBe(401);
    for (const who of ['outsider', 'guest', 'reporter']) {
      const refused = await f.api('PUT', url, who);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json(), who).toEqual({ message: '403 Forbidden' });
    }
    const versionsBefore = await f.t.database.db.select().from(mergeRequestDiffs).where(eq(mergeRequestDiffs.mergeRequestId, mr.id));

    const applied = await f.api('PUT', url, 'developer');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ id: row?.id, from_line: 3, to_line: 3, appliable: false, applied: true, from_content: 'line 3\n', to_content: 'LINE 3\n' });
    // The commit: GitLab's default message (with the suggestion's author as co-author), authored by the
    // suggestion's author and committed by the applier.
    expect(await log('suggest/single', '%s')).toBe('Apply 1 suggestion(s) to 1 file(s)\n');
    expect(await log('suggest/single', '%B')).toBe('Apply 1 suggestion(s) to 1 file(s)\n\nCo-authored-by: Rita Reporter <reporter@example.com>\n');
    expect((await log('suggest/single', '%an|%cn')).trim()).toBe('Rita Reporter|Dana Developer');
    expect((await show('suggest/single', 'app.rb')).split('\n').slice(1, 4)).toEqual(['line 2', 'LINE 3', 'line 4']);
    const [stored] = await suggestionsOf(note.id);
    expect(stored).toMatchObject({ applied: true, commitId: (await log('suggest/single', '%H')).trim() });
    // The push made a new diff version.
    const versionsAfter = await f.t.database.db.select().from(mergeRequestDiffs).where(eq(mergeRequestDiffs.mergeRequestId, mr.id));
    expect(versionsAfter.length).toBe(versionsBefore.length + 1);

    const again = await f.api('PUT', url, 'developer');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: "Can't apply this suggestion." });
    expect((await discussionNote(mr, 'developer', note.id))?.suggestions[0]).toMatchObject({ applied: true, appliable: false, inapplicable_reason: "Can't apply this suggestion." });

    expect((await f.api('PUT', '/suggestions/999999/apply', 'developer')).json()).toEqual({ message: 'Suggestion is not applicable as the suggestion was not found.' });
    expect((await f.api('PUT', '/suggestions/999999/apply', 'developer')).statusCode).toBe(404);
  });

  it('applies a batch as one commit with a custom message; refuses overlapping lines and unknown ids', async () => {
    const mr = await openMr('suggest/batch', { 'app.rb': FILE, 'lib.rb': 'a\nb\nc\n' });
    const one = await comment(mr, 'developer', '```suggestion:-1+0\nONE\nTWO\n```', 'app.rb', 2);
    const two = await comment(mr, 'maintainer', '```suggestion\nNINE\n```', 'app.rb', 9);
    const three = await comment(mr, 'developer', '```suggestion\nB\n```', 'lib.rb', 2);
    const overlapping = await comment(mr, 'developer', '```suggestion:-0+1\nx\n```', 'app.rb', 1);
    const [s1] = await suggestionsOf(one.id);
    const [s2] = await suggestionsOf(two.id);
    const [s3] = await suggestionsOf(three.id);
    const [s4] = await suggestionsOf(overlapping.id);

    const conflict = await f.api('PUT', '/suggestions/batch_apply', 'developer', { ids: [s1?.id, s4?.id] });
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json()).toEqual({ message: 'Suggestions are not applicable as their lines cannot overlap.' });
    const missing = await f.api('PUT', '/suggestions/batch_apply', 'developer', { ids: [s1?.id, 999999] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Suggestions are not applicable as one or more suggestions were not found.' });
    expect((await f.api('PUT', '/suggestions/batch_apply', 'guest', { ids: [s1?.id, s2?.id] })).statusCode).toBe(403);

    const batch = await f.api('PUT', '/suggestions/batch_apply', 'developer', { ids: [s1?.id, s2?.id, s3?.id], commit_message: 'Review: %{suggestions_count} in %{file_paths} by %{username}' });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().map((s: { id: number; applied: boolean }) => [s.id, s.applied])).toEqual([
      [s1?.id, true],
      [s2?.id, true],
      [s3?.id, true],
    ]);
    expect((await log('suggest/batch', '%B')).trim()).toBe('Review: 3 in app.rb, lib.rb by developer');
    // Two authors: the applier authors the commit.
    expect((await log('suggest/batch', '%an|%cn')).trim()).toBe('Dana Developer|Dana Developer');
    expect(await git(repo, ['rev-list', '--count', 'suggest/batch', '^main'])).toBe('2\n');
    expect(await show('suggest/batch', 'app.rb')).toBe('ONE\nTWO\nline 3\nline 4\nline 5\nline 6\nline 7\nline 8\nNINE\nline 10\n');
    expect(await show('suggest/batch', 'lib.rb')).toBe('a\nB\nc\n');
    expect((await suggestionsOf(one.id))[0]?.commitId).toBe((await suggestionsOf(three.id))[0]?.commitId);
  });

  it('outdates suggestions whose lines a push changed, and refuses them, closed and merged merge requests too', async () => {
    const mr = await openMr('suggest/outdate', { 'app.rb': FILE });
    const changed = await comment(mr, 'developer', '```suggestion\nFOUR\n```', 'app.rb', 4);
    const kept = await comment(mr, 'developer', '```suggestion:-1+1\nEIGHT\n```', 'app.rb', 8);
    const [sChanged] = await suggestionsOf(changed.id);
    const [sKept] = await suggestionsOf(kept.id);

    // Someone else pushes a change of line 4 (through the commits API: a push like any other).
    const pushed = await f.api('POST', '/projects/1/repository/commits', 'developer', {
      branch: 'suggest/outdate',
      commit_message: 'Edit line 4',
      actions: [{ action: 'update', file_path: 'app.rb', content: FILE.replace('line 4\n', 'line four\n') }],
    });
    expect(pushed.statusCode).toBe(201);
    expect((await suggestionsOf(changed.id))[0]?.outdated).toBe(true);
    expect((await suggestionsOf(kept.id))[0]?.outdated).toBe(false);
    expect((await discussionNote(mr, 'developer', changed.id))?.suggestions[0]).toMatchObject({ outdated: true, appliable: false, inapplicable_reason: "Can't apply as this line was changed in a more recent version." });
    const outdated = await f.api('PUT', `/suggestions/${sChanged?.id}/apply`, 'developer');
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json()).toEqual({ message: "Can't apply as this line was changed in a more recent version." });
    // The note on unchanged lines followed the push to the new version (position tracing): still appliable.
    expect((await discussionNote(mr, 'developer', kept.id))?.suggestions[0]).toMatchObject({ id: sKept?.id, outdated: false, appliable: true });
    // A note written on the earlier version after the push is not traced: the file changed since its
    // commit, GitLab's "A file has been changed.".
    const onOld = await comment(mr, 'developer', '```suggestion:-1+1\nEIGHT\n```', 'app.rb', 8);
    const [sOld] = await suggestionsOf(onOld.id);
    expect((await f.api('PUT', `/suggestions/${sOld?.id}/apply`, 'developer')).json()).toEqual({ message: 'A file has been changed.' });
    // Its lines changing too makes it outdated (several lines: the plural text).
    const newRefs = { ...mr.diff_refs, head_sha: (await log('suggest/outdate', '%H')).trim() };
    const onNewVersion = await comment(mr, 'developer', '```suggestion:-1+1\nx\n```', 'app.rb', 4, newRefs);
    await f.api('POST', '/projects/1/repository/commits', 'developer', { branch: 'suggest/outdate', commit_message: 'Edit line 5', actions: [{ action: 'update', file_path: 'app.rb', content: FILE.replace('line 4\n', 'line four\n').replace('line 5\n', 'line five\n') }] });
    const [sNew] = await suggestionsOf(onNewVersion.id);
    expect((await f.api('PUT', `/suggestions/${sNew?.id}/apply`, 'developer')).json()).toEqual({ message: "Can't apply as these lines were changed in a more recent version." });

    // A closed merge request, then a merged one.
    const closedMr = await openMr('suggest/closed', { 'closed.rb': 'x\n' });
    const onClosed = await comment(closedMr, 'developer', '```suggestion\ny\n```', 'closed.rb', 1);
    expect((await f.api('PUT', `${P}/${closedMr.iid}`, 'developer', { state_event: 'close' })).statusCode).toBe(200);
    const [sClosed] = await suggestionsOf(onClosed.id);
    expect((await f.api('PUT', `/suggestions/${sClosed?.id}/apply`, 'developer')).json()).toEqual({ message: 'This merge request is closed. To apply this suggestion, edit this file directly.' });

    const mergedMr = await openMr('suggest/merged', { 'merged.rb': 'x\n' });
    const onMerged = await comment(mergedMr, 'developer', '```suggestion\ny\n```', 'merged.rb', 1);
    const merged = await f.api('PUT', `${P}/${mergedMr.iid}/merge`, 'maintainer');
    expect(merged.statusCode).toBe(200);
    const [sMerged] = await suggestionsOf(onMerged.id);
    expect((await f.api('PUT', `/suggestions/${sMerged?.id}/apply`, 'maintainer')).json()).toEqual({ message: 'This merge request was merged. To apply this suggestion, edit this file directly.' });

    // Same content as the line: nothing to apply.
    const sameMr = await openMr('suggest/same', { 'same.rb': 'keep\n' });
    const same = await comment(sameMr, 'developer', '```suggestion\nkeep\n```', 'same.rb', 1);
    const [sSame] = await suggestionsOf(same.id);
    expect((await f.api('PUT', `/suggestions/${sSame?.id}/apply`, 'developer')).json()).toEqual({ message: 'This suggestion already matches its content.' });
  }, 60_000);

  it('needs push access to the source branch: a protected one takes maintainers; a deleted one cannot take suggestions', async () => {
    // A merge request from the protected default branch into another branch.
    await commitOnBranch(repo, 'suggest/target', { 'target.rb': 'x\n' }, 'Target branch');
    await commitOnBranch(repo, 'main', { 'protected.rb': 'keep\n' }, 'On main');
    const created = await f.api('POST', P, 'maintainer', { source_branch: 'main', target_branch: 'suggest/target', title: 'From main' });
    expect(created.statusCode).toBe(201);
    const mr: Mr = created.json();
    const note = await comment(mr, 'developer', '```suggestion\nchanged\n```', 'protected.rb', 1);
    const [row] = await suggestionsOf(note.id);
    expect((await discussionNote(mr, 'developer', note.id))?.suggestions[0]).toMatchObject({ current_user: { can_apply: false }, inapplicable_reason: "You don't have write access to the source branch." });
    expect((await discussionNote(mr, 'maintainer', note.id))?.suggestions[0]).toMatchObject({ current_user: { can_apply: true }, inapplicable_reason: null });
    expect((await f.api('PUT', `/suggestions/${row?.id}/apply`, 'developer')).statusCode).toBe(403);
    const applied = await f.api('PUT', `/suggestions/${row?.id}/apply`, 'maintainer', { commit_message: 'Suggested on %{branch_name}' });
    expect(applied.statusCode).toBe(200);
    expect((await log('main', '%B')).trim()).toBe('Suggested on main');

    const gone = await openMr('suggest/gone', { 'gone.rb': 'x\n' });
    const onGone = await comment(gone, 'developer', '```suggestion\ny\n```', 'gone.rb', 1);
    await git(repo, ['update-ref', '-d', 'refs/heads/suggest/gone']);
    expect((await discussionNote(gone, 'developer', onGone.id))?.suggestions[0]).toMatchObject({ appliable: false, inapplicable_reason: "Can't apply as the source branch was deleted." });
    const [sGone] = await suggestionsOf(onGone.id);
    expect((await f.api('PUT', `/suggestions/${sGone?.id}/apply`, 'developer')).json()).toEqual({ message: "Can't apply as the source branch was deleted." });
  });
});
