import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousBrowser, createTestApp, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { groups } from '../groups/tables.ts';
import { labels } from '../labels/tables.ts';
import { issueLabels, issues } from '../issues/tables.ts';
import { milestones } from '../milestones/tables.ts';
import { projects } from '../projects/tables.ts';
import { seedMergeRequests } from '../../seed/mergeRequests.ts';
import { seedRepositories } from '../../seed/repositories.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
const USERS = ['root', 'owner', 'maintainer', 'developer', 'reporter', 'guest', 'outsider'] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of USERS) as[name] = await signIn(t.app, name);
  as.anonymousSession = await anonymousBrowser(t.app);
  // Only this file's labels and milestones, whatever the seed brings.
  await t.database.exec('DELETE FROM issue_labels; DELETE FROM labels; DELETE FROM milestones');
  const db = t.database.db;
  const [gitlab] = await db.select().from(projects).where(eq(projects.path, 'gitlab'));
  const [org] = await db.select().from(groups).where(eq(groups.fullPath, 'gitlab-org'));
  const [bug] = await db
    .insert(labels)
    .values([
      { projectId: gitlab!.id, title: 'bug', color: '#dc143c' },
      { groupId: org!.id, title: 'priority::high', color: '#f0f0f0' },
    ])
    .returning();
  await db.insert(issueLabels).values({ issueId: 1, labelId: bug!.id });
  await db.insert(milestones).values([
    { groupId: org!.id, iid: 1, title: 'v1.0', dueDate: '2000-01-01' },
    { projectId: gitlab!.id, iid: 1, title: 'Sprint 4', dueDate: '2999-01-01' },
    { projectId: gitlab!.id, iid: 2, title: 'Old', state: 'closed' },
  ]);
  // A comment, so its author is a participant of #1.
  await t.database.exec("DELETE FROM notes WHERE noteable_type = 'Issue' AND noteable_id = 1");
  const note = await call('outsider', 'POST', `${P}/notes?target_type=issue&target_id=1`, { note: { note: 'Me too' } });
  expect(note.statusCode, note.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const P = '/gitlab-org/gitlab';

function call(who: string, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const browser = as[who] ?? null;
  return t.app.inject({
    method,
    url,
    headers: browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const preview = (who: string, payload: unknown, query = '') => call(who, 'POST', `${P}/preview_markdown${query}`, payload);

describe('POST /:fullPath/preview_markdown', () => {
  it('renders Markdown with references and lists the mentioned users', async () => {
    const response = await preview('developer', { text: '**Hi** @root and @nobody, see #2 :tada:' });
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json<{ body: string; references: { users: string[]; suggestions: unknown[]; commands: string } }>();
    expect(json.body).toContain('<strong>Hi</strong>');
    expect(json.body).toContain('class="gfm gfm-issue">#2</a>');
    expect(json.references).toEqual({ users: ['root'], suggestions: [], commands: '' });
  });

  it('explains the quick actions the user may run on the target and leaves them out of the body', async () => {
    const response = await preview('reporter', { text: 'Done here\n/close\n/title New *name*\n/unknown', target_type: 'Issue', target_id: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json<{ body: string; references: { commands: string } }>();
    expect(json.body).toContain('Done here');
    expect(json.body).toContain('/unknown');
    expect(json.body).not.toContain('/close');
    expect(json.references.commands).toContain('Closes this issue.');
    expect(json.references.commands).toContain('<p>Changes the title to "New <em>name</em>".</p>');
    // Nothing was applied.
    expect((await call('root', 'GET', `${P}/-/issues/1.json`)).json<{ state: string }>().state).toBe('opened');
  });

  it('with render_quick_actions keeps the commands in the body as their own paragraphs, still explained', async () => {
    const text = 'Done here\n/close\n/title New *name*\nAfter';
    const kept = await preview('reporter', { text, target_type: 'Issue', target_id: 1, render_quick_actions: true });
    expect(kept.statusCode, kept.body).toBe(200);
    const json = kept.json<{ body: string; references: { commands: string } }>();
    expect(json.body).toBe('<p>Done here</p>\n<p>/close</p>\n<p>/title New <em>name</em></p>\n<p>After</p>\n');
    expect(json.references.commands).toContain('Closes this issue.');
    // The flag also comes as a query parameter (and "false" is false).
    const query = await preview('reporter', { text, target_type: 'Issue', target_id: 1 }, '?render_quick_actions=true');
    expect(query.json<{ body: string }>().body).toBe(json.body);
    const stripped = await preview('reporter', { text, target_type: 'Issue', target_id: 1, render_quick_actions: 'false' });
    expect(stripped.json<{ body: string }>().body).not.toContain('/close');
  });

  it('explains label, assignee and award commands with rendered references', async () => {
    const response = await preview('reporter', { text: '/label ~bug\n/assign @developer\n/award :tada:', target_type: 'Issue', target_id: 1 });
    const commands = response.json<{ references: { commands: string } }>().references.commands;
    expect(commands).toContain('data-label="bug"');
    expect(commands).toContain('<p>Assigns <a href="/developer"');
    expect(commands).toContain('data-name="tada"');
    expect(response.json<{ body: string }>().body).toBe('');
  });

  it('keeps commands the user may not run as text, and reads target_type/target_id from the query (WorkItem)', async () => {
    const response = await preview('outsider', { text: '/close' }, '?target_type=WorkItem&target_id=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ body: '<p>/close</p>\n', references: { commands: '' } });
  });

  it('redacts what the reader may not see and hides unreadable projects and targets', async () => {
    const body = (await preview('guest', { text: 'See #5' })).json<{ body: string }>().body;
    expect(body).toBe('<p>See #5</p>\n');
    expect((await preview('reporter', { text: 'See #5' })).json<{ body: string }>().body).toContain('title="Security: session fixation on sign-in"');
    expect((await call('outsider', 'POST', '/acme-corp/website/preview_markdown', { text: 'x' })).statusCode).toBe(404);
    expect((await preview('guest', { text: 'x', target_type: 'Issue', target_id: 5 })).statusCode).toBe(404);
  });

  it('answers 400 for a missing text or an unknown target type, 422 without CSRF', async () => {
    const missing = await preview('developer', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: { text: ['is missing'] } });
    expect((await preview('developer', { text: 'x', target_type: 'Snippet', target_id: 1 })).statusCode).toBe(400);
    const noCsrf = await t.app.inject({ method: 'POST', url: `${P}/preview_markdown`, headers: { cookie: as.developer!.cookie }, payload: { text: 'x' } });
    expect(noCsrf.statusCode).toBe(422);
  });
});

describe('GET /:fullPath/-/autocomplete_sources/*', () => {
  const source = (who: string, name: string, query = '?type=Issue&type_id=1') => call(who, 'GET', `${P}/-/autocomplete_sources/${name}${query}`);

  it('members: participants first, then project members by name, then groups', async () => {
    const response = await source('guest', 'members');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ type: string; username: string; name: string }[]>();
    expect(list.slice(0, 2).map((m) => m.username)).toEqual(['developer', 'outsider']);
    expect(list.filter((m) => m.type === 'User').map((m) => m.username)).toEqual(['developer', 'outsider', 'guest', 'maintainer', 'owner', 'reporter']);
    expect(list.at(-1)).toEqual({ type: 'Group', username: 'gitlab-org', name: 'GitLab.org', avatar_url: null, count: 5, mentionsDisabled: null });
    expect(list[0]).toEqual({ type: 'User', username: 'developer', name: 'Dana Developer', avatar_url: null, availability: null });
  });

  it('labels: project and group labels, with set for the issue', async () => {
    const list = (await source('guest', 'labels')).json();
    expect(list).toEqual([
      { id: expect.any(Number), title: 'bug', color: '#dc143c', type: 'ProjectLabel', textColor: '#FFFFFF', set: true },
      { id: expect.any(Number), title: 'priority::high', color: '#f0f0f0', type: 'GroupLabel', textColor: '#333333', set: false },
    ]);
    expect((await source('guest', 'labels', '')).json<{ set?: boolean }[]>()[0]).not.toHaveProperty('set');
  });

  it('milestones: active ones of the project and its groups, expired when past due', async () => {
    expect((await source('anonymous', 'milestones', '')).json()).toEqual([
      { id: expect.any(Number), iid: 1, title: 'v1.0', due_date: '2000-01-01', expired: true },
      { id: expect.any(Number), iid: 1, title: 'Sprint 4', due_date: '2999-01-01', expired: false },
    ]);
  });

  it('issues: open issues the reader may see', async () => {
    const guest = (await source('guest', 'issues', '')).json<{ iid: number; reference: string; icon_name: string }[]>();
    expect(guest.map((i) => i.iid)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(guest.map((i) => i.iid)).not.toContain(5);
    expect(guest.find((i) => i.iid === 1)).toMatchObject({ reference: '#1', icon_name: 'issue-type-issue', title: 'Trial widget shows wrong number of days' });
    const reporter = (await source('reporter', 'issues', '')).json<{ iid: number }[]>();
    expect(reporter.map((i) => i.iid)).toEqual(expect.arrayContaining([1, 2, 3, 5]));
    expect(reporter.map((i) => i.iid)).not.toContain(4);
  });

  it('commands: what this user may run on this issue, with descriptions and params', async () => {
    const reporter = (await source('reporter', 'commands')).json<{ name: string; description: string; params: string[] }[]>();
    const names = reporter.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['close', 'title', 'confidential', 'lock']));
    expect(names).not.toContain('reopen');
    expect(names).not.toContain('unlock');
    expect(reporter.find((c) => c.name === 'title')).toEqual({ name: 'title', aliases: [], description: 'Change title', params: ['<New title>'], warning: '', icon: '' });
    const outsider = (await source('outsider', 'commands')).json<{ name: string }[]>().map((c) => c.name);
    expect(outsider).not.toContain('close');
    expect(outsider).not.toContain('confidential');
    expect(names).toEqual(expect.arrayContaining(['label', 'unlabel', 'assign', 'milestone', 'due', 'estimate', 'spend', 'award']));
    // Guests may only react and keep a to-do: `/todo` without a pending one, `/done` with one.
    const guestNames = async () => (await source('guest', 'commands')).json<{ name: string }[]>().map((c) => c.name);
    expect(await guestNames()).toEqual(['award', 'todo']);
    expect((await source('guest', 'commands')).json<{ name: string }[]>()).toContainEqual({ name: 'todo', aliases: [], description: 'Add a to do', params: [], warning: '', icon: '' });
    expect((await call('guest', 'POST', '/api/v4/projects/1/issues/1/todo')).statusCode).toBe(201);
    expect(await guestNames()).toEqual(['award', 'done']);
    expect((await call('guest', 'POST', '/api/v4/todos/mark_as_done')).statusCode).toBe(204);
    expect(await guestNames()).toEqual(['award', 'todo']);
    expect((await source('anonymous', 'commands')).json()).toEqual([]);
    expect((await source('reporter', 'commands', '')).json()).toEqual([]);
  });

  it('commands: /weight and /clear_weight (only with a weight) for reporters+, explained like GitLab', async () => {
    const db = t.database.db;
    const [gitlab] = await db.select().from(projects).where(eq(projects.path, 'gitlab'));
    const setWeight = (weight: number | null) => db.update(issues).set({ weight }).where(and(eq(issues.projectId, gitlab!.id), eq(issues.iid, 1)));
    const commands = async (who: string) => (await source(who, 'commands')).json<{ name: string }[]>();
    await setWeight(null);
    let reporter = await commands('reporter');
    expect(reporter).toContainEqual({ name: 'weight', aliases: [], description: 'Set weight', params: ['0, 1, 2, …'], warning: '', icon: '' });
    expect(reporter.map((c) => c.name)).not.toContain('clear_weight');
    await setWeight(3);
    reporter = await commands('reporter');
    expect(reporter).toContainEqual({ name: 'clear_weight', aliases: [], description: 'Clear weight', params: [], warning: '', icon: '' });
    expect((await commands('guest')).map((c) => c.name)).not.toContain('weight');
    const response = await preview('reporter', { text: '/weight 5\n/clear_weight', target_type: 'Issue', target_id: 1 });
    const explained = response.json<{ references: { commands: string } }>().references.commands;
    expect(explained).toContain('Sets weight to 5.');
    expect(explained).toContain('Clears weight.');
    await setWeight(null);
  });

  it('epics: open epics of the group and its subgroups the reader may read, for the project and the group', async () => {
    type Item = { iid: number; title: string; reference: string; confidential: boolean };
    const guest = (await source('guest', 'epics', '')).json<Item[]>();
    expect(guest.length).toBeGreaterThan(0);
    // The group's own epics as `&iid`, its subgroups' with their path.
    expect(guest.every((e) => e.reference === `&${e.iid}` || new RegExp(`^gitlab-org/[^&]+&${e.iid}$`).test(e.reference))).toBe(true);
    expect(guest.find((e) => e.reference === '&1')).toBeDefined();
    expect(guest.some((e) => e.confidential)).toBe(false);
    expect(guest.map((e) => e.reference)).not.toContain('&4'); // closed
    const reporter = (await source('reporter', 'epics', '')).json<Item[]>();
    expect(reporter.find((e) => e.iid === 3)).toMatchObject({ reference: '&3', confidential: true });
    const group = (await call('reporter', 'GET', '/groups/gitlab-org/-/autocomplete_sources/epics')).json<Item[]>();
    expect(group.map((e) => e.reference).sort()).toEqual(reporter.map((e) => e.reference).sort());
    const anonymous = (await call('anonymous', 'GET', '/groups/gitlab-org/-/autocomplete_sources/epics')).json<Item[]>();
    expect(anonymous.find((e) => e.reference === '&1')).toBeDefined();
    expect(anonymous.some((e) => e.confidential)).toBe(false);
    expect((await call('outsider', 'GET', '/groups/no-such-group/-/autocomplete_sources/epics')).statusCode).toBe(404);
    expect((await call('outsider', 'GET', '/acme-corp/website/-/autocomplete_sources/epics')).statusCode).toBe(404);
  });

  it('a group answers members, labels, milestones and issues of its projects (references with the project path)', async () => {
    const G = '/groups/gitlab-org/-/autocomplete_sources';
    const members = (await call('guest', 'GET', `${G}/members?type=Epic&type_id=1`)).json<{ type: string; username: string }[]>();
    expect(members.filter((m) => m.type === 'User').map((m) => m.username)).toEqual(expect.arrayContaining(['owner', 'guest']));
    expect(members.filter((m) => m.type === 'Group').map((m) => m.username)).toEqual(['gitlab-org']);
    expect((await call('guest', 'GET', `${G}/labels`)).json<{ title: string }[]>().map((l) => l.title)).toEqual(['priority::high']);
    expect((await call('guest', 'GET', `${G}/milestones`)).json<{ title: string }[]>().map((m) => m.title)).toEqual(['v1.0']);
    const guest = (await call('guest', 'GET', `${G}/issues`)).json<{ reference: string }[]>().map((i) => i.reference);
    expect(guest).toContain('gitlab-org/gitlab#1');
    expect(guest).not.toContain('gitlab-org/gitlab#5');
    expect((await call('reporter', 'GET', `${G}/issues`)).json<{ reference: string }[]>().map((i) => i.reference)).toContain('gitlab-org/gitlab#5');
    expect((await call('anonymous', 'GET', '/groups/no-such-group/-/autocomplete_sources/members')).statusCode).toBe(404);
  });

  it('merge_requests: the open merge requests of a readable project, as `!iid` (the merge-request kind\'s source)', async () => {
    await seedRepositories(t.dataDir);
    await seedMergeRequests(t.database.db, t.dataDir);
    const response = await source('guest', 'merge_requests', '');
    expect(response.statusCode).toBe(200);
    const items = response.json<{ iid: number; title: string; reference: string }[]>();
    const rest = async (state: string) =>
      (await call('root', 'GET', `/api/v4/projects/${encodeURIComponent(P.slice(1))}/merge_requests?state=${state}&per_page=100`)).json<{ iid: number }[]>().map((mr) => mr.iid);
    const open = await rest('opened');
    expect(open.length).toBeGreaterThan(0);
    expect(items.map((item) => item.iid).sort((a, b) => a - b)).toEqual([...open].sort((a, b) => a - b));
    for (const item of items) expect(item.reference).toBe(`!${item.iid}`);
    for (const iid of [...(await rest('merged')), ...(await rest('closed'))]) expect(items.map((item) => item.iid)).not.toContain(iid);
    expect((await call('outsider', 'GET', '/acme-corp/website/-/autocomplete_sources/merge_requests')).statusCode).toBe(404);
  });

  it('hides private projects and unreadable issues (404), rejects unknown types (400)', async () => {
    expect((await call('outsider', 'GET', '/acme-corp/website/-/autocomplete_sources/members')).statusCode).toBe(404);
    expect((await call('owner', 'GET', '/acme-corp/website/-/autocomplete_sources/members')).statusCode).toBe(200);
    expect((await source('guest', 'members', '?type=Issue&type_id=5')).statusCode).toBe(404);
    expect((await source('guest', 'members', '?type=Issue&type_id=abc')).statusCode).toBe(404);
    expect((await source('guest', 'members', '?type=Issue&type_id=9999999999')).statusCode).toBe(404);
    expect((await source('guest', 'members', '?type=Snippet&type_id=1')).statusCode).toBe(400);
    expect((await source('guest', 'nonsense', '')).statusCode).toBe(404);
  });
});
