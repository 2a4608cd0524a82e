import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROOT_TOKEN } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { git, repositoryPath } from '../repositories/git.ts';
import { commitOnBranch } from './fixtures.testing.ts';

// Migration 0016's project settings: `resolve_outdated_diff_discussions` (threads a push outdates are
// resolved, `resolved_by_push`) and `suggestion_commit_message` (the template of applied suggestions),
// through GitLab 16.2's `PUT /projects/:id` and project JSON.

let f: IssueFixtures;
let repo: string;
const WEB = '/gitlab-org/gitlab';
type Version = { head_commit_sha: string; base_commit_sha: string; start_commit_sha: string };
type Discussion = { id: string; resolved: boolean; resolved_by_push: boolean; resolved_by: { username: string } | null; notes: { note: string; system: boolean; resolved_by_push: boolean }[] };

beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  repo = repositoryPath(f.t.dataDir, 'gitlab-org/gitlab');
}, 120_000);
afterAll(async () => {
  await f.t.close();
});

const settings = (who: string, body: unknown, project = '1') => f.api('PUT', `/projects/${project}`, who, body);

describe('PUT /projects/:id (review settings)', () => {
  it('changes the settings for maintainers and administrators only, and shows them in the project JSON', async () => {
    const before = (await f.api('GET', '/projects/1', 'guest')).json();
    expect(before).toMatchObject({ resolve_outdated_diff_discussions: false, suggestion_commit_message: null });
    expect((await settings('anonymous', { resolve_outdated_diff_discussions: true })).statusCode).toBe(401);
    for (const who of ['guest', 'reporter', 'developer']) {
      const refused = await settings(who, { resolve_outdated_diff_discussions: true });
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json(), who).toEqual({ message: '403 Forbidden' });
    }
    // A private project the user cannot see is not found.
    const privateProject = (await f.api('GET', '/projects/gitlab-org%2Fplatform%2Finfrastructure', 'root')).json() as { id: number };
    expect((await settings('outsider', { resolve_outdated_diff_discussions: true }, String(privateProject.id))).statusCode).toBe(404);

    const missing = await settings('maintainer', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'resolve_outdated_diff_discussions, suggestion_commit_message are missing, at least one parameter must be provided' });
    const tooLong = await settings('maintainer', { suggestion_commit_message: 'x'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: { suggestion_commit_message: ['is too long (maximum is 255 characters)'] } });

    const changed = await settings('maintainer', { resolve_outdated_diff_discussions: 'true', suggestion_commit_message: 'Apply %{suggestions_count}' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: 1, path_with_namespace: 'gitlab-org/gitlab', resolve_outdated_diff_discussions: true, suggestion_commit_message: 'Apply %{suggestions_count}' });
    expect((await f.api('GET', '/projects/1', 'reporter')).json()).toMatchObject({ resolve_outdated_diff_discussions: true, suggestion_commit_message: 'Apply %{suggestions_count}' });
    // Administrators too; an empty template goes back to GitLab's default.
    expect((await settings('root', { suggestion_commit_message: '', resolve_outdated_diff_discussions: false })).json()).toMatchObject({ suggestion_commit_message: null, resolve_outdated_diff_discussions: false });
  });
});

describe('resolve_outdated_diff_discussions', () => {
  async function threadOutdatedByPush(branch: string) {
    await commitOnBranch(repo, branch, { [`${branch.replace('/', '-')}.txt`]: 'one\ntwo\nthree\n' }, `Add ${branch}`);
    const path = `${branch.replace('/', '-')}.txt`;
    const { iid } = (await f.api('POST', '/projects/1/merge_requests', 'root', { source_branch: branch, target_branch: 'main', title: branch })).json() as { iid: number };
    const [v1] = (await f.api('GET', `/projects/1/merge_requests/${iid}/versions`, 'root')).json() as Version[];
    const position = { base_sha: v1!.base_commit_sha, start_sha: v1!.start_commit_sha, head_sha: v1!.head_commit_sha, position_type: 'text', old_path: path, new_path: path, new_line: 2 };
    const thread = (await f.api('POST', `/projects/1/merge_requests/${iid}/discussions`, 'reporter', { body: 'About two', position })).json() as { id: string };
    const kept = (await f.api('POST', `/projects/1/merge_requests/${iid}/discussions`, 'reporter', { body: 'About three', position: { ...position, new_line: 3 } })).json() as { id: string };
    const pushed = await f.api('POST', '/projects/1/repository/commits', 'developer', { branch, commit_message: 'Rewrite two', actions: [{ action: 'update', file_path: path, content: 'one\nTWO\nthree\n' }] });
    expect(pushed.statusCode).toBe(201);
    const discussions = (await f.call('reporter', 'GET', `${WEB}/-/merge_requests/${iid}/discussions.json`)).json() as Discussion[];
    return { iid, outdated: discussions.find((d) => d.id === thread.id)!, unchanged: discussions.find((d) => d.id === kept.id)! };
  }

  it('leaves outdated threads open when off (the default)', async () => {
    const { outdated } = await threadOutdatedByPush('settings/off');
    expect(outdated.notes.some((n) => n.system && n.note.startsWith('changed this line in [version 2 of the diff]'))).toBe(true);
    expect(outdated).toMatchObject({ resolved: false, resolved_by_push: false });
  });

  it('resolves threads a push outdated, by the pusher and marked resolved_by_push, when on; unchanged lines stay open', async () => {
    expect((await settings('maintainer', { resolve_outdated_diff_discussions: true })).statusCode).toBe(200);
    const { iid, outdated, unchanged } = await threadOutdatedByPush('settings/on');
    expect(outdated).toMatchObject({ resolved: true, resolved_by_push: true, resolved_by: { username: 'developer' } });
    expect(outdated.notes.find((n) => !n.system)?.resolved_by_push).toBe(true);
    expect(outdated.notes.some((n) => n.system && n.note.startsWith('changed this line in [version 2 of the diff]'))).toBe(true);
    expect(unchanged).toMatchObject({ resolved: false, resolved_by_push: false });
    // Reopened by hand, it is no longer "resolved by a push"; the merge request counts it again.
    const reopened = await f.call('developer', 'DELETE', `${WEB}/-/merge_requests/${iid}/discussions/${outdated.id}/resolve`);
    expect(reopened.statusCode).toBe(200);
    const again = (await f.call('reporter', 'GET', `${WEB}/-/merge_requests/${iid}/discussions.json`)).json() as Discussion[];
    expect(again.find((d) => d.id === outdated.id)).toMatchObject({ resolved: false, resolved_by_push: false });
    await settings('maintainer', { resolve_outdated_diff_discussions: false });
  });
});

describe('suggestion_commit_message', () => {
  it("makes the commit message of applied suggestions from the project's template and GitLab's placeholders", async () => {
    await commitOnBranch(repo, 'settings/suggest', { 'template.rb': 'a\nb\nc\n' }, 'Add template.rb');
    const { iid } = (await f.api('POST', '/projects/1/merge_requests', 'developer', { source_branch: 'settings/suggest', target_branch: 'main', title: 'Template' })).json() as { iid: number };
    const suggest = async (line: number, content: string) => {
      const [latest] = (await f.api('GET', `/projects/1/merge_requests/${iid}/versions`, 'root')).json() as Version[];
      const position = { base_sha: latest!.base_commit_sha, start_sha: latest!.start_commit_sha, head_sha: latest!.head_commit_sha, position_type: 'text', old_path: 'template.rb', new_path: 'template.rb' };
      const created = (await f.api('POST', `/projects/1/merge_requests/${iid}/discussions`, 'reporter', { body: `\`\`\`suggestion\n${content}\n\`\`\``, position: { ...position, new_line: line } })).json() as { id: string };
      const discussions = (await f.call('reporter', 'GET', `${WEB}/-/merge_requests/${iid}/discussions.json`)).json() as { id: string; notes: { suggestions: { id: number }[] }[] }[];
      return discussions.find((d) => d.id === created.id)!.notes[0]!.suggestions[0]!.id;
    };
    const template = '%{project_name} (%{project_path}) on %{branch_name}: %{suggestions_count} in %{files_count} file(s) %{file_paths} by %{user_full_name} @%{username}';
    expect((await settings('maintainer', { suggestion_commit_message: template })).statusCode).toBe(200);
    const first = await suggest(1, 'A');
    const second = await suggest(3, 'C');
    expect((await f.api('PUT', '/suggestions/batch_apply', 'developer', { ids: [first, second] })).statusCode).toBe(200);
    const project = (await f.api('GET', '/projects/1', 'root')).json() as { name: string; path: string };
    expect((await git(repo, ['log', '-1', '--format=%B', 'settings/suggest'])).trim()).toBe(`${project.name} (${project.path}) on settings/suggest: 2 in 1 file(s) template.rb by Dana Developer @developer`);
    // A custom message in the request still wins over the template.
    const third = await suggest(2, 'B');
    expect((await f.api('PUT', `/suggestions/${third}/apply`, 'developer', { commit_message: 'Custom %{username}' })).statusCode).toBe(200);
    expect((await git(repo, ['log', '-1', '--format=%B', 'settings/suggest'])).trim()).toBe('Custom developer');
    await settings('maintainer', { suggestion_commit_message: '' });
  });
});

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../../test/clients/python_gitlab_project_settings.py', import.meta.url));

describe('GitLab clients', () => {
  it.runIf(existsSync(PYTHON))("lets python-gitlab change the review settings with the project's save()", async () => {
    await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
    const { stdout } = await promisify(execFile)(PYTHON, [SCRIPT, base, DEMO_ROOT_TOKEN], { timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual({ before: [false, null], after: [true, 'Apply %{suggestions_count} by %{username}'], reset: [false, null] });
  }, 90_000);
});
