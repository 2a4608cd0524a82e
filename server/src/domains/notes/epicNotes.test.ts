import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { CONFIDENTIAL_EPIC, DISCUSSED_EPIC, epicFixtures, PROMOTED_EPIC } from '../epics/fixtures.testing.ts';

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
});
afterAll(async () => {
  await f.t.close();
});

type NoteJson = Record<string, unknown> & { id: string; note: string; discussion_id: string; internal: boolean; system: boolean; resolvable: boolean; award_emoji: { name: string }[] };
type DiscussionJson = { id: string; individual_note: boolean; resolvable: boolean; notes: NoteJson[] };

const discussions = async (who: string, path = DISCUSSED_EPIC, query = '') => {
  const response = await f.call(who, 'GET', `${path}/discussions.json${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DiscussionJson[]>();
};
const comment = (who: string, path: string, note: Record<string, unknown>, extra: Record<string, unknown> = {}) => f.call(who, 'POST', `${path}/notes`, { note, ...extra });
const poll = (who: string, path: string, since = '0') => f.call(who, 'GET', `${path}/notes`, undefined, { 'x-last-fetched-at': since });

describe('epic discussions (web JSON)', () => {
  it('lists the seeded discussion in DiscussionEntity shape, internal notes only for reporters+', async () => {
    const all = await discussions('reporter');
    const bodies = all.flatMap((d) => d.notes.map((n) => n.note));
    expect(bodies).toContain('Internal: the customer asking for this is on the renewal list.');
    const thread = all.find((d) => !d.individual_note);
    expect(thread?.notes.map((n) => n.author && (n.author as { username: string }).username)).toEqual(['maintainer', 'developer', 'guest']);
    expect(thread).toMatchObject({ resolvable: false, resolve_path: null });
    const first = all[0]?.notes[0];
    expect(first).toMatchObject({
      noteable_type: 'Epic',
      project_id: null,
      project_name: null,
      resolvable: false,
      human_access: 'Developer',
      award_emoji: [{ name: 'thumbsup' }, { name: 'tada' }],
      path: `${DISCUSSED_EPIC}/notes/${first?.id}`,
      toggle_award_path: `${DISCUSSED_EPIC}/notes/${first?.id}/toggle_award_emoji`,
      noteable_note_url: `http://localhost:8080${DISCUSSED_EPIC}#note_${first?.id}`,
    });
    const reference = all.flatMap((d) => d.notes).find((n) => n.note.includes('&1'));
    expect(reference?.note_html).toContain('data-reference-type="epic"');
    for (const who of ['guest', 'outsider', 'anonymous']) {
      expect((await discussions(who)).flatMap((d) => d.notes).some((n) => n.internal), who).toBe(false);
    }
    const history = await discussions('developer', DISCUSSED_EPIC, '?notes_filter=2&persist_filter=false');
    expect(history.flatMap((d) => d.notes).every((n) => n.system)).toBe(true);
    const paged = await f.call('developer', 'GET', `${DISCUSSED_EPIC}/discussions.json?per_page=2`);
    expect(paged.json<DiscussionJson[]>()).toHaveLength(2);
    expect(paged.headers['x-next-page-cursor']).toEqual(expect.any(String));
  });

  it('shows the promoted epic its "promoted from issue" note, and 404s hidden epics', async () => {
    const promoted = await discussions('owner', PROMOTED_EPIC);
    expect(promoted.flatMap((d) => d.notes.map((n) => [n.note, n.system_note_icon_name]))).toEqual([['promoted from issue acme-corp/website#6', 'epic']]);
    expect((await f.call('guest', 'GET', `${CONFIDENTIAL_EPIC}/discussions.json`)).statusCode).toBe(404);
    const hidden = await e.privateGroupEpic();
    expect((await f.call('outsider', 'GET', `${hidden.path}/discussions.json`)).statusCode).toBe(404);
    expect((await poll('anonymous', hidden.path)).statusCode).toBe(404);
    expect((await f.call('guest', 'GET', `${hidden.path}/discussions.json`)).statusCode).toBe(200);
  });

  it('polls notes changed since X-Last-Fetched-At with Poll-Interval 6000, deletions included', async () => {
    const fresh = await e.freshEpic('developer');
    const first = await poll('guest', fresh.path);
    expect(first.headers['poll-interval']).toBe('6000');
    const since = String(first.json<{ last_fetched_at: number }>().last_fetched_at);
    const created = (await comment('developer', fresh.path, { note: 'later' })).json<NoteJson>();
    const internal = (await comment('developer', fresh.path, { note: 'team only', internal: true })).json<NoteJson>();
    expect((await poll('guest', fresh.path, since)).json<{ notes: NoteJson[] }>().notes.map((n) => n.note)).toEqual(['later']);
    expect((await poll('reporter', fresh.path, since)).json<{ notes: NoteJson[] }>().notes.map((n) => n.note)).toEqual(['later', 'team only']);
    await f.call('developer', 'DELETE', `${fresh.path}/notes/${created.id}`);
    await f.call('developer', 'DELETE', `${fresh.path}/notes/${internal.id}`);
    expect((await poll('guest', fresh.path, since)).json()).toMatchObject({ notes: [], deleted_note_ids: [Number(created.id)] });
    expect((await poll('reporter', fresh.path, since)).json()).toMatchObject({ deleted_note_ids: [Number(created.id), Number(internal.id)] });
    expect((await f.call('guest', 'GET', `${fresh.path}/notes`)).statusCode).toBe(400);
  });
});

describe('creating, editing and deleting epic notes', () => {
  it('lets signed-in readers comment, reply (threads never resolvable) and react; internal notes need reporter+', async () => {
    const fresh = await e.freshEpic('developer');
    const note = await comment('outsider', fresh.path, { note: 'Drive-by comment', noteable_type: 'Epic', noteable_id: fresh.id });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({ valid: true, noteable_type: 'Epic', noteable_id: fresh.id, noteable_iid: fresh.iid, human_access: null, resolvable: false, type: null });
    const reply = await comment('guest', fresh.path, { note: 'A reply' }, { in_reply_to_discussion_id: note.json<NoteJson>().discussion_id, return_discussion: true });
    expect(reply.json()).toMatchObject({ valid: true, discussion: { individual_note: false, resolvable: false, notes: [{ note: 'Drive-by comment', type: 'DiscussionNote' }, { note: 'A reply', type: 'DiscussionNote', resolvable: false }] } });
    expect((await comment('guest', fresh.path, { note: 'secret', internal: true })).statusCode).toBe(403);
    expect((await comment('reporter', fresh.path, { note: 'secret', internal: true })).json()).toMatchObject({ internal: true, confidential: true });
    expect((await comment('anonymousSession', fresh.path, { note: 'x' })).statusCode).toBe(401);
    expect((await comment('guest', fresh.path, { note: ' ' })).json()).toEqual({ errors: "Note can't be blank" });
    expect((await comment('guest', CONFIDENTIAL_EPIC, { note: 'x' })).statusCode).toBe(404);
    const awarded = await f.call('reporter', 'POST', `${fresh.path}/notes/${note.json<NoteJson>().id}/toggle_award_emoji`, { name: 'thumbsup' });
    expect(awarded.json()).toEqual({ ok: true });
    expect((await f.call('anonymousSession', 'POST', `${fresh.path}/notes/${note.json<NoteJson>().id}/toggle_award_emoji`, { name: 'thumbsup' })).statusCode).toBe(401);
  });

  it('lets the author, maintainers and admins edit and delete; others 403; notes of another noteable 404', async () => {
    const fresh = await e.freshEpic('developer');
    const note = (await comment('guest', fresh.path, { note: 'typo' })).json<NoteJson>();
    expect((await f.call('developer', 'PUT', `${fresh.path}/notes/${note.id}`, { note: { note: 'fixed' } })).statusCode).toBe(403);
    expect((await f.call('guest', 'PUT', `${fresh.path}/notes/${note.id}`, { note: { note: 'fixed' } })).json()).toMatchObject({ note: 'fixed', last_edited_by: { username: 'guest' } });
    expect((await f.call('maintainer', 'PUT', `${fresh.path}/notes/${note.id}`, { note: { note: 'fixed again' } })).statusCode).toBe(200);
    // The same note through another epic's path, or through the issue routes, does not exist.
    expect((await f.call('guest', 'PUT', `${DISCUSSED_EPIC}/notes/${note.id}`, { note: { note: 'x' } })).statusCode).toBe(404);
    expect((await f.call('guest', 'PUT', `/gitlab-org/gitlab/notes/${note.id}`, { note: { note: 'x' } })).statusCode).toBe(404);
    expect((await f.call('developer', 'DELETE', `${fresh.path}/notes/${note.id}`)).statusCode).toBe(403);
    expect((await f.call('root', 'DELETE', `${fresh.path}/notes/${note.id}`)).json()).toEqual({});
    const internal = (await comment('reporter', fresh.path, { note: 'team', internal: true })).json<NoteJson>();
    expect((await f.call('guest', 'PUT', `${fresh.path}/notes/${internal.id}`, { note: { note: 'x' } })).statusCode).toBe(404);
  });

  it('applies /close, /reopen, /title, /label, /unlabel, /award and /confidential for reporters+', async () => {
    const fresh = await e.freshEpic('guest');
    const commandsOnly = await comment('reporter', fresh.path, { note: '/close\n/title Better title\n/label ~bug ~"priority::high"\n/award :tada:' });
    expect(commandsOnly.json()).toMatchObject({
      valid: false,
      command_names: ['close', 'title', 'label', 'award'],
      commands_changes: { state_event: 'close', title: 'Better title', add_label_ids: [expect.any(Number), expect.any(Number)], emoji_award: 'tada' },
      errors: { commands_only: ['Closed this epic. Changed the title to "Better title". Added ~bug ~"priority::high" labels. Toggled :tada: emoji award.'] },
    });
    expect((await f.call('reporter', 'GET', `${fresh.path}.json`)).json()).toMatchObject({ state: 'closed', title: 'Better title', labels: [{ title: 'bug' }, { title: 'priority::high' }] });
    const mixed = await comment('reporter', fresh.path, { note: 'Reopening.\n/reopen\n/unlabel ~bug\n/confidential' });
    expect(mixed.json()).toMatchObject({ valid: true, note: 'Reopening.', command_names: ['reopen', 'unlabel', 'confidential'] });
    expect((await f.call('reporter', 'GET', `${fresh.path}.json`)).json()).toMatchObject({ state: 'opened', confidential: true, labels: [{ title: 'priority::high' }] });
    expect((await e.systemNotes(fresh.id)).map((n) => n.note)).toEqual([
      'closed',
      'changed title from **Fresh epic** to **Better title**',
      'added ~bug ~"priority::high" labels',
      'reopened',
      'made the epic confidential',
      'removed ~bug label',
    ]);
    // The author is a guest: the commands stay text (only /award runs).
    const other = await e.freshEpic('guest');
    const guest = await comment('guest', other.path, { note: '/close\n/award :rocket:' });
    expect(guest.json()).toMatchObject({ valid: true, note: '/close', command_names: ['award'] });
    expect((await f.call('guest', 'GET', `${other.path}.json`)).json()).toMatchObject({ state: 'opened' });
  });
});

describe('REST v4 epic notes and discussions (by epic id)', () => {
  it('lists, reads, creates, edits and deletes notes; internal notes only for reporters+', async () => {
    const epic = await e.epic('gitlab-org', 2);
    const list = await f.api('GET', `/groups/gitlab-org/epics/${epic.id}/notes?sort=asc`, 'guest');
    expect(list.statusCode, list.body).toBe(200);
    const notes = list.json<{ body: string; noteable_type: string; internal: boolean }[]>();
    expect(notes[0]).toMatchObject({ noteable_type: 'Epic', body: 'The notes API already takes `Epic` as a noteable type; the web routes are next.' });
    expect(notes.some((n) => n.internal)).toBe(false);
    expect(list.headers['x-total']).toBe(String(notes.length));
    expect((await f.api('GET', `/groups/gitlab-org/epics/${epic.id}/notes`, 'reporter')).json<{ internal: boolean }[]>().some((n) => n.internal)).toBe(true);
    const created = await f.api('POST', `/groups/gitlab-org/epics/${epic.id}/notes`, 'developer', { body: 'Over REST' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await f.api('PUT', `/groups/gitlab-org/epics/${epic.id}/notes/${id}`, 'developer', { body: 'Edited' })).json()).toMatchObject({ body: 'Edited' });
    expect((await f.api('DELETE', `/groups/gitlab-org/epics/${epic.id}/notes/${id}`, 'guest')).statusCode).toBe(403);
    expect((await f.api('DELETE', `/groups/gitlab-org/epics/${epic.id}/notes/${id}`, 'developer')).statusCode).toBe(204);
    const discussions = await f.api('GET', `/groups/gitlab-org/epics/${epic.id}/discussions`, 'guest');
    expect(discussions.json<{ individual_note: boolean; notes: unknown[] }[]>().find((d) => !d.individual_note)?.notes).toHaveLength(3);
    const thread = await f.api('POST', `/groups/gitlab-org/epics/${epic.id}/discussions`, 'guest', { body: 'New thread' });
    expect(thread.statusCode).toBe(201);
    const discussionId = thread.json<{ id: string }>().id;
    expect((await f.api('POST', `/groups/gitlab-org/epics/${epic.id}/discussions/${discussionId}/notes`, 'reporter', { body: 'Reply' })).statusCode).toBe(201);
    const confidential = await e.epic('gitlab-org', 3);
    expect((await f.api('GET', `/groups/gitlab-org/epics/${confidential.id}/notes`, 'guest')).json()).toEqual({ message: '404 Epic Not Found' });
    // The route names epics by id (GitLab's API does), and no epic of the group has this one.
    expect((await f.api('GET', `/groups/gitlab-org/epics/999999/notes`, 'guest')).statusCode).toBe(404);
    expect((await f.api('POST', `/groups/gitlab-org/epics/${epic.id}/notes`, 'anonymous', { body: 'x' })).statusCode).toBe(401);
  });
});
