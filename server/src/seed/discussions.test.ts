import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { LONG_DISCUSSION_NOTES } from './discussions.ts';

interface Discussion {
  id: string;
  individual_note: boolean;
  resolvable: boolean;
  resolved: boolean;
  notes: Array<{ note: string; system: boolean; internal: boolean; system_note_icon_name: string | null; award_emoji?: Array<{ name: string }> }>;
}

let t: TestApp;
let maintainer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  maintainer = { cookie: (await signIn(t.app, 'maintainer')).cookie };
});
afterAll(() => t.close());

const ISSUE = '/gitlab-org/gitlab/-/issues';

async function allDiscussions(iid: number, headers: Record<string, string>) {
  const pages: Discussion[][] = [];
  let cursor: string | undefined;
  do {
    const response = await t.app.inject({
      method: 'GET',
      url: `${ISSUE}/${iid}/discussions.json?per_page=100&notes_filter=0&persist_filter=false${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    pages.push(response.json<Discussion[]>());
    cursor = response.headers['x-next-page-cursor'] as string | undefined;
  } while (cursor);
  return pages;
}

describe('seeded discussions', () => {
  it('gives gitlab-org/gitlab#1 every kind of note', async () => {
    const [discussions = []] = await allDiscussions(1, maintainer);
    const threads = discussions.filter((d) => !d.individual_note);
    expect(threads.map((d) => [d.notes.length, d.resolvable, d.resolved])).toEqual([
      [3, true, false],
      [2, true, true],
    ]);
    const notes = discussions.flatMap((d) => d.notes);
    expect(notes.some((n) => n.internal)).toBe(true);
    expect(new Set(notes.filter((n) => n.system).map((n) => n.system_note_icon_name))).toEqual(new Set(['label', 'user', 'pencil', 'link', 'timer', 'calendar', 'comment']));
    expect(notes[0]?.award_emoji?.map((a) => a.name)).toEqual(['thumbsup', 'thumbsup', 'eyes']);
  });

  it('keeps the internal note from anonymous readers', async () => {
    const [discussions = []] = await allDiscussions(1, {});
    expect(discussions.flatMap((d) => d.notes).some((n) => n.internal)).toBe(false);
    expect(discussions.length).toBeGreaterThan(5);
  });

  it(`puts ${LONG_DISCUSSION_NOTES} notes on #3, paged to the end in order`, async () => {
    const pages = await allDiscussions(3, maintainer);
    expect(pages.map((page) => page.length)).toEqual(Array.from({ length: LONG_DISCUSSION_NOTES / 100 }, () => 100));
    const bodies = pages.flat().map((d) => d.notes[0]?.note);
    expect(bodies[0]).toBe('Note 1 of the long discussion.');
    expect(bodies.at(-1)).toBe(`Note ${LONG_DISCUSSION_NOTES} of the long discussion.`);
    expect(new Set(pages.flat().map((d) => d.id)).size).toBe(LONG_DISCUSSION_NOTES);
  });
});
