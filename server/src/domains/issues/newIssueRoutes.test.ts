import type { LightMyRequestResponse } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousBrowser, createTestApp, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { labels } from '../labels/tables.ts';
import { milestones } from '../milestones/tables.ts';
import { notes } from '../notes/tables.ts';
import { users } from '../users/tables.ts';
import { issues } from './tables.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['developer', 'reporter', 'guest', 'outsider']) as[name] = await signIn(t.app, name);
  as.anonymousSession = await anonymousBrowser(t.app);
});
afterAll(async () => {
  await t.close();
});

const create = (who: string, payload: Record<string, unknown> | string, path = 'gitlab-org/gitlab', accept = 'application/json'): Promise<LightMyRequestResponse> => {
  const browser = as[who] ?? null;
  const form = typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {};
  return t.app.inject({
    method: 'POST',
    url: `/${path}/-/issues`,
    headers: { accept, ...form, ...(browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {}) },
    payload,
  });
};
const issueCount = async () => (await t.database.db.select({ n: count() }).from(issues))[0]?.n ?? 0;
const linkRefs = async (who: string, iid: number) =>
  (await getAs(t.app, as[who] ?? null, `/gitlab-org/gitlab/-/issues/${iid}/links`)).json<{ reference: string; link_type: string }[]>().map((l) => `${l.link_type} ${l.reference}`);
const systemNotes = async (issueId: number) =>
  (await t.database.db.select({ note: notes.note }).from(notes).where(and(eq(notes.noteableType, 'Issue'), eq(notes.noteableId, issueId), eq(notes.system, true)))).map((n) => n.note);

describe('POST /:fullPath/-/issues (the new-issue page)', () => {
  it('creates the issue and its "relates to" link together when add_related_issue names a readable issue', async () => {
    const response = await create('developer', { issue: { title: 'Follow-up', description: 'More', confidential: false }, add_related_issue: 1 });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: number; iid: number; web_url: string; title: string; related_issue_linked: boolean }>();
    expect(created).toMatchObject({ title: 'Follow-up', related_issue_linked: true, web_url: `http://localhost:8080/gitlab-org/gitlab/-/issues/${created.iid}` });
    expect(await linkRefs('developer', created.iid)).toEqual(['relates_to #1']);
    expect(await linkRefs('developer', 1)).toContain(`relates_to #${created.iid}`);
    expect(await systemNotes(created.id)).toEqual(['marked this issue as related to #1']);
    expect(await systemNotes(1)).toContain(`marked this issue as related to #${created.iid}`);
  });

  it('sets assignees, labels, milestone and due date for those who may set metadata; drops them for a guest', async () => {
    const [developer] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'developer'));
    const [label] = await t.database.db.select({ id: labels.id, title: labels.title }).from(labels).limit(1);
    const [milestone] = await t.database.db.select({ id: milestones.id, title: milestones.title }).from(milestones).where(eq(milestones.state, 'active')).limit(1);
    const metadata = { assignee_ids: [developer!.id], label_ids: [label!.id], milestone_id: milestone!.id, due_date: '2030-01-31' };
    const response = await create('reporter', { issue: { title: 'With metadata', ...metadata } });
    expect(response.statusCode, response.body).toBe(201);
    const { iid } = response.json<{ iid: number }>();
    const saved = (await getAs(t.app, as.reporter ?? null, `/gitlab-org/gitlab/-/issues/${iid}.json`)).json<{ assignees: { username: string }[]; labels: { title: string }[]; milestone: { title: string } | null; due_date: string | null }>();
    expect(saved.assignees.map((u) => u.username)).toEqual(['developer']);
    expect(saved.labels.map((l) => l.title)).toEqual([label!.title]);
    expect(saved.milestone?.title).toBe(milestone!.title);
    expect(saved.due_date).toBe('2030-01-31');

    const byGuest = await create('guest', { issue: { title: 'Guest metadata', ...metadata } });
    expect(byGuest.statusCode, byGuest.body).toBe(201);
    const guestIssue = (await getAs(t.app, as.reporter ?? null, `/gitlab-org/gitlab/-/issues/${byGuest.json<{ iid: number }>().iid}.json`)).json<typeof saved>();
    expect(guestIssue).toMatchObject({ assignees: [], labels: [], milestone: null, due_date: null });

    // A bad date is refused before anything is written.
    const before = await issueCount();
    const bad = await create('reporter', { issue: { title: 'Bad date', due_date: '2030-02-31' } });
    expect(bad.statusCode).toBe(400);
    expect(await issueCount()).toBe(before);
  });

  it('runs the description\'s quick actions (the Bug template\'s /label ~bug) and stores the description without them', async () => {
    const response = await create('developer', { issue: { title: 'From the Bug template', description: '### Summary\n\nCrash.\n\n/label ~bug' } });
    expect(response.statusCode, response.body).toBe(201);
    const { id, iid } = response.json<{ id: number; iid: number }>();
    const saved = (await getAs(t.app, as.developer ?? null, `/gitlab-org/gitlab/-/issues/${iid}.json`)).json<{ description: string; labels: { title: string }[] }>();
    expect(saved).toMatchObject({ description: '### Summary\n\nCrash.', labels: [{ title: 'bug' }] });
    expect(await systemNotes(id)).toEqual(['added ~bug label']);
  });

  it('answers the HTML form with a redirect to the new issue', async () => {
    const response = await create('developer', new URLSearchParams({ 'issue[title]': 'From the form', 'issue[description]': 'Body' }).toString(), 'gitlab-org/gitlab', 'text/html');
    expect(response.statusCode).toBe(302);
    const [row] = await t.database.db.select().from(issues).where(eq(issues.title, 'From the form'));
    expect(response.headers.location).toBe(`/gitlab-org/gitlab/-/issues/${row?.iid}`);
    expect(row?.description).toBe('Body');
  });

  it('refuses a blank title with 422 and writes nothing', async () => {
    const before = await issueCount();
    const response = await create('developer', { issue: { title: '   ' }, add_related_issue: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: ["Title can't be blank"] });
    const tooLong = await create('developer', { issue: { title: 'x'.repeat(256) } });
    expect(tooLong.json()).toEqual({ errors: ['Title is too long (maximum is 255 characters)'] });
    expect(await issueCount()).toBe(before);
  });

  it('creates without the link when the related issue is unreadable or the user may not link', async () => {
    // #5 is confidential: a guest cannot read it.
    const guest = await create('guest', { issue: { title: 'Guest follow-up' }, add_related_issue: 5 });
    expect(guest.statusCode).toBe(201);
    expect(guest.json().related_issue_linked).toBe(false);
    // Outsiders may open issues in a public project but not link them (admin_issue_link needs membership).
    const outsider = await create('outsider', { issue: { title: 'Outsider follow-up' }, add_related_issue: 1 });
    expect(outsider.statusCode).toBe(201);
    expect(outsider.json().related_issue_linked).toBe(false);
    expect(await linkRefs('outsider', outsider.json().iid)).toEqual([]);
  });

  it('keeps incidents to reporters and above', async () => {
    expect((await create('reporter', { issue: { title: 'Pager', issue_type: 'incident' } })).json().issue_type).toBe('incident');
    expect((await create('guest', { issue: { title: 'Pager?', issue_type: 'incident' } })).json().issue_type).toBe('issue');
    expect((await create('guest', { issue: { title: 'Bad', issue_type: 'epic' } })).statusCode).toBe(400);
    expect((await create('guest', { issue: { title: 'Bad' }, add_related_issue: 'abc' })).statusCode).toBe(400);
  });

  it('refuses those who may not create issues', async () => {
    const before = await issueCount();
    expect((await create('anonymousSession', { issue: { title: 'x' } })).statusCode).toBe(401);
    const hidden = await create('developer', { issue: { title: 'x' } }, 'acme-corp/website');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: '404 Project Not Found' });
    expect((await create('outsider', { issue: { title: 'x' } }, 'gitlab-org/platform/infrastructure')).statusCode).toBe(404);
    expect(await issueCount()).toBe(before);
  });
});
