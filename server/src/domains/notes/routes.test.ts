import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anonymousBrowser, createTestApp, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { notesChannel } from './service.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
const USERS = ['root', 'owner', 'maintainer', 'developer', 'reporter', 'guest', 'outsider'] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of USERS) as[name] = await signIn(t.app, name);
  as.anonymousSession = await anonymousBrowser(t.app);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.exec(`DELETE FROM notes; DELETE FROM deleted_notes; DELETE FROM award_emoji; DELETE FROM user_notes_filters; UPDATE issues SET state = 'opened', closed_at = NULL, title = 'Trial widget shows wrong number of days', confidential = false WHERE id = 1`);
});

const P = '/gitlab-org/gitlab';
const ISSUE = `${P}/-/issues/1`;

type NoteJson = {
  id: string;
  note: string;
  note_html: string;
  type: string | null;
  discussion_id: string;
  internal: boolean;
  system: boolean;
  resolvable: boolean;
  resolved: boolean;
  system_note_icon_name: string | null;
  award_emoji: { name: string; user: { username: string } }[];
  current_user: { can_edit: boolean; can_award_emoji: boolean; can_resolve_discussion: boolean };
  last_edited_at: string | null;
  last_edited_by: { username: string } | null;
  author: { username: string };
  is_noteable_author: boolean;
};
type DiscussionJson = { id: string; reply_id: string; individual_note: boolean; resolvable: boolean; resolved: boolean; resolved_by: { username: string } | null; expanded: boolean; notes: NoteJson[] };

function call(who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const browser = as[who] ?? null;
  return t.app.inject({
    method,
    url,
    headers: { ...(browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const comment = (who: string, note: Record<string, unknown>, extra: Record<string, unknown> = {}, issueId = 1, path = P) =>
  call(who, 'POST', `${path}/notes?target_type=issue&target_id=${issueId}`, { note, ...extra });

async function created(who: string, note: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<NoteJson> {
  const response = await comment(who, note, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NoteJson>();
}

const discussions = async (who: string, url = `${ISSUE}/discussions.json`) => {
  const response = await call(who, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DiscussionJson[]>();
};

describe('POST /:fullPath/notes', () => {
  it('creates an individual note in GitLab NoteEntity shape', async () => {
    const response = await comment('guest', { note: 'Hello <b>world</b>\nsecond line', noteable_type: 'Issue', noteable_id: 1 });
    expect(response.statusCode).toBe(200);
    const note = response.json();
    expect(note).toMatchObject({
      valid: true,
      type: null,
      note: 'Hello <b>world</b>\nsecond line',
      note_html: '<p>Hello <b>world</b>\nsecond line</p>\n',
      system: false,
      internal: false,
      noteable_type: 'Issue',
      noteable_id: 1,
      resolvable: false,
      author: { username: 'guest', name: 'Gus Guest', path: '/guest' },
      current_user: { can_edit: true, can_award_emoji: true, can_resolve_discussion: false },
      human_access: 'Guest',
      is_noteable_author: false,
      is_contributor: false,
      award_emoji: [],
      commands_changes: {},
      command_names: [],
    });
    expect(note.id).toMatch(/^\d+$/);
    expect(note.discussion_id).toMatch(/^[0-9a-f]{40}$/);
    expect(note.path).toBe(`${P}/notes/${note.id}`);
    expect(note.toggle_award_path).toBe(`${P}/notes/${note.id}/toggle_award_emoji`);
    expect(note.noteable_note_url).toBe(`http://localhost:8080${ISSUE}#note_${note.id}`);
    expect(note.author).toHaveProperty('avatar_url');
    expect(note.author).toHaveProperty('id');
  });

  it('marks the issue author and lets outsiders comment on public issues', async () => {
    expect((await created('developer', { note: 'mine' })).is_noteable_author).toBe(true);
    const outsider = await created('outsider', { note: 'drive-by' });
    expect(outsider).toMatchObject({ human_access: null, author: { username: 'outsider' } });
  });

  it('refuses anonymous writers: 401 with a session, CSRF 422 without', async () => {
    expect((await comment('anonymousSession', { note: 'x' })).statusCode).toBe(401);
    const noCsrf = await t.app.inject({ method: 'POST', url: `${P}/notes?target_type=issue&target_id=1`, payload: { note: { note: 'x' } } });
    expect(noCsrf.statusCode).toBe(422);
    const badCsrf = await t.app.inject({
      method: 'POST',
      url: `${P}/notes?target_type=issue&target_id=1`,
      headers: { cookie: as.guest?.cookie ?? '', 'x-csrf-token': 'nope' },
      payload: { note: { note: 'x' } },
    });
    expect(badCsrf.json()).toEqual({ message: "Can't verify CSRF token authenticity." });
  });

  it('validates the body: blank, too long (1,000,000 characters), and the 5,000 notes limit', async () => {
    expect((await comment('guest', { note: '  ' })).json()).toEqual({ errors: "Note can't be blank" });
    const long = await comment('guest', { note: 'a'.repeat(1_000_001) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ errors: 'Note is too long (maximum is 1000000 characters)' });
    expect((await comment('guest', { note: 'a'.repeat(1_000_000) })).statusCode).toBe(200);
    await t.database.exec(
      `INSERT INTO notes (noteable_type, noteable_id, project_id, discussion_id, author_id, note, note_html)
       SELECT 'Issue', 1, 1, md5(g::text) || '00000000', 1, 'n', '<p>n</p>' FROM generate_series(1, 4999) g`,
    );
    const full = await comment('guest', { note: 'one too many' });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({ errors: 'Maximum number of comments exceeded' });
  });

  it('hides private projects and confidential issues (404) and checks the target', async () => {
    expect((await comment('outsider', { note: 'x' }, {}, 7, '/gitlab-org/platform/infrastructure')).statusCode).toBe(404);
    expect((await comment('developer', { note: 'x' }, {}, 7, '/gitlab-org/platform/infrastructure')).statusCode).toBe(200);
    expect((await comment('guest', { note: 'x' }, {}, 5)).json()).toEqual({ message: '404 Issue Not Found' });
    expect((await comment('reporter', { note: 'x' }, {}, 5)).statusCode).toBe(200);
    // An issue of another project through this project's path is absent.
    expect((await comment('developer', { note: 'x' }, {}, 7)).statusCode).toBe(404);
  });

  it('internal notes need reporter+; replies in internal threads stay internal', async () => {
    expect((await comment('guest', { note: 'secret', internal: true })).statusCode).toBe(403);
    const secret = await created('reporter', { note: 'secret', internal: true, type: 'DiscussionNote' });
    expect(secret).toMatchObject({ internal: true, confidential: true });
    const reply = await created('developer', { note: 'reply' }, { in_reply_to_discussion_id: secret.discussion_id });
    expect(reply.internal).toBe(true);
  });

  it('starts threads and converts an individual note into a thread on reply', async () => {
    const thread = await created('guest', { note: 'thread', type: 'DiscussionNote' });
    expect(thread).toMatchObject({ type: 'DiscussionNote', resolvable: true, resolved: false });
    const single = await created('guest', { note: 'single' });
    const converted = await comment('reporter', { note: 'reply' }, { in_reply_to_discussion_id: single.discussion_id, return_discussion: true });
    expect(converted.statusCode).toBe(200);
    const { discussion } = converted.json<{ discussion: DiscussionJson }>();
    expect(discussion).toMatchObject({ id: single.discussion_id, reply_id: single.discussion_id, individual_note: false, resolvable: true });
    expect(discussion.notes.map((n) => [n.note, n.type])).toEqual([
      ['single', 'DiscussionNote'],
      ['reply', 'DiscussionNote'],
    ]);
    const missing = await comment('guest', { note: 'x' }, { in_reply_to_discussion_id: 'f'.repeat(40) });
    expect(missing.json()).toEqual({ errors: 'Discussion to reply to cannot be found' });
  });

  it('publishes ids (no bodies) on the live channel', async () => {
    const events: Record<string, unknown>[] = [];
    const unsubscribe = t.app.live.subscribe(notesChannel('Issue', 1), (payload) => events.push(payload));
    const note = await created('guest', { note: 'live body' });
    await call('guest', 'PUT', `${P}/notes/${note.id}`, { note: { note: 'edited' } });
    await call('guest', 'DELETE', `${P}/notes/${note.id}`);
    for (let i = 0; i < 50 && events.length < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    unsubscribe();
    expect(events.map((e) => e.event)).toEqual(['created', 'updated', 'deleted']);
    expect(events[0]).toEqual({ event: 'created', noteable_type: 'Issue', noteable_id: 1, note_id: Number(note.id), discussion_id: note.discussion_id, internal: false });
    expect(JSON.stringify(events)).not.toContain('live body');
  });
});

describe('GET /:fullPath/-/issues/:iid/discussions.json', () => {
  it('lists DiscussionEntity objects to anyone who can read the issue', async () => {
    const note = await created('guest', { note: 'visible' });
    const [discussion] = await discussions('anonymous');
    expect(discussion).toMatchObject({
      id: note.discussion_id,
      reply_id: note.discussion_id,
      individual_note: true,
      expanded: true,
      resolvable: false,
      resolved: false,
      resolve_path: null,
      diff_discussion: false,
      notes: [{ id: note.id, note: 'visible', current_user: { can_edit: false, can_award_emoji: false } }],
    });
  });

  it('hides internal notes from guests, outsiders and anonymous users on every route', async () => {
    await created('guest', { note: 'public' });
    const secret = await created('reporter', { note: 'internal one', internal: true });
    const count = async (who: string) => (await discussions(who)).length;
    expect(await count('anonymous')).toBe(1);
    expect(await count('outsider')).toBe(1);
    expect(await count('guest')).toBe(1);
    expect(await count('reporter')).toBe(2);
    expect(await count('developer')).toBe(2); // developer: a member, and the issue's author
    expect(await count('root')).toBe(2);
    const poll = await call('guest', 'GET', `${P}/noteable/issue/1/notes`, undefined, { 'x-last-fetched-at': '0' });
    expect(poll.json<{ notes: NoteJson[] }>().notes.map((n) => n.note)).toEqual(['public']);
    expect((await call('guest', 'PUT', `${P}/notes/${secret.id}`, { note: { note: 'x' } })).statusCode).toBe(404);
    expect((await call('guest', 'POST', `${P}/notes/${secret.id}/toggle_award_emoji`, { name: 'thumbsup' })).statusCode).toBe(404);
    expect((await comment('guest', { note: 'x' }, { in_reply_to_discussion_id: secret.discussion_id })).json()).toEqual({ errors: 'Discussion to reply to cannot be found' });
  });

  it('keeps internal notes from the issue author who is not a reporter+ member', async () => {
    await t.database.exec(`UPDATE issues SET author_id = (SELECT id FROM users WHERE username = 'outsider') WHERE id = 1`);
    try {
      await created('reporter', { note: 'internal one', internal: true });
      expect(await discussions('outsider')).toHaveLength(0);
      expect(await discussions('guest')).toHaveLength(0);
      expect(await discussions('reporter')).toHaveLength(1);
    } finally {
      await t.database.exec(`UPDATE issues SET author_id = (SELECT id FROM users WHERE username = 'developer') WHERE id = 1`);
    }
  });

  it('answers 404 for private projects and confidential issues the viewer cannot read', async () => {
    const infra = '/gitlab-org/platform/infrastructure/-/issues/1/discussions.json';
    expect((await call('outsider', 'GET', infra)).statusCode).toBe(404);
    expect((await call('anonymous', 'GET', infra)).statusCode).toBe(404);
    expect((await call('guest', 'GET', infra)).statusCode).toBe(200);
    for (const who of ['anonymous', 'outsider', 'guest']) expect((await call(who, 'GET', `${P}/-/issues/5/discussions.json`)).statusCode).toBe(404);
    for (const who of ['reporter', 'maintainer', 'root']) expect((await call(who, 'GET', `${P}/-/issues/5/discussions.json`)).statusCode).toBe(200);
    expect((await call('root', 'GET', `${P}/-/issues/99/discussions.json`)).json()).toEqual({ message: '404 Issue Not Found' });
  });

  it('pages with per_page and cursor, X-Next-Page-Cursor until the end', async () => {
    await t.database.exec(
      `INSERT INTO notes (noteable_type, noteable_id, project_id, discussion_id, author_id, note, note_html, created_at)
       SELECT 'Issue', 1, 1, md5(g::text) || '00000000', 1, 'n' || g, '<p>n</p>', now() - make_interval(mins => 100 - g) FROM generate_series(1, 25) g`,
    );
    const first = await call('guest', 'GET', `${ISSUE}/discussions.json?per_page=20`);
    expect(first.json<DiscussionJson[]>()).toHaveLength(20);
    expect(first.json<DiscussionJson[]>()[0]?.notes[0]?.note).toBe('n1');
    const cursor = first.headers['x-next-page-cursor'];
    expect(typeof cursor).toBe('string');
    const second = await call('guest', 'GET', `${ISSUE}/discussions.json?per_page=30&cursor=${encodeURIComponent(String(cursor))}`);
    expect(second.json<DiscussionJson[]>().map((d) => d.notes[0]?.note)).toEqual(['n21', 'n22', 'n23', 'n24', 'n25']);
    expect(second.headers['x-next-page-cursor']).toBeUndefined();
    const capped = await call('guest', 'GET', `${ISSUE}/discussions.json?per_page=1000`);
    expect(capped.json<DiscussionJson[]>()).toHaveLength(25);
    expect((await call('guest', 'GET', `${ISSUE}/discussions.json?cursor=garbage`)).statusCode).toBe(400);
  });

  it('filters with notes_filter 0 (all), 1 (comments) and 2 (history)', async () => {
    await created('guest', { note: 'comment' });
    await created('developer', { note: '/close' });
    const notesOf = async (filter: number) => (await discussions('guest', `${ISSUE}/discussions.json?notes_filter=${filter}&persist_filter=false`)).map((d) => d.notes[0]?.note);
    expect(await notesOf(0)).toEqual(['comment', 'closed']);
    expect(await notesOf(1)).toEqual(['comment']);
    expect(await notesOf(2)).toEqual(['closed']);
  });

  it('remembers the filter per user unless persist_filter=false', async () => {
    await t.database.exec('DELETE FROM user_notes_filters');
    await created('guest', { note: 'comment' });
    await created('developer', { note: '/close' });
    const notesOf = async (who: string, query = '') => (await discussions(who, `${ISSUE}/discussions.json${query}`)).map((d) => d.notes[0]?.note);
    expect(await notesOf('guest', '?notes_filter=2&persist_filter=false')).toEqual(['closed']);
    expect(await notesOf('guest')).toEqual(['comment', 'closed']);
    expect(await notesOf('guest', '?notes_filter=1')).toEqual(['comment']);
    expect(await notesOf('guest')).toEqual(['comment']);
    expect(await notesOf('reporter')).toEqual(['comment', 'closed']);
    const poll = await call('guest', 'GET', `${P}/noteable/issue/1/notes`, undefined, { 'x-last-fetched-at': '0' });
    expect(poll.json<{ notes: NoteJson[] }>().notes.map((n) => n.note)).toEqual(['comment']);
    expect(await notesOf('anonymous', '?notes_filter=2')).toEqual(['closed']);
    expect(await notesOf('anonymous')).toEqual(['comment', 'closed']);
    await t.database.exec('DELETE FROM user_notes_filters');
  });

  it('serves discussions.json from the read cache, yet never stale after a write or a filter change', async () => {
    await t.database.exec('DELETE FROM user_notes_filters');
    await created('guest', { note: 'comment' });
    await created('developer', { note: '/close' });
    const notesOf = async (who: string, query = '') => (await discussions(who, `${ISSUE}/discussions.json${query}`)).map((d) => d.notes[0]?.note);
    expect(await notesOf('guest', '?notes_filter=1')).toEqual(['comment']);
    expect(await notesOf('guest', '?notes_filter=2')).toEqual(['closed']);
    // The same URL again: its answer may come from the cache, but the preference must follow it.
    expect(await notesOf('guest', '?notes_filter=1')).toEqual(['comment']);
    expect(await notesOf('guest')).toEqual(['comment']);
    await created('reporter', { note: 'later' });
    expect(await notesOf('guest')).toEqual(['comment', 'later']);
    await t.database.exec('DELETE FROM user_notes_filters');
  });

  it('works for nested project paths', async () => {
    await created('developer', { note: 'x' });
    expect((await call('developer', 'GET', '/gitlab-org/platform/infrastructure/-/issues/1/discussions.json')).json()).toEqual([]);
  });
});

describe('GET /:fullPath/noteable/issue/:id/notes', () => {
  it('answers { notes, last_fetched_at } with Poll-Interval 6000, notes changed since X-Last-Fetched-At (µs)', async () => {
    const note = await created('guest', { note: 'first' });
    const all = await call('guest', 'GET', `${P}/noteable/issue/1/notes`, undefined, { 'x-last-fetched-at': '0' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['poll-interval']).toBe('6000');
    const body = all.json<{ notes: NoteJson[]; last_fetched_at: number }>();
    expect(body.notes.map((n) => n.id)).toEqual([note.id]);
    expect(Math.abs(body.last_fetched_at / 1000 - Date.now())).toBeLessThan(60_000);
    const none = await call('guest', 'GET', `${P}/noteable/issue/1/notes`, undefined, { 'x-last-fetched-at': String(body.last_fetched_at) });
    expect(none.json<{ notes: NoteJson[] }>().notes).toEqual([]);
    await call('guest', 'PUT', `${P}/notes/${note.id}`, { note: { note: 'edited' } });
    const changed = await call('guest', 'GET', `${P}/noteable/issue/1/notes`, undefined, { 'x-last-fetched-at': String(body.last_fetched_at) });
    expect(changed.json<{ notes: NoteJson[] }>().notes.map((n) => n.note)).toEqual(['edited']);
  });

  it('adds deleted_note_ids: notes deleted since X-Last-Fetched-At, internal ones only for readers of internal notes', async () => {
    const poll = async (who: string, since: string | number) => {
      const response = await call(who, 'GET', `${P}/noteable/issue/1/notes`, undefined, { 'x-last-fetched-at': String(since) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ notes: NoteJson[]; deleted_note_ids: number[]; last_fetched_at: number }>();
    };
    const visible = await created('guest', { note: 'to be removed' });
    const internal = await created('reporter', { note: 'internal, to be removed', internal: true });
    const kept = await created('guest', { note: 'kept' });
    const before = await poll('guest', 0);
    expect(before.deleted_note_ids).toEqual([]);
    const reporterBefore = await poll('reporter', 0);

    expect((await call('guest', 'DELETE', `${P}/notes/${visible.id}`)).statusCode).toBe(200);
    expect((await call('reporter', 'DELETE', `${P}/notes/${internal.id}`)).statusCode).toBe(200);
    // A refused deletion leaves no tombstone.
    expect((await call('reporter', 'DELETE', `${P}/notes/${kept.id}`)).statusCode).toBe(403);

    const guest = await poll('guest', before.last_fetched_at);
    expect(guest.deleted_note_ids).toEqual([Number(visible.id)]);
    expect(guest.notes).toEqual([]);
    const reporter = await poll('reporter', reporterBefore.last_fetched_at);
    expect(reporter.deleted_note_ids).toEqual([Number(visible.id), Number(internal.id)]);
    // Signed-out readers of the public issue see the public deletion only.
    expect((await poll('anonymous', before.last_fetched_at)).deleted_note_ids).toEqual([Number(visible.id)]);
    // From the newest watermark nothing is left to remove; a poll from 0 never lists deletions.
    expect((await poll('reporter', reporter.last_fetched_at)).deleted_note_ids).toEqual([]);
    expect((await poll('reporter', 0)).deleted_note_ids).toEqual([]);
  });

  it('requires the header and hides unreadable issues', async () => {
    expect((await call('guest', 'GET', `${P}/noteable/issue/1/notes`)).statusCode).toBe(400);
    expect((await call('guest', 'GET', `${P}/noteable/issue/5/notes`, undefined, { 'x-last-fetched-at': '0' })).statusCode).toBe(404);
    expect((await call('outsider', 'GET', '/gitlab-org/platform/infrastructure/noteable/issue/7/notes', undefined, { 'x-last-fetched-at': '0' })).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /:fullPath/notes/:id', () => {
  it('lets the author, maintainers and admins edit; others get 403', async () => {
    const note = await created('guest', { note: 'original' });
    const edited = await call('guest', 'PUT', `${P}/notes/${note.id}`, { note: { note: 'changed *text*' }, target_type: 'issue', target_id: 1 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ note: 'changed *text*', note_html: '<p>changed <em>text</em></p>\n', last_edited_by: { username: 'guest' } });
    expect(edited.json().last_edited_at).not.toBeNull();
    for (const who of ['reporter', 'developer', 'outsider']) expect((await call(who, 'PUT', `${P}/notes/${note.id}`, { note: { note: 'x' } })).statusCode).toBe(403);
    expect((await call('anonymousSession', 'PUT', `${P}/notes/${note.id}`, { note: { note: 'x' } })).statusCode).toBe(401);
    expect((await call('maintainer', 'PUT', `${P}/notes/${note.id}`, { note: { note: 'by maintainer' } })).statusCode).toBe(200);
    expect((await call('root', 'PUT', `${P}/notes/${note.id}`, { note: { note: 'by admin' } })).statusCode).toBe(200);
    expect((await call('guest', 'PUT', `${P}/notes/${note.id}`, { note: { note: '' } })).json()).toEqual({ errors: "Note can't be blank" });
    // Another project's path does not reach the note.
    expect((await call('root', 'PUT', `/gitlab-org/platform/infrastructure/notes/${note.id}`, { note: { note: 'x' } })).statusCode).toBe(404);
  });

  it('deletes, then answers 404 for the gone note', async () => {
    const note = await created('guest', { note: 'bye' });
    expect((await call('reporter', 'DELETE', `${P}/notes/${note.id}`)).statusCode).toBe(403);
    expect((await call('guest', 'DELETE', `${P}/notes/${note.id}`)).statusCode).toBe(200);
    const gone = await call('guest', 'PUT', `${P}/notes/${note.id}`, { note: { note: 'x' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: '404 Note Not Found' });
    expect((await call('guest', 'DELETE', `${P}/notes/${note.id}`)).statusCode).toBe(404);
  });

  it('never lets anyone edit system notes', async () => {
    await created('developer', { note: '/close' });
    const [system] = (await discussions('root')).flatMap((d) => d.notes);
    expect(system).toMatchObject({ system: true, note: 'closed', system_note_icon_name: 'issue-close', current_user: { can_edit: false } });
    expect((await call('root', 'PUT', `${P}/notes/${system?.id}`, { note: { note: 'x' } })).statusCode).toBe(403);
  });
});

describe('POST /:fullPath/notes/:id/toggle_award_emoji', () => {
  it('toggles a reaction', async () => {
    const note = await created('guest', { note: 'react' });
    const url = `${P}/notes/${note.id}/toggle_award_emoji`;
    expect((await call('outsider', 'POST', url, { name: 'thumbsup' })).json()).toEqual({ ok: true });
    expect((await call('developer', 'POST', url, { name: 'tada' })).json()).toEqual({ ok: true });
    let [discussion] = await discussions('guest');
    expect(discussion?.notes[0]?.award_emoji).toEqual([
      { name: 'thumbsup', user: { id: expect.any(Number), name: 'Nora Outsider', username: 'outsider' } },
      { name: 'tada', user: { id: expect.any(Number), name: 'Dana Developer', username: 'developer' } },
    ]);
    expect((await call('outsider', 'POST', url, { name: 'thumbsup' })).json()).toEqual({ ok: true });
    [discussion] = await discussions('guest');
    expect(discussion?.notes[0]?.award_emoji.map((a) => a.name)).toEqual(['tada']);
    expect((await call('anonymousSession', 'POST', url, { name: 'thumbsup' })).statusCode).toBe(401);
    expect((await call('guest', 'POST', url, { name: '<script>' })).statusCode).toBe(400);
    expect((await call('guest', 'POST', url, {})).statusCode).toBe(400);
  });
});

describe('resolving discussions', () => {
  it('lets developers+, the thread author and the issue author resolve; not other guests', async () => {
    const thread = await created('reporter', { note: 'thread', type: 'DiscussionNote' });
    const url = `${ISSUE}/discussions/${thread.discussion_id}/resolve`;
    // The created note names its thread's resolve path: the page resolves a new thread without a reload.
    expect(thread).toMatchObject({ resolvable: true, resolve_path: url });
    expect((await call('guest', 'POST', url)).statusCode).toBe(403);
    expect((await call('outsider', 'POST', url)).statusCode).toBe(403);
    expect((await call('anonymousSession', 'POST', url)).statusCode).toBe(401);
    const resolved = await call('maintainer', 'POST', url);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ id: thread.discussion_id, resolved: true, expanded: false, resolved_by: { username: 'maintainer' }, resolve_path: url });
    expect(resolved.json().resolved_at).not.toBeNull();
    const unresolved = await call('reporter', 'DELETE', url);
    expect(unresolved.json()).toMatchObject({ resolved: false, resolved_by: null, expanded: true });
    // The issue's author (developer) may resolve too.
    expect((await call('developer', 'PUT', url)).json()).toMatchObject({ resolved: true });
    expect((await call('developer', 'POST', `${ISSUE}/discussions/${'a'.repeat(40)}/resolve`)).json()).toEqual({ message: '404 Discussion Not Found' });
  });

  it('does not resolve individual notes', async () => {
    const note = await created('developer', { note: 'single' });
    expect((await call('developer', 'POST', `${ISSUE}/discussions/${note.discussion_id}/resolve`)).statusCode).toBe(403);
  });
});

describe('quick actions', () => {
  it('applies /close and /reopen without creating a comment and records system notes', async () => {
    const response = await comment('developer', { note: '/close' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      commands_changes: { state_event: 'close' },
      command_names: ['close'],
      valid: false,
      errors: { commands_only: ['Closed this issue.'], command_names: ['close'] },
    });
    const issue = await t.app.inject({ method: 'GET', url: '/api/v4/projects/1/issues?state=closed&scope=all' });
    expect(issue.json().map((i: { iid: number }) => i.iid)).toContain(1);
    expect((await comment('developer', { note: '/reopen' })).json()).toMatchObject({ command_names: ['reopen'] });
    expect((await discussions('guest')).map((d) => [d.notes[0]?.note, d.notes[0]?.system, d.notes[0]?.system_note_icon_name])).toEqual([
      ['closed', true, 'issue-close'],
      ['reopened', true, 'reopen'],
    ]);
  });

  it('keeps the text and applies /title, /confidential', async () => {
    const response = await comment('reporter', { note: 'Renaming.\n/title Better title\n/confidential' });
    expect(response.json()).toMatchObject({ note: 'Renaming.', commands_changes: { title: 'Better title', confidential: true }, command_names: ['title', 'confidential'] });
    const notes = (await discussions('reporter')).map((d) => d.notes[0]?.note);
    expect(notes).toEqual(['Renaming.', 'changed title from **Trial widget shows wrong number of days** to **Better title**', 'made the issue confidential']);
    // Now confidential: guests no longer see the issue.
    expect((await call('guest', 'GET', `${ISSUE}/discussions.json`)).statusCode).toBe(404);
  });

  it('leaves commands a user may not run as text', async () => {
    const response = await comment('outsider', { note: '/close' });
    expect(response.json()).toMatchObject({ valid: true, note: '/close', command_names: [] });
    const issues = await t.app.inject({ method: 'GET', url: '/api/v4/projects/1/issues?state=opened&scope=all' });
    expect(issues.json().map((i: { iid: number }) => i.iid)).toContain(1);
  });
});
