import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anonymousBrowser, createTestApp, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { issuesChannel } from '../issues/service.ts';
import { exclusiveWith, isValidEmojiName } from './rules.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
const USERS = ['root', 'owner', 'developer', 'reporter', 'guest', 'outsider'] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of USERS) as[name] = await signIn(t.app, name);
  as.anonymousSession = await anonymousBrowser(t.app);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.exec(`DELETE FROM award_emoji; DELETE FROM notes WHERE noteable_type = 'Issue' AND noteable_id = 1; UPDATE issues SET discussion_locked = false WHERE id = 1`);
  // Written behind the API's back: the read cache must not answer from before.
  t.app.readCache.invalidate();
});

const P = '/gitlab-org/gitlab';
const API = '/api/v4/projects/1/issues/1';

function call(who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const browser = as[who] ?? null;
  return t.app.inject({
    method,
    url,
    headers: browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const toggle = (who: string, name: string, path = `${P}/-/issues/1`) => call(who, 'POST', `${path}/toggle_award_emoji`, { name });
const names = async (who = 'root', url = `${API}/award_emoji`) =>
  (await call(who, 'GET', url)).json<{ name: string; user: { username: string } }[]>().map((a) => `${a.user.username}:${a.name}`);

describe('POST {issue path}/toggle_award_emoji', () => {
  it('adds, then removes, a reaction; thumbs up and down exclude each other', async () => {
    expect((await toggle('guest', 'thumbsup')).json()).toEqual({ ok: true });
    expect((await toggle('developer', 'tada')).json()).toEqual({ ok: true });
    expect(await names()).toEqual(['guest:thumbsup', 'developer:tada']);
    expect((await toggle('guest', 'thumbsdown')).json()).toEqual({ ok: true });
    expect(await names()).toEqual(['developer:tada', 'guest:thumbsdown']);
    await toggle('guest', 'thumbsup');
    expect(await names()).toEqual(['developer:tada', 'guest:thumbsup']);
    await toggle('guest', 'thumbsup');
    expect(await names()).toEqual(['developer:tada']);
  });

  it('publishes the change on the issue channel', async () => {
    const received: unknown[] = [];
    const unsubscribe = t.app.live.subscribe(issuesChannel(1), (payload) => received.push(payload));
    try {
      await toggle('guest', 'rocket');
      await expect.poll(() => received).toContainEqual({ event: 'award_emoji', issue_id: 1, project_id: 1, iid: 1, name: 'rocket' });
    } finally {
      unsubscribe();
    }
  });

  it('answers { ok: false } to non-members in a locked discussion; members may still react', async () => {
    await t.database.exec('UPDATE issues SET discussion_locked = true WHERE id = 1');
    expect((await toggle('outsider', 'thumbsup')).json()).toEqual({ ok: false });
    expect((await toggle('guest', 'thumbsup')).json()).toEqual({ ok: true });
    expect(await names()).toEqual(['guest:thumbsup']);
  });

  it('refuses the signed-out (401 with a session, 422 without CSRF token), hidden issues (404) and bad names (400)', async () => {
    expect((await toggle('anonymous', 'thumbsup')).statusCode).toBe(422);
    expect((await toggle('anonymousSession', 'thumbsup')).statusCode).toBe(401);
    const noCsrf = await t.app.inject({ method: 'POST', url: `${P}/-/issues/1/toggle_award_emoji`, headers: { cookie: as.guest!.cookie }, payload: { name: 'x' } });
    expect(noCsrf.statusCode).toBe(422);
    expect((await toggle('guest', 'thumbsup', `${P}/-/issues/5`)).statusCode).toBe(404);
    expect((await toggle('outsider', 'thumbsup', '/acme-corp/website/-/issues/1')).statusCode).toBe(404);
    const bad = await toggle('guest', 'not-an-emoji');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: { name: ['is not a valid emoji name'] } });
    expect((await call('guest', 'POST', `${P}/-/issues/1/toggle_award_emoji`, {})).statusCode).toBe(400);
    expect(await names()).toEqual([]);
  });
});

describe('REST /projects/:id/issues/:iid/award_emoji', () => {
  it('creates (201, Entities::AwardEmoji), refuses duplicates and bad names with GitLab’s 404 texts', async () => {
    const created = await call('reporter', 'POST', `${API}/award_emoji`, { name: 'thumbsup' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'thumbsup', user: { username: 'reporter' }, awardable_id: 1, awardable_type: 'Issue', url: null });
    const again = await call('reporter', 'POST', `${API}/award_emoji`, { name: 'thumbsup' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: '404 Award Emoji Name has already been taken Not Found' });
    expect((await call('reporter', 'POST', `${API}/award_emoji`, { name: 'nope-nope' })).json()).toEqual({ message: '404 Award Emoji Name is not a valid emoji name Not Found' });
    expect((await call('reporter', 'POST', `${API}/award_emoji`, {})).statusCode).toBe(400);
    // Exclusive on REST too.
    expect((await call('reporter', 'POST', `${API}/award_emoji`, { name: 'thumbsdown' })).statusCode).toBe(201);
    expect(await names()).toEqual(['reporter:thumbsdown']);
    const one = await call('guest', 'GET', `${API}/award_emoji/${created.json<{ id: number }>().id}`);
    expect(one.statusCode).toBe(404);
  });

  it('pages with per_page and X-Next-Page until it is empty', async () => {
    for (const who of ['guest', 'developer', 'reporter']) await toggle(who, 'eyes');
    const first = await call('anonymous', 'GET', `${API}/award_emoji?per_page=2`);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({ 'x-next-page': '2', 'x-total': '3', 'x-total-pages': '2', 'x-per-page': '2', 'x-page': '1' });
    expect(first.json()).toHaveLength(2);
    const second = await call('anonymous', 'GET', `${API}/award_emoji?per_page=2&page=2`);
    expect(second.headers['x-next-page']).toBe('');
    expect(second.json<{ user: { username: string } }[]>().map((a) => a.user.username)).toEqual(['reporter']);
    expect((await call('anonymous', 'GET', `${API}/award_emoji?per_page=abc`)).statusCode).toBe(400);
  });

  it('deletes only one’s own award (others 401, as GitLab), admins any; hides unreadable issues', async () => {
    const id = (await call('guest', 'POST', `${API}/award_emoji`, { name: 'heart' })).json<{ id: number }>().id;
    expect((await call('developer', 'DELETE', `${API}/award_emoji/${id}`)).statusCode).toBe(401);
    expect((await call('anonymous', 'DELETE', `${API}/award_emoji/${id}`)).statusCode).toBe(401);
    expect((await call('guest', 'DELETE', `${API}/award_emoji/${id}`)).statusCode).toBe(204);
    expect((await call('guest', 'DELETE', `${API}/award_emoji/${id}`)).statusCode).toBe(404);
    const other = (await call('guest', 'POST', `${API}/award_emoji`, { name: 'heart' })).json<{ id: number }>().id;
    expect((await call('root', 'DELETE', `${API}/award_emoji/${other}`)).statusCode).toBe(204);
    expect((await call('anonymous', 'POST', `${API}/award_emoji`, { name: 'heart' })).statusCode).toBe(401);
    expect((await call('guest', 'GET', '/api/v4/projects/1/issues/5/award_emoji')).statusCode).toBe(404);
    expect((await call('outsider', 'GET', '/api/v4/projects/4/issues/1/award_emoji')).statusCode).toBe(404);
    expect((await call('guest', 'GET', '/api/v4/projects/1/issues/9999999999/award_emoji')).statusCode).toBe(404);
    expect((await call('guest', 'DELETE', `${API}/award_emoji/9999999999`)).statusCode).toBe(404);
    expect((await call('guest', 'GET', `${API}/notes/9999999999/award_emoji`)).statusCode).toBe(404);
  });

  it('refuses non-members in a locked discussion with 403', async () => {
    await t.database.exec('UPDATE issues SET discussion_locked = true WHERE id = 1');
    expect((await call('outsider', 'POST', `${API}/award_emoji`, { name: 'heart' })).statusCode).toBe(403);
    expect((await call('guest', 'POST', `${API}/award_emoji`, { name: 'heart' })).statusCode).toBe(201);
  });
});

describe('REST …/notes/:note_id/award_emoji', () => {
  it('awards notes, never system notes, and hides internal notes from those who may not read them', async () => {
    const note = (await call('developer', 'POST', `${API}/notes`, { body: 'Nice' })).json<{ id: number }>();
    const internal = (await call('reporter', 'POST', `${API}/notes`, { body: 'Secret', internal: true })).json<{ id: number }>();
    const created = await call('guest', 'POST', `${API}/notes/${note.id}/award_emoji`, { name: 'thumbsup' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ awardable_type: 'Note', awardable_id: note.id });
    expect(await names('anonymous', `${API}/notes/${note.id}/award_emoji`)).toEqual(['guest:thumbsup']);
    expect((await call('guest', 'POST', `${API}/notes/${note.id}/award_emoji`, { name: 'thumbsdown' })).statusCode).toBe(201);
    expect(await names('anonymous', `${API}/notes/${note.id}/award_emoji`)).toEqual(['guest:thumbsdown']);
    expect((await call('guest', 'GET', `${API}/notes/${internal.id}/award_emoji`)).statusCode).toBe(404);
    expect((await call('reporter', 'POST', `${API}/notes/${internal.id}/award_emoji`, { name: 'eyes' })).statusCode).toBe(201);
    await call('root', 'POST', `${API}/notes`, { body: '/close' });
    const [system] = await t.database.db.execute(`select id from notes where noteable_id = 1 and system = true`).then((r) => (r as unknown as { rows: { id: number }[] }).rows ?? (r as unknown as { id: number }[]));
    expect(system).toBeDefined();
    expect((await call('guest', 'POST', `${API}/notes/${system!.id}/award_emoji`, { name: 'eyes' })).statusCode).toBe(403);
    await t.database.exec(`UPDATE issues SET state = 'opened', closed_at = NULL WHERE id = 1`);
  });
});

describe('award rules', () => {
  it('knows the emoji set and the exclusive pairs', () => {
    expect(isValidEmojiName('thumbsup')).toBe(true);
    expect(isValidEmojiName('+1')).toBe(true);
    expect(isValidEmojiName('nope-nope')).toBe(false);
    expect(isValidEmojiName('<script>')).toBe(false);
    expect(exclusiveWith('thumbsup')).toEqual(['thumbsdown', '-1']);
    expect(exclusiveWith('-1')).toEqual(['thumbsup', '+1']);
    expect(exclusiveWith('tada')).toEqual([]);
  });
});
