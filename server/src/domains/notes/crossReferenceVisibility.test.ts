import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const as = new Map<string, Browser | null>();
const ROLES = ['anonymous', 'outsider', 'guest', 'reporter', 'developer', 'maintainer', 'owner', 'root'] as const;
/** acme-corp/website is private: its owner and the administrator only. */
const SEES_PRIVATE = new Set(['owner', 'root']);
const root = { 'private-token': DEMO_ROOT_TOKEN };
let iid: number;
let text: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) as.set(role, role === 'anonymous' ? null : await signIn(t.app, role));
  const website = (await t.app.inject({ method: 'GET', url: '/api/v4/projects/acme-corp%2Fwebsite', headers: root })).json<{ id: number }>();
  const secret = (await t.app.inject({ method: 'POST', url: `/api/v4/projects/${website.id}/issues`, headers: root, payload: { title: 'Secret launch' } })).json<{ iid: number }>();
  const source = (await t.app.inject({ method: 'POST', url: '/api/v4/projects/1/issues', headers: root, payload: { title: 'Public issue' } })).json<{ iid: number }>();
  iid = source.iid;
  const linked = await t.app.inject({ method: 'POST', url: `/api/v4/projects/1/issues/${iid}/links`, headers: root, payload: { target_project_id: website.id, target_issue_iid: secret.iid } });
  expect(linked.statusCode).toBe(201);
  text = `marked this issue as related to acme-corp/website#${secret.iid}`;
  // A comment and a visible system note, which everyone keeps seeing.
  await t.app.inject({ method: 'POST', url: `/api/v4/projects/1/issues/${iid}/notes`, headers: root, payload: { body: 'a comment' } });
  await t.app.inject({ method: 'PUT', url: `/api/v4/projects/1/issues/${iid}`, headers: root, payload: { title: 'Public issue, renamed' } });
});
afterAll(() => t.close());

interface Seen {
  restNotes: string[];
  restTotal: string | undefined;
  restDiscussions: string[];
  webDiscussions: string[];
  poll: string[];
  single: number;
}

async function seen(who: Browser | null): Promise<Seen> {
  const rest = await getAs(t.app, who, `/api/v4/projects/1/issues/${iid}/notes?per_page=100`);
  const restNotes = rest.json<{ id: number; body: string }[]>();
  const restDiscussions = (await getAs(t.app, who, `/api/v4/projects/1/issues/${iid}/discussions`)).json<{ notes: { body: string }[] }[]>().flatMap((d) => d.notes.map((n) => n.body));
  const webDiscussions = (await getAs(t.app, who, `/gitlab-org/gitlab/-/issues/${iid}/discussions.json`)).json<{ notes: { note: string }[] }[]>().flatMap((d) => d.notes.map((n) => n.note));
  const page = (await getAs(t.app, who, `/gitlab-org/gitlab/-/issues/${iid}.json`)).json<{ id: number }>();
  const pollResponse = await t.app.inject({ method: 'GET', url: `/gitlab-org/gitlab/noteable/issue/${page.id}/notes`, headers: { 'x-last-fetched-at': '0', ...(who ? { cookie: who.cookie } : {}) } });
  const poll = pollResponse.json<{ notes: { note: string }[] }>().notes.map((n) => n.note);
  // The hidden note's own URL is a 404 like any note the reader may not see.
  const adminNotes = (await getAs(t.app, as.get('root') ?? null, `/api/v4/projects/1/issues/${iid}/notes?per_page=100`)).json<{ id: number; body: string }[]>();
  const hiddenId = adminNotes.find((n) => n.body === text)?.id;
  const single = (await getAs(t.app, who, `/api/v4/projects/1/issues/${iid}/notes/${hiddenId}`)).statusCode;
  return { restNotes: restNotes.map((n) => n.body), restTotal: rest.headers['x-total'] as string | undefined, restDiscussions, webDiscussions, poll, single };
}

describe('system notes that cross-reference what the reader may not see are hidden (issue 10 item 1)', () => {
  it.each(ROLES)('%s: REST notes and discussions, discussions.json, the notes poll, the note itself', async (role) => {
    const got = await seen(as.get(role) ?? null);
    const visible = SEES_PRIVATE.has(role);
    for (const list of [got.restNotes, got.restDiscussions, got.webDiscussions, got.poll]) {
      expect(list.includes(text)).toBe(visible);
      expect(list).toContain('a comment');
      expect(list.some((body) => body.startsWith('changed title'))).toBe(true);
      // Nothing names the private project, with or without a link.
      if (!visible) expect(list.filter((body) => body.includes('acme-corp'))).toEqual([]);
    }
    // The total counts only what the reader gets.
    expect(Number(got.restTotal)).toBe(got.restNotes.length);
    expect(got.single).toBe(visible ? 200 : 404);
  });
});
