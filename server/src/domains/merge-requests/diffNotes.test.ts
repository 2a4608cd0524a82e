import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROOT_TOKEN } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { repositoryPath } from '../repositories/git.ts';
import { lineCode } from '../repositories/diff.ts';
import { commitOnBranch } from './fixtures.testing.ts';
import { NOT_SUPPORTED } from './diffNotes.ts';

let f: IssueFixtures;
const P = '/projects/1/merge_requests';
const WEB = '/gitlab-org/gitlab';

type Version = { id: number; head_commit_sha: string; base_commit_sha: string; start_commit_sha: string };
type Mr = { iid: number; id: number; version: Version };

async function openMr(source: string, title: string, projectId = 1): Promise<Mr> {
  const created = await f.api('POST', `/projects/${projectId}/merge_requests`, 'root', { source_branch: source, target_branch: 'main', title });
  expect(created.statusCode).toBe(201);
  const { iid, id } = created.json() as { iid: number; id: number };
  const versions = (await f.api('GET', `/projects/${projectId}/merge_requests/${iid}/versions`, 'root')).json() as Version[];
  return { iid, id, version: versions[0] as Version };
}

const refs = (v: Version) => ({ base_sha: v.base_commit_sha, start_sha: v.start_commit_sha, head_sha: v.head_commit_sha });

/** The web request GitLab's diff line form sends (spec: "Diff note creation"). */
function webDiffNote(mr: Mr, note: string, position: Record<string, unknown>) {
  return {
    view: 'inline',
    line_type: '',
    merge_request_diff_head_sha: mr.version.head_commit_sha,
    in_reply_to_discussion_id: '',
    note_project_id: '',
    target_type: 'merge_request',
    target_id: mr.id,
    return_discussion: true,
    note: { note, position: JSON.stringify(position), noteable_type: 'MergeRequest', noteable_id: mr.id, commit_id: '', type: 'DiffNote', line_code: position.line_code ?? null },
  };
}

let text: Mr;
beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  const repo = repositoryPath(f.t.dataDir, 'gitlab-org/gitlab');
  await commitOnBranch(repo, 'review/lines', { 'review.txt': 'one\ntwo\nthree\nfour\nfive\n' }, 'Add review.txt');
  await commitOnBranch(repositoryPath(f.t.dataDir, 'gitlab-org/platform/infrastructure'), 'secret', { 'secret.txt': 'x\n' }, 'Secret');
  text = await openMr('review/lines', 'Lines to review');
}, 120_000);
afterAll(async () => {
  await f.t.close();
});

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../../test/clients/python_gitlab_review.py', import.meta.url));

describe('diff threads', () => {
  it('creates a line comment through the web route and shows it on its line in diffs_batch and discussions.json', async () => {
    const path = 'review.txt';
    const position = { ...refs(text.version), old_path: path, new_path: path, position_type: 'text', old_line: null, new_line: 2, ignore_whitespace_change: false };
    const res = await f.call('developer', 'POST', `${WEB}/notes?target_type=merge_request&target_id=${text.id}`, webDiffNote(text, 'Why two?', position));
    expect(res.statusCode).toBe(200);
    const { discussion } = res.json();
    expect(discussion).toMatchObject({
      diff_discussion: true,
      individual_note: false,
      resolvable: true,
      active: true,
      outdated: false,
      line_code: lineCode(path, 0, 2),
      position: { ...position, old_line: null, new_line: 2 },
      original_position: { new_line: 2 },
      diff_file: { file_path: path, new_path: path, old_path: path, new_file: true, diff_refs: refs(text.version) },
      notes: [{ type: 'DiffNote', note: 'Why two?', position: { new_line: 2 } }],
    });
    // The excerpt ends at the commented line.
    expect(discussion.truncated_diff_lines.map((l: { text: string }) => l.text)).toEqual(['+one', '+two']);

    const batch = (await f.call('reporter', 'GET', `${WEB}/-/merge_requests/${text.iid}/diffs_batch.json`)).json();
    const file = batch.diff_files.find((d: { file_path: string }) => d.file_path === path);
    const line = file.highlighted_diff_lines.find((l: { new_line: number }) => l.new_line === 2);
    expect(line.discussions.map((d: { id: string }) => d.id)).toEqual([discussion.id]);
    expect(file.parallel_diff_lines[1].right.discussions).toHaveLength(1);
    expect(file.highlighted_diff_lines[0].discussions).toEqual([]);
    const forPath = (await f.call('reporter', 'GET', `${WEB}/-/merge_requests/${text.iid}/diff_for_path.json?old_path=${path}&new_path=${path}`)).json();
    expect(forPath.diff_files[0].highlighted_diff_lines[1].discussions).toHaveLength(1);
    // One view only (`view=`, as GitLab's client reads): the thread stays on its line, sent once.
    const inline = (await f.call('reporter', 'GET', `${WEB}/-/merge_requests/${text.iid}/diffs_batch.json?view=inline`)).json();
    const inlineFile = inline.diff_files.find((d: { file_path: string }) => d.file_path === path);
    expect(inlineFile.highlighted_diff_lines[1].discussions.map((d: { id: string }) => d.id)).toEqual([discussion.id]);
    expect(inlineFile.parallel_diff_lines).toBeUndefined();
    const parallel = (await f.call('reporter', 'GET', `${WEB}/-/merge_requests/${text.iid}/diff_for_path.json?old_path=${path}&new_path=${path}&view=parallel`)).json();
    expect(parallel.diff_files[0].parallel_diff_lines[1].right.discussions.map((d: { id: string }) => d.id)).toEqual([discussion.id]);
    expect(parallel.diff_files[0].highlighted_diff_lines).toBeUndefined();

    const listed = (await f.call('reporter', 'GET', `${WEB}/-/merge_requests/${text.iid}/discussions.json`)).json();
    expect(listed.find((d: { id: string }) => d.id === discussion.id)).toMatchObject({ diff_discussion: true, discussion_path: `${WEB}/-/merge_requests/${text.iid}/diffs#${lineCode(path, 0, 2)}` });

    // Replies are DiffNotes of the same thread; resolve and unresolve work as for other threads.
    const reply = await f.call('maintainer', 'POST', `${WEB}/notes?target_type=merge_request&target_id=${text.id}`, { in_reply_to_discussion_id: discussion.id, return_discussion: true, note: { note: 'Because.', noteable_type: 'MergeRequest', noteable_id: text.id } });
    expect(reply.json().discussion.notes.map((n: { type: string }) => n.type)).toEqual(['DiffNote', 'DiffNote']);
    const resolved = await f.call('developer', 'POST', `${WEB}/-/merge_requests/${text.iid}/discussions/${discussion.id}/resolve`);
    expect(resolved.json()).toMatchObject({ resolved: true, diff_discussion: true });
    const unresolved = await f.call('developer', 'DELETE', `${WEB}/-/merge_requests/${text.iid}/discussions/${discussion.id}/resolve`);
    expect(unresolved.json()).toMatchObject({ resolved: false });
  });

  it('creates range, file and image comments and refuses what GitLab refuses, with its texts', async () => {
    const path = 'review.txt';
    const range = {
      ...refs(text.version),
      old_path: path,
      new_path: path,
      position_type: 'text',
      new_line: 4,
      line_range: { start: { line_code: lineCode(path, 0, 2), type: 'new', old_line: null, new_line: 2 }, end: { line_code: lineCode(path, 0, 4), type: 'new', old_line: null, new_line: 4 } },
    };
    const ranged = await f.call('developer', 'POST', `${WEB}/notes`, webDiffNote(text, 'Lines 2 to 4', range));
    expect(ranged.json().discussion.position.line_range).toEqual(range.line_range);

    const fileComment = await f.call('developer', 'POST', `${WEB}/notes`, webDiffNote(text, 'The whole file', { ...refs(text.version), old_path: path, new_path: path, position_type: 'file' }));
    expect(fileComment.json().discussion).toMatchObject({ diff_discussion: true, line_code: null, position: { position_type: 'file' }, truncated_diff_lines: [] });
    const batch = (await f.call('developer', 'GET', `${WEB}/-/merge_requests/${text.iid}/diffs_batch.json`)).json();
    expect(batch.diff_files[0].discussions.map((d: { position: { position_type: string } }) => d.position.position_type)).toEqual(['file']);

    const notALine = await f.call('developer', 'POST', `${WEB}/notes`, webDiffNote(text, 'Nowhere', { ...refs(text.version), old_path: path, new_path: path, position_type: 'text', new_line: 99 }));
    expect(notALine.statusCode).toBe(422);
    expect(notALine.json()).toEqual({ errors: NOT_SUPPORTED.line });
    const wrongSha = await f.call('developer', 'POST', `${WEB}/notes`, webDiffNote(text, 'Elsewhere', { ...refs(text.version), head_sha: 'a'.repeat(40), old_path: path, new_path: path, position_type: 'text', new_line: 1 }));
    expect(wrongSha.statusCode).toBe(422);
    expect(wrongSha.json()).toEqual({ errors: 'Position is invalid' });

    const image = await openMr('feature/new-logo', 'New logo');
    const pinned = await f.api('POST', `${P}/${image.iid}/discussions`, 'developer', {
      body: 'This corner',
      position: { ...refs(image.version), old_path: 'assets/logo.png', new_path: 'assets/logo.png', position_type: 'image', x: 10, y: 20, width: 100, height: 50 },
    });
    expect(pinned.statusCode).toBe(201);
    expect(pinned.json().notes[0]).toMatchObject({ type: 'DiffNote', position: { position_type: 'image', x: 10, y: 20, width: 100, height: 50 } });

    const renamed = await openMr('refactor/move-scripts', 'Renames');
    const moved = await f.api('POST', `${P}/${renamed.iid}/discussions`, 'developer', {
      body: 'Moved',
      position: { ...refs(renamed.version), old_path: 'docs/setup.md', new_path: 'docs/installation.md', position_type: 'text', old_line: 1, new_line: 1 },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(`400 Bad request - Note {:base=>[${JSON.stringify(NOT_SUPPORTED.renamed)}]}`);

    const modes = await openMr('chore/deploy-permissions', 'Modes');
    const symlinkSide = await f.api('POST', `${P}/${modes.iid}/discussions`, 'developer', {
      body: 'Link',
      position: { ...refs(modes.version), old_path: 'config/current', new_path: 'config/current', position_type: 'text', old_line: 1 },
    });
    expect(symlinkSide.json().message).toBe(`400 Bad request - Note {:base=>[${JSON.stringify(NOT_SUPPORTED.symlink)}]}`);
    const fileSide = await f.api('POST', `${P}/${modes.iid}/discussions`, 'developer', {
      body: 'File',
      position: { ...refs(modes.version), old_path: 'config/current', new_path: 'config/current', position_type: 'text', new_line: 1 },
    });
    expect(fileSide.json().message).toBe(`400 Bad request - Note {:base=>[${JSON.stringify(NOT_SUPPORTED.file)}]}`);
  });

  it('takes REST position[...] form parameters and lists positions; who may comment and read is the usual rule', async () => {
    const path = 'review.txt';
    const v = text.version;
    const form = new URLSearchParams({
      body: 'From a form',
      'position[base_sha]': v.base_commit_sha,
      'position[start_sha]': v.start_commit_sha,
      'position[head_sha]': v.head_commit_sha,
      'position[position_type]': 'text',
      'position[old_path]': path,
      'position[new_path]': path,
      'position[new_line]': '5',
    }).toString();
    const token = await f.call('developer', 'POST', `/api/v4${P}/${text.iid}/discussions`, form, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(token.statusCode).toBe(201);
    expect(token.json().notes[0].position).toMatchObject({ new_line: 5, position_type: 'text' });

    const listed = (await f.api('GET', `${P}/${text.iid}/discussions`, 'reporter')).json() as { notes: { position?: { new_line?: number } }[] }[];
    expect(listed.some((d) => d.notes[0]?.position?.new_line === 5)).toBe(true);

    // Guests may comment on a public project's merge request; anonymous users may not.
    const position = { ...refs(v), old_path: path, new_path: path, position_type: 'text', new_line: 3 };
    expect((await f.api('POST', `${P}/${text.iid}/discussions`, 'anonymous', { body: 'x', position })).statusCode).toBe(401);

    // A private project's diff threads: invisible to guests' and outsiders' reads on every path.
    const secret = await openMr('secret', 'Secret', 2);
    const made = await f.api('POST', `/projects/2/merge_requests/${secret.iid}/discussions`, 'root', {
      body: 'Hidden',
      position: { ...refs(secret.version), old_path: 'secret.txt', new_path: 'secret.txt', position_type: 'text', new_line: 1 },
    });
    expect(made.statusCode).toBe(201);
    for (const who of ['outsider', 'anonymous']) {
      expect((await f.api('GET', `/projects/2/merge_requests/${secret.iid}/discussions`, who)).statusCode).toBe(404);
      expect((await f.call(who, 'GET', `/gitlab-org/platform/infrastructure/-/merge_requests/${secret.iid}/diffs_batch.json`)).statusCode).toBe(404);
      expect((await f.call(who, 'GET', `/gitlab-org/platform/infrastructure/-/merge_requests/${secret.iid}/discussions.json`)).statusCode).toBe(404);
    }
  });

  it.runIf(existsSync(PYTHON))('lets python-gitlab create, list and reply to a positioned discussion', async () => {
    await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
    const { stdout } = await promisify(execFile)(PYTHON, [SCRIPT, base, DEMO_ROOT_TOKEN, String(text.iid)], { timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual({ type: 'DiffNote', position: { position_type: 'text', new_path: 'review.txt', new_line: 3 }, listed: [3], reply: 'DiffNote' });
  }, 90_000);
});
