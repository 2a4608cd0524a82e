import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let guest: Browser;
const P = '/gitlab-org/gitlab';
const TOTAL = 250;

beforeAll(async () => {
  t = await createTestApp();
  guest = await signIn(t.app, 'guest');
  // 250 individual notes on #2, one second apart, every tenth a system note, plus an internal one.
  await t.database.exec(`
    DELETE FROM notes WHERE noteable_type = 'Issue' AND noteable_id = 2;
    INSERT INTO notes (noteable_type, noteable_id, project_id, discussion_id, author_id, note, note_html, system, created_at, updated_at)
    SELECT 'Issue', 2, 1, md5(g::text) || substr(md5((g + 1000)::text), 1, 8), 2, 'note ' || g, '<p>note ' || g || '</p>', g % 10 = 0,
           now() - make_interval(secs => ${TOTAL} - g), now() - make_interval(secs => ${TOTAL} - g)
    FROM generate_series(1, ${TOTAL}) AS g;
    INSERT INTO notes (noteable_type, noteable_id, project_id, discussion_id, author_id, note, note_html, internal)
    VALUES ('Issue', 2, 1, repeat('a', 40), 2, 'internal', '<p>internal</p>', true);
  `);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who: Browser | null = guest) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

describe('discussions.json paging as the notes app asks for it', () => {
  it('serves 20, 30, 45, 68, 100… (×1.5, capped at 100) with X-Next-Page-Cursor until the end, each discussion once', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let perPage = 20;
    let cursor: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const response = await get(`${P}/-/issues/2/discussions.json?notes_filter=0&per_page=${perPage}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json<{ id: string; notes: { note: string }[] }[]>();
      sizes.push(list.length);
      seen.push(...list.map((d) => d.id));
      cursor = response.headers['x-next-page-cursor'] as string | undefined;
      if (!cursor) break;
      perPage = Math.min(Math.round(perPage * 1.5), 100);
    }
    expect(sizes).toEqual([20, 30, 45, 68, 87]);
    expect(new Set(seen).size).toBe(TOTAL);
    expect(seen).toHaveLength(TOTAL);
  });

  it('caps per_page at 100 and rejects a forged cursor', async () => {
    expect((await get(`${P}/-/issues/2/discussions.json?per_page=1000`)).json()).toHaveLength(100);
    expect((await get(`${P}/-/issues/2/discussions.json?cursor=nonsense`)).statusCode).toBe(400);
  });

  it('notes_filter=2 pages history only; persist_filter=false does not remember it, otherwise the poll follows it', async () => {
    const history = await get(`${P}/-/issues/2/discussions.json?notes_filter=2&persist_filter=false&per_page=100`);
    expect(history.json<unknown[]>()).toHaveLength(TOTAL / 10);
    const all = await get(`${P}/-/issues/2/discussions.json?per_page=100`);
    expect(all.json<unknown[]>()).toHaveLength(100);
    await get(`${P}/-/issues/2/discussions.json?notes_filter=1&per_page=1`);
    const poll = await t.app.inject({ method: 'GET', url: `${P}/noteable/issue/2/notes`, headers: { cookie: guest.cookie, 'x-last-fetched-at': '0' } });
    const notes = poll.json<{ notes: { system: boolean; internal: boolean }[] }>().notes;
    expect(notes).toHaveLength(TOTAL - TOTAL / 10);
    expect(notes.every((n) => !n.system && !n.internal)).toBe(true);
    // The page may send the filter it shows (notes_filter on the poll): it wins over the remembered one.
    const historyPoll = await t.app.inject({ method: 'GET', url: `${P}/noteable/issue/2/notes?notes_filter=2`, headers: { cookie: guest.cookie, 'x-last-fetched-at': '0' } });
    expect(historyPoll.json<{ notes: { system: boolean }[] }>().notes).toHaveLength(TOTAL / 10);
    const allPoll = await t.app.inject({ method: 'GET', url: `${P}/noteable/issue/2/notes?notes_filter=0`, headers: { cookie: guest.cookie, 'x-last-fetched-at': '0' } });
    expect(allPoll.json<{ notes: unknown[] }>().notes).toHaveLength(TOTAL);
    // Remembered for the guest only; anonymous readers always start from all activity (without internal notes).
    expect((await get(`${P}/-/issues/2/discussions.json?per_page=100&cursor=`, null)).json<{ notes: { system: boolean }[] }[]>().some((d) => d.notes[0]?.system)).toBe(true);
  });
});
