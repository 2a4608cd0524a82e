import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['maintainer', 'developer', 'reporter', 'guest', 'outsider']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.exec('DELETE FROM notes; DELETE FROM award_emoji');
});

const BASE = '/api/v4/projects/gitlab-org%2Fgitlab/issues/1';

function api(who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const browser = as[who] ?? null;
  const headers: Record<string, string> = who === 'root' ? { 'private-token': DEMO_ROOT_TOKEN } : browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {};
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

type ApiNote = { id: number; body: string; internal: boolean; confidential: boolean; type: string | null; author: { username: string }; noteable_iid: number };
type ApiDiscussion = { id: string; individual_note: boolean; notes: ApiNote[] };

async function post(who: string, body: string, extra: Record<string, unknown> = {}): Promise<ApiNote> {
  const response = await api(who, 'POST', `${BASE}/notes`, { body, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiNote>();
}

describe('REST v4 issue notes', () => {
  it('creates and lists notes in GitLab shapes with pagination headers', async () => {
    const note = await post('guest', 'first');
    expect(note).toMatchObject({
      body: 'first',
      type: null,
      system: false,
      noteable_type: 'Issue',
      noteable_id: 1,
      noteable_iid: 1,
      project_id: 1,
      resolvable: false,
      internal: false,
      confidential: false,
      author: { username: 'guest', web_url: 'http://localhost:8080/guest' },
    });
    await post('root', 'second');
    await post('reporter', 'third');
    const page = await api('anonymous', 'GET', `${BASE}/notes?per_page=2&sort=asc`);
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({ 'x-total': '3', 'x-total-pages': '2', 'x-next-page': '2', 'x-per-page': '2' });
    expect(page.json<ApiNote[]>().map((n) => n.body)).toEqual(['first', 'second']);
    expect((await api('anonymous', 'GET', `${BASE}/notes`)).json<ApiNote[]>().map((n) => n.body)).toEqual(['third', 'second', 'first']);
    expect((await api('anonymous', 'GET', `/api/v4/projects/1/issues/1/notes/${note.id}`)).json()).toMatchObject({ id: note.id, body: 'first' });
  });

  it('refuses anonymous writes and answers 404 for hidden projects, issues and notes', async () => {
    expect((await api('anonymous', 'POST', `${BASE}/notes`, { body: 'x' })).statusCode).toBe(401);
    expect((await api('outsider', 'GET', '/api/v4/projects/2/issues/1/notes')).json()).toEqual({ message: '404 Project Not Found' });
    expect((await api('developer', 'GET', '/api/v4/projects/2/issues/1/notes')).statusCode).toBe(200);
    expect((await api('guest', 'GET', `/api/v4/projects/1/issues/5/notes`)).json()).toEqual({ message: '404 Issue Not Found' });
    expect((await api('reporter', 'GET', `/api/v4/projects/1/issues/5/notes`)).statusCode).toBe(200);
    expect((await api('guest', 'GET', `${BASE}/notes/999999`)).json()).toEqual({ message: '404 Note Not Found' });
  });

  it('keeps internal notes from guests on list, show, update and discussions', async () => {
    expect((await api('guest', 'POST', `${BASE}/notes`, { body: 'x', internal: true })).statusCode).toBe(403);
    const secret = await post('reporter', 'secret', { internal: true });
    expect(secret).toMatchObject({ internal: true, confidential: true });
    await post('guest', 'public');
    expect((await api('guest', 'GET', `${BASE}/notes`)).json<ApiNote[]>().map((n) => n.body)).toEqual(['public']);
    expect((await api('guest', 'GET', `${BASE}/notes`)).headers['x-total']).toBe('1');
    expect((await api('reporter', 'GET', `${BASE}/notes`)).json<ApiNote[]>()).toHaveLength(2);
    expect((await api('guest', 'GET', `${BASE}/notes/${secret.id}`)).statusCode).toBe(404);
    expect((await api('guest', 'PUT', `${BASE}/notes/${secret.id}`, { body: 'x' })).statusCode).toBe(404);
    expect((await api('outsider', 'GET', `${BASE}/discussions`)).json<ApiDiscussion[]>()).toHaveLength(1);
  });

  it('validates bodies like GitLab (400)', async () => {
    const long = await api('guest', 'POST', `${BASE}/notes`, { body: 'a'.repeat(1_000_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: '400 Bad request - Note {:note=>["is too long (maximum is 1000000 characters)"]}' });
    expect((await api('guest', 'POST', `${BASE}/notes`, {})).statusCode).toBe(400);
  });

  it('updates (author, maintainer) and deletes (204)', async () => {
    const note = await post('guest', 'mine');
    expect((await api('developer', 'PUT', `${BASE}/notes/${note.id}`, { body: 'x' })).statusCode).toBe(403);
    const updated = await api('guest', 'PUT', `${BASE}/notes/${note.id}`, { body: 'updated' });
    expect(updated.json()).toMatchObject({ id: note.id, body: 'updated' });
    expect((await api('maintainer', 'PUT', `${BASE}/notes/${note.id}`, { body: 'moderated' })).statusCode).toBe(200);
    expect((await api('outsider', 'DELETE', `${BASE}/notes/${note.id}`)).statusCode).toBe(403);
    expect((await api('guest', 'DELETE', `${BASE}/notes/${note.id}`)).statusCode).toBe(204);
    expect((await api('guest', 'GET', `${BASE}/notes/${note.id}`)).statusCode).toBe(404);
  });

  it('answers 202 with commands_changes for a note made only of quick actions', async () => {
    const response = await api('developer', 'POST', `${BASE}/notes`, { body: '/close' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ commands_changes: { state_event: 'close' }, summary: ['Closed this issue.'] });
    await t.database.exec(`UPDATE issues SET state = 'opened', closed_at = NULL WHERE id = 1`);
  });
});

describe('REST v4 issue discussions', () => {
  it('creates threads, replies, shows and lists discussions', async () => {
    const created = await api('guest', 'POST', `${BASE}/discussions`, { body: 'thread' });
    expect(created.statusCode).toBe(201);
    const thread = created.json<ApiDiscussion>();
    expect(thread).toMatchObject({ individual_note: false, notes: [{ body: 'thread', type: 'DiscussionNote', resolvable: true, resolved: false }] });
    expect(thread.id).toMatch(/^[0-9a-f]{40}$/);
    const reply = await api('reporter', 'POST', `${BASE}/discussions/${thread.id}/notes`, { body: 'reply' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ body: 'reply', type: 'DiscussionNote' });
    const single = await post('developer', 'single');
    const shown = await api('anonymous', 'GET', `${BASE}/discussions/${thread.id}`);
    expect(shown.json<ApiDiscussion>().notes.map((n) => n.body)).toEqual(['thread', 'reply']);
    const list = await api('anonymous', 'GET', `${BASE}/discussions?per_page=1&page=2`);
    expect(list.headers).toMatchObject({ 'x-total': '2', 'x-page': '2' });
    expect(list.json<ApiDiscussion[]>()).toEqual([expect.objectContaining({ individual_note: true, notes: [expect.objectContaining({ id: single.id })] })]);
    expect((await api('anonymous', 'GET', `${BASE}/discussions/${'0'.repeat(40)}`)).json()).toEqual({ message: '404 Discussion Not Found' });
    expect((await api('anonymous', 'POST', `${BASE}/discussions/${thread.id}/notes`, { body: 'x' })).statusCode).toBe(401);
  });

  it('updates and deletes notes through their discussion', async () => {
    const thread = (await api('guest', 'POST', `${BASE}/discussions`, { body: 'thread' })).json<ApiDiscussion>();
    const other = await post('guest', 'elsewhere');
    const noteId = thread.notes[0]?.id;
    const url = `${BASE}/discussions/${thread.id}/notes`;
    expect((await api('guest', 'PUT', `${url}/${noteId}`, { body: 'edited' })).json()).toMatchObject({ id: noteId, body: 'edited' });
    expect((await api('reporter', 'PUT', `${url}/${noteId}`, { body: 'x' })).statusCode).toBe(403);
    expect((await api('guest', 'PUT', `${url}/${other.id}`, { body: 'x' })).statusCode).toBe(404);
    expect((await api('guest', 'DELETE', `${url}/${noteId}`)).statusCode).toBe(204);
    expect((await api('guest', 'GET', `${BASE}/discussions/${thread.id}`)).statusCode).toBe(404);
  });

  it('turns an individual note into a thread when replied to', async () => {
    const single = await post('developer', 'single');
    const [discussion] = (await api('guest', 'GET', `${BASE}/discussions`)).json<ApiDiscussion[]>();
    expect(discussion?.individual_note).toBe(true);
    expect((await api('guest', 'POST', `${BASE}/discussions/${discussion?.id}/notes`, { body: 'reply' })).statusCode).toBe(201);
    const [after] = (await api('guest', 'GET', `${BASE}/discussions`)).json<ApiDiscussion[]>();
    expect(after).toMatchObject({ individual_note: false, notes: [{ id: single.id, type: 'DiscussionNote' }, { body: 'reply' }] });
  });
});
