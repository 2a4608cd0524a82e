import { and, eq } from 'drizzle-orm';
import { groups } from '../groups/tables.ts';
import { createSystemNote } from './service.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epics } from '../epics/tables.ts';
import { createTestApp, DEMO_ROOT_TOKEN, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const as = new Map<string, Browser | null>();
const ROLES = ['anonymous', 'outsider', 'guest', 'developer', 'root'] as const;
const root = { 'private-token': DEMO_ROOT_TOKEN };
let epicIid: number;
let text: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) as.set(role, role === 'anonymous' ? null : await signIn(t.app, role));
  // An issue of the internal project gitlab-org/internal-tools promoted to an epic of the public group.
  const tools = (await t.app.inject({ method: 'GET', url: '/api/v4/projects/gitlab-org%2Finternal-tools', headers: root })).json<{ id: number }>();
  const issue = (await t.app.inject({ method: 'POST', url: `/api/v4/projects/${tools.id}/issues`, headers: root, payload: { title: 'Internal plan' } })).json<{ iid: number }>();
  // The epic's "promoted from issue" note, as the promotion writes it (epics/service.ts), on a public epic.
  const [group] = await t.database.db.select().from(groups).where(eq(groups.fullPath, 'gitlab-org'));
  const [epic] = await t.database.db.select().from(epics).where(and(eq(epics.groupId, group!.id), eq(epics.confidential, false)));
  epicIid = epic!.iid;
  await createSystemNote(t.database.db, t.app.live, { noteable: { type: 'Epic', id: epic!.id, project: null, group: { fullPath: 'gitlab-org' } }, author: { id: 1 }, body: `promoted from issue gitlab-org/internal-tools#${issue.iid}`, icon: 'epic' });
  text = `promoted from issue gitlab-org/internal-tools#${issue.iid}`;
});
afterAll(() => t.close());

describe('epics: a system note referencing an internal project is hidden from anonymous readers (issue 10 item 1)', () => {
  it.each(ROLES)('%s: REST epic notes and discussions, the epic discussions.json and its notes poll', async (role) => {
    const who = as.get(role) ?? null;
    const rest = (await getAs(t.app, who, `/api/v4/groups/gitlab-org/epics/${epicIid}/notes?per_page=100`)).json<{ body: string }[]>().map((n) => n.body);
    const restDiscussions = (await getAs(t.app, who, `/api/v4/groups/gitlab-org/epics/${epicIid}/discussions`)).json<{ notes: { body: string }[] }[]>().flatMap((d) => d.notes.map((n) => n.body));
    const web = (await getAs(t.app, who, `/groups/gitlab-org/-/epics/${epicIid}/discussions.json`)).json<{ notes: { note: string }[] }[]>().flatMap((d) => d.notes.map((n) => n.note));
    // The epic page's notes poll (everything since 0), as mf-notes polls when the socket is down.
    const pollResponse = await t.app.inject({ method: 'GET', url: `/groups/gitlab-org/-/epics/${epicIid}/notes`, headers: { 'x-last-fetched-at': '0', ...(who ? { cookie: who.cookie } : {}) } });
    expect(pollResponse.statusCode, pollResponse.body).toBe(200);
    const poll = pollResponse.json<{ notes: { note: string }[] }>().notes.map((n) => n.note);
    // Internal projects: every signed-in user reads them; anonymous readers do not.
    const visible = role !== 'anonymous';
    for (const list of [rest, restDiscussions, web, poll]) {
      expect(list.includes(text)).toBe(visible);
      if (!visible) expect(list.filter((body) => body.includes('internal-tools'))).toEqual([]);
    }
  });
});
