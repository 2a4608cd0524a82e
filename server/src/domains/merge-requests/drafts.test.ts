import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ROOT_TOKEN } from '../../test/harness.ts';
import { and, eq } from 'drizzle-orm';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { repositoryPath } from '../repositories/git.ts';
import { lineCode } from '../repositories/diff.ts';
import { commitOnBranch } from './fixtures.testing.ts';
import { NOT_SUPPORTED } from './diffNotes.ts';
import { mergeRequestReviewers } from './tables.ts';
import { notes } from '../notes/tables.ts';

let f: IssueFixtures;
const WEB = '/gitlab-org/gitlab';
type Version = { head_commit_sha: string; base_commit_sha: string; start_commit_sha: string };
let mr: { iid: number; id: number; version: Version };
const PATH = 'drafts.txt';

const refs = (v: Version) => ({ base_sha: v.base_commit_sha, start_sha: v.start_commit_sha, head_sha: v.head_commit_sha });
const linePosition = (line: number) => ({ ...refs(mr.version), old_path: PATH, new_path: PATH, position_type: 'text', old_line: null, new_line: line });
const api = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', suffix = '', payload?: unknown) => f.api(method, `/projects/1/merge_requests/${mr.iid}/draft_notes${suffix}`, who, payload);
const web = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', suffix = '', payload?: unknown) => f.call(who, method, `${WEB}/-/merge_requests/${mr.iid}/drafts${suffix}`, payload);
const discussions = async (who: string) => (await f.call(who, 'GET', `${WEB}/-/merge_requests/${mr.iid}/discussions.json`)).json() as { id: string; resolved: boolean; notes: { note: string; type: string | null; author: { username: string } }[] }[];
const bodies = async (who: string) => (await discussions(who)).flatMap((d) => d.notes.map((n) => n.note));

beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  await commitOnBranch(repositoryPath(f.t.dataDir, 'gitlab-org/gitlab'), 'review/drafts', { [PATH]: 'alpha\nbeta\ngamma\n' }, 'Add drafts.txt');
  const created = await f.api('POST', '/projects/1/merge_requests', 'root', { source_branch: 'review/drafts', target_branch: 'main', title: 'Drafts', reviewer_ids: [await f.userId('developer')] });
  expect(created.statusCode).toBe(201);
  const { iid, id } = created.json() as { iid: number; id: number };
  const versions = (await f.api('GET', `/projects/1/merge_requests/${iid}/versions`, 'root')).json() as Version[];
  mr = { iid, id, version: versions[0] as Version };
}, 120_000);
afterAll(async () => {
  await f.t.close();
});

describe('draft notes (REST)', () => {
  it('creates, reads, updates and deletes a draft in GitLab shapes, for its author only', async () => {
    const created = await api('developer', 'POST', '', { note: 'Line two?', position: linePosition(2) });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toEqual({
      id: expect.any(Number),
      author_id: await f.userId('developer'),
      merge_request_id: mr.id,
      resolve_discussion: false,
      discussion_id: null,
      note: 'Line two?',
      commit_id: null,
      line_code: lineCode(PATH, 0, 2),
      position: { ...linePosition(2), ignore_whitespace_change: false },
    });
    expect((await api('developer', 'GET')).json()).toEqual([draft]);
    expect((await api('developer', 'GET', `/${draft.id}`)).json()).toEqual(draft);

    // Nobody else reads, changes, publishes or deletes it: maintainers and admins included.
    for (const who of ['reporter', 'maintainer', 'root', 'guest', 'outsider']) {
      expect((await api(who, 'GET')).json(), who).toEqual([]);
      expect((await api(who, 'GET', `/${draft.id}`)).statusCode, who).toBe(404);
      expect((await api(who, 'PUT', `/${draft.id}`, { note: 'Taken' })).statusCode, who).toBe(404);
      expect((await api(who, 'PUT', `/${draft.id}/publish`)).statusCode, who).toBe(404);
      expect((await api(who, 'DELETE', `/${draft.id}`)).statusCode, who).toBe(404);
    }
    for (const [method, suffix] of [['GET', ''], ['GET', `/${draft.id}`], ['POST', ''], ['PUT', `/${draft.id}`], ['DELETE', `/${draft.id}`], ['POST', '/bulk_publish']] as const) {
      expect((await api('anonymous', method, suffix, method === 'GET' || method === 'DELETE' ? undefined : { note: 'x' })).statusCode).toBe(401);
    }

    const updated = await api('developer', 'PUT', `/${draft.id}`, { note: 'Line two, really?' });
    expect(updated.json()).toMatchObject({ id: draft.id, note: 'Line two, really?', line_code: lineCode(PATH, 0, 2) });
    expect((await api('developer', 'PUT', `/${draft.id}`, {})).json()).toEqual({ message: '400 Bad request - Missing params to modify' });
    expect((await api('developer', 'DELETE', `/${draft.id}`)).statusCode).toBe(204);
    expect((await api('developer', 'GET', `/${draft.id}`)).json()).toEqual({ message: '404 Draft Note Not Found' });
  });

  it('refuses invalid drafts with messages, never a 5xx', async () => {
    expect((await api('developer', 'POST', '', {})).statusCode).toBe(400);
    const blank = await api('developer', 'POST', '', { note: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: { note: ["can't be blank"] } });
    const off = await api('developer', 'POST', '', { note: 'x', position: linePosition(99) });
    expect(off.json()).toEqual({ message: { base: [NOT_SUPPORTED.line] } });
    const broken = await api('developer', 'POST', '', { note: 'x', position: { ...linePosition(1), head_sha: 'nope' } });
    expect(broken.json()).toEqual({ message: { position: ['is incomplete'] } });
    const thread = await api('developer', 'POST', '', { note: 'x', in_reply_to_discussion_id: 'f'.repeat(40) });
    expect(thread.json()).toEqual({ message: { base: ['Thread to reply to cannot be found'] } });
    expect((await api('developer', 'GET', '/abc')).statusCode).toBe(404);
    expect((await f.api('GET', `/projects/1/merge_requests/999999/draft_notes`, 'developer')).statusCode).toBe(404);
    expect((await api('developer', 'GET')).json()).toEqual([]);
  });

  it('publishes one draft and bulk-publishes the rest: diff threads, replies that resolve, the reviewer marked reviewed', async () => {
    const thread = (await f.api('POST', `/projects/1/merge_requests/${mr.iid}/discussions`, 'maintainer', { body: 'Please look at this' })).json() as { id: string };
    const one = (await api('developer', 'POST', '', { note: 'First draft', position: linePosition(1) })).json();
    const reply = (await api('developer', 'POST', '', { note: 'Done, resolving', in_reply_to_discussion_id: thread.id, resolve_discussion: true })).json();
    expect(reply).toMatchObject({ discussion_id: thread.id, resolve_discussion: true, position: {} });
    const general = (await api('developer', 'POST', '', { note: 'Overall fine' })).json();

    // Drafts never reach other readers' discussions (nor the author's before publishing).
    for (const who of ['developer', 'maintainer', 'root', 'anonymous']) expect(await bodies(who)).not.toContain('First draft');

    expect((await api('developer', 'PUT', `/${one.id}/publish`)).statusCode).toBe(204);
    const afterOne = await discussions('reporter');
    expect(afterOne.find((d) => d.notes[0]?.note === 'First draft')?.notes[0]).toMatchObject({ type: 'DiffNote', author: { username: 'developer' } });
    expect((await api('developer', 'GET')).json().map((d: { id: number }) => d.id)).toEqual([reply.id, general.id]);

    expect((await api('developer', 'POST', '/bulk_publish')).statusCode).toBe(204);
    expect((await api('developer', 'GET')).json()).toEqual([]);
    const after = await discussions('reporter');
    const resolvedThread = after.find((d) => d.id === thread.id);
    expect(resolvedThread?.notes.map((n) => n.note)).toEqual(['Please look at this', 'Done, resolving']);
    expect(resolvedThread?.resolved).toBe(true);
    expect(after.find((d) => d.notes[0]?.note === 'Overall fine')?.notes[0]?.type).toBe('DiscussionNote');
    const [reviewer] = await f.t.database.db
      .select({ state: mergeRequestReviewers.state })
      .from(mergeRequestReviewers)
      .where(and(eq(mergeRequestReviewers.mergeRequestId, mr.id), eq(mergeRequestReviewers.userId, await f.userId('developer'))));
    expect(reviewer?.state).toBe('reviewed');
  });
});

describe('draft notes (web, batch comments)', () => {
  it('saves, lists, edits, publishes with a summary and discards; nobody else sees them, no live event carries them', async () => {
    const publish = vi.spyOn(f.t.app.live, 'publish');
    const created = await web('developer', 'POST', '', { draft_note: { note: 'Web draft on gamma', position: JSON.stringify(linePosition(3)), line_code: lineCode(PATH, 0, 3) } });
    expect(created.statusCode).toBe(200);
    const draft = created.json();
    expect(draft).toMatchObject({
      note: 'Web draft on gamma',
      note_html: expect.stringContaining('Web draft on gamma'),
      line_code: lineCode(PATH, 0, 3),
      file_path: PATH,
      discussion_id: null,
      author: { username: 'developer' },
      position: { new_line: 3, position_type: 'text' },
      current_user: { can_edit: true },
    });
    const edited = await web('developer', 'PUT', `/${draft.id}`, { draft_note: { note: 'Web draft on gamma (edited)' } });
    expect(edited.json()).toMatchObject({ id: draft.id, note: 'Web draft on gamma (edited)' });
    // Only the read cache's bump: nothing on the notes' live channel.
    expect(publish.mock.calls.map(([channel]) => channel).filter((channel) => channel !== 'read-cache')).toEqual([]);
    publish.mockRestore();

    expect((await web('developer', 'GET')).json().map((d: { id: number }) => d.id)).toEqual([draft.id]);
    // A signed-out reader (with a session, so CSRF passes) is told to sign in; members get 404.
    for (const who of ['reporter', 'maintainer', 'root', 'guest', 'outsider', 'anonymousSession']) {
      expect((await web(who, 'GET')).json(), who).toEqual([]);
      expect((await web(who, 'PUT', `/${draft.id}`, { draft_note: { note: 'x' } })).statusCode, who).toBe(who === 'anonymousSession' ? 401 : 404);
      expect((await web(who, 'DELETE', `/${draft.id}`)).statusCode, who).toBe(who === 'anonymousSession' ? 401 : 404);
      expect((await web(who, 'POST', '/publish', {})).statusCode, who).toBe(who === 'anonymousSession' ? 401 : 200);
    }
    // Polling the notes sees nothing of it either.
    const polled = (await f.call('maintainer', 'GET', `${WEB}/noteable/merge_request/${mr.id}/notes`, undefined, { 'x-last-fetched-at': '0' })).json() as { notes: { note: string }[] };
    expect(polled.notes.map((n) => n.note)).not.toContain('Web draft on gamma (edited)');

    const invalid = await web('developer', 'POST', '', { draft_note: { note: '' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({ errors: "Note can't be blank" });

    const submitted = await web('developer', 'POST', '/publish', { note: 'Looks good overall' });
    expect(submitted.statusCode).toBe(200);
    const published = await bodies('guest');
    expect(published).toContain('Web draft on gamma (edited)');
    expect(published).toContain('Looks good overall');

    await web('developer', 'POST', '', { draft_note: { note: 'Never mind' } });
    await web('developer', 'POST', '', { draft_note: { note: 'Nor this' } });
    expect((await web('developer', 'DELETE', '/discard')).statusCode).toBe(200);
    expect((await web('developer', 'GET')).json()).toEqual([]);
    expect(await bodies('developer')).not.toContain('Never mind');
  });

  it('publishes a review in one transaction: a draft refused while publishing leaves every draft unpublished', async () => {
    const thread = (await f.api('POST', `/projects/1/merge_requests/${mr.iid}/discussions`, 'maintainer', { body: 'Atomic thread' })).json() as { id: string };
    await web('developer', 'POST', '', { draft_note: { note: 'Atomic diff draft', position: JSON.stringify(linePosition(2)), line_code: lineCode(PATH, 0, 2) } });
    await web('developer', 'POST', '', { draft_note: { note: 'Atomic general draft' } });
    await web('developer', 'POST', '', { in_reply_to_discussion_id: thread.id, draft_note: { note: 'Atomic reply draft' } });
    // The thread becomes one nobody may reply to after the drafts were checked (as a system thread is).
    await f.t.database.db.update(notes).set({ system: true }).where(eq(notes.discussionId, thread.id));
    const publish = vi.spyOn(f.t.app.live, 'publish');
    const refused = await web('developer', 'POST', '/publish', { note: 'Atomic summary' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: 'Discussion to reply to cannot be found' });
    // Nothing was published (the first draft's note was rolled back), nothing was announced, the drafts stay.
    expect(publish.mock.calls.map(([channel]) => channel).filter((channel) => channel.startsWith('notes:'))).toEqual([]);
    publish.mockRestore();
    const seen = await bodies('developer');
    for (const text of ['Atomic diff draft', 'Atomic general draft', 'Atomic summary']) expect(seen).not.toContain(text);
    expect((await web('developer', 'GET')).json().map((d: { note: string }) => d.note)).toEqual(['Atomic diff draft', 'Atomic general draft', 'Atomic reply draft']);

    await f.t.database.db.update(notes).set({ system: false }).where(eq(notes.discussionId, thread.id));
    expect((await web('developer', 'POST', '/publish', { note: 'Atomic summary' })).statusCode).toBe(200);
    const published = await discussions('reporter');
    expect(published.find((d) => d.notes[0]?.note === 'Atomic diff draft')?.notes[0]?.type).toBe('DiffNote');
    expect(published.find((d) => d.id === thread.id)?.notes.map((n) => n.note)).toEqual(['Atomic thread', 'Atomic reply draft']);
    expect(await bodies('reporter')).toEqual(expect.arrayContaining(['Atomic general draft', 'Atomic summary']));
    expect((await web('developer', 'GET')).json()).toEqual([]);
  });

  it('approves in the same submit when asked (web publish `approve`), per role', async () => {
    const approvers = async () => ((await f.api('GET', `/projects/1/merge_requests/${mr.iid}/approvals`, 'root')).json() as { approved_by: { user: { username: string } }[] }).approved_by.map((a) => a.user.username);
    await web('developer', 'POST', '', { draft_note: { note: 'Approving review' } });
    expect((await web('developer', 'POST', '/publish', { approve: true })).statusCode).toBe(200);
    expect(await approvers()).toContain('developer');
    expect(await bodies('reporter')).toContain('Approving review');
    // Approving again (already approved) is not an error, as GitLab skips it.
    expect((await web('developer', 'POST', '/publish', { note: 'Still fine', approve: 'true' })).statusCode).toBe(200);
    // A guest may comment but not approve: the review is published, the approval refused with GitLab's text.
    await web('guest', 'POST', '', { draft_note: { note: 'Guest review' } });
    const guest = await web('guest', 'POST', '/publish', { approve: true });
    expect(guest.statusCode).toBe(500);
    expect(guest.json()).toEqual({ message: 'An error occurred while approving, please try again.' });
    expect(await bodies('reporter')).toContain('Guest review');
    expect(await approvers()).not.toContain('guest');
    // Without `approve` nothing is approved.
    await web('reporter', 'POST', '', { draft_note: { note: 'Reporter review' } });
    expect((await web('reporter', 'POST', '/publish', { approve: false })).statusCode).toBe(200);
    expect(await approvers()).not.toContain('reporter');
  });

  it('keeps a private project drafts behind the merge request read rule', async () => {
    for (const who of ['guest', 'outsider', 'anonymous']) {
      expect((await f.call(who, 'GET', `/gitlab-org/platform/infrastructure/-/merge_requests/1/drafts`)).statusCode, who).toBe(404);
    }
  });

  it('gives the merge request notes JSON its drafts path', async () => {
    const json = (await f.call('developer', 'GET', `${WEB}/-/merge_requests/${mr.iid}.json`)).json();
    expect(JSON.stringify(json)).toContain(`"drafts_path":"${WEB}/-/merge_requests/${mr.iid}/drafts"`);
  });
});

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../../test/clients/python_gitlab_drafts.py', import.meta.url));

describe('GitLab clients', () => {
  it.runIf(existsSync(PYTHON))('lets python-gitlab create, list and bulk-publish draft notes', async () => {
    await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
    const { stdout } = await promisify(execFile)(PYTHON, [SCRIPT, base, DEMO_ROOT_TOKEN, String(mr.iid)], { timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual({
      created: { note: 'python draft on beta', line_code: true, new_line: 2 },
      listed: ['python draft on beta', 'python general draft'],
      refused: 400,
      after: [],
      published: ['python draft on beta', 'python general draft'],
      diff_note: ['DiffNote'],
    });
  }, 90_000);
});
