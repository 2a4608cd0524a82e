import type { LightMyRequestResponse } from 'fastify';
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousBrowser, createTestApp, graphql, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { deletedNotes, notes } from '../notes/tables.ts';
import { users } from '../users/tables.ts';
import { issues } from './tables.ts';
import { issuesChannel } from './service.ts';
import { clientOperation } from '../../test/clientDocuments/index.ts';

// What the issue page sends, read from its sources.
const ISSUE_SET_LOCKED_MUTATION = clientOperation('updateIssueLocked');
const ISSUE_SET_CONFIDENTIAL_MUTATION = clientOperation('issueSetConfidential');

// No client sends these: the server's own tests of the fields (the page closes issues with `updateIssueState`).
const UPDATE_ISSUE_MUTATION = /* GraphQL */ `
  mutation updateIssue($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        id
        iid
        state
        title
        confidential
      }
      errors
    }
  }
`;

const ISSUE_REFERENCE_QUERY = /* GraphQL */ `
  query issuableReference($fullPath: ID!, $iid: String) {
    project(fullPath: $fullPath) {
      id
      issue(iid: $iid) {
        id
        reference(full: true)
        discussionLocked
        confidential
        state
      }
    }
  }
`;

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

const PUBLIC = '/gitlab-org/gitlab';
const PRIVATE = '/gitlab-org/platform/infrastructure';
const STALE =
  'Someone edited this issue at the same time you did. Please refresh your browser and make sure your changes will not unintentionally remove theirs.';

function call(who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const browser = as[who] ?? null;
  return t.app.inject({
    method,
    url,
    headers: { ...(browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) => call(who, method, `/api/v4${url}`, payload);

interface Fresh {
  id: number;
  iid: number;
  path: string;
}

/** A new issue for one test, so tests never depend on each other's writes. */
async function freshIssue(author: string, options: { projectId?: number; confidential?: boolean; state?: 'opened' | 'closed'; locked?: boolean; description?: string } = {}): Promise<Fresh> {
  const db = t.database.db;
  const projectId = options.projectId ?? 1;
  const [user] = await db.select().from(users).where(eq(users.username, author));
  const [last] = await db.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, projectId));
  const [row] = await db
    .insert(issues)
    .values({
      projectId,
      iid: (last?.iid ?? 0) + 1,
      title: 'Fresh issue',
      description: options.description ?? 'Body',
      authorId: user?.id ?? 0,
      confidential: options.confidential ?? false,
      state: options.state ?? 'opened',
      discussionLocked: options.locked ?? false,
    })
    .returning();
  if (!row) throw new Error('no issue');
  return { id: row.id, iid: row.iid, path: `${projectId === 1 ? PUBLIC : PRIVATE}/-/issues/${row.iid}` };
}

async function systemNotes(issueId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ note: notes.note })
    .from(notes)
    .where(and(eq(notes.noteableType, 'Issue'), eq(notes.noteableId, issueId), eq(notes.system, true)))
    .orderBy(notes.id);
  return rows.map((r) => r.note);
}

type Flags = Record<string, boolean>;

describe('GET /:fullPath/-/issues/:iid.json', () => {
  it("returns GitLab's issue entity for the page", async () => {
    const fresh = await freshIssue('developer', { description: 'Steps:\n- [x] one\n- [ ] two <b>\n* [X] three' });
    const response = await call('anonymous', 'GET', `${fresh.path}.json`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: fresh.id,
      iid: fresh.iid,
      title: 'Fresh issue',
      title_html: 'Fresh issue',
      description_html: expect.stringContaining(
        '<li class="task-list-item" data-sourcepos="2:1-2:9"><input type="checkbox" class="task-list-item-checkbox" checked disabled /> one</li>',
      ),
      state: 'opened',
      issue_type: 'issue',
      confidential: false,
      discussion_locked: false,
      lock_version: 0,
      author: { username: 'developer' },
      web_url: `http://localhost:8080${fresh.path}`,
      task_completion_status: { count: 3, completed_count: 2 },
      moved_to_issue_url: null,
      duplicated_to_issue_url: null,
      promoted_to_epic_url: null,
    });
    expect((await call('anonymous', 'GET', fresh.path)).json()).toMatchObject({ iid: fresh.iid });
  });

  it('escapes HTML in the title', async () => {
    const fresh = await freshIssue('developer');
    await t.database.exec(`UPDATE issues SET title = '<script>x</script> & co' WHERE id = ${fresh.id}`);
    expect((await call('anonymous', 'GET', `${fresh.path}.json`)).json().title_html).toBe('&lt;script&gt;x&lt;/script&gt; &amp; co');
  });

  it('computes current_user flags with the kernel rules, per role', async () => {
    const fresh = await freshIssue('developer');
    const flags = async (who: string) => (await call(who, 'GET', `${fresh.path}.json`)).json<{ current_user: Flags }>().current_user;
    const anonymous = await flags('anonymous');
    expect(anonymous).toMatchObject({ can_update_issue: false, can_create_issue: false, can_award_emoji: false, can_destroy_issue: false, is_issue_author: false, show_lock_issue_option: false });
    expect(await flags('outsider')).toMatchObject({ can_update_issue: false, can_create_issue: true, can_award_emoji: true, can_create_incident: false });
    expect(await flags('guest')).toMatchObject({ can_update_issue: false, can_reopen_issue: false, can_create_issue: true, show_lock_issue_option: false });
    expect(await flags('reporter')).toMatchObject({ can_update_issue: true, can_create_incident: true, show_lock_issue_option: true, can_destroy_issue: false });
    expect(await flags('developer')).toMatchObject({ can_update_issue: true, is_issue_author: true, can_destroy_issue: false });
    expect(await flags('maintainer')).toMatchObject({ can_update_issue: true, can_destroy_issue: false, can_promote_to_epic: true });
    expect(await flags('guest')).toMatchObject({ can_promote_to_epic: false });
    // admin_incident_management_timeline_event (developer+, admins), for "Add comment to incident timeline".
    for (const [who, can] of [['anonymous', false], ['outsider', false], ['guest', false], ['reporter', false], ['developer', true], ['maintainer', true], ['root', true]] as const) {
      expect((await flags(who)).can_add_timeline_events, who).toBe(can);
    }
    expect(await flags('owner')).toMatchObject({ can_update_issue: true, can_destroy_issue: true, can_report_spam: false });
    expect(await flags('root')).toMatchObject({ can_update_issue: true, can_destroy_issue: true, can_report_spam: true });
    const mine = await freshIssue('guest');
    expect((await call('guest', 'GET', `${mine.path}.json`)).json().current_user).toMatchObject({ can_update_issue: true, is_issue_author: true, show_lock_issue_option: false });
  });

  it('hides private projects, confidential and hidden issues', async () => {
    const status = async (who: string, url: string) => (await call(who, 'GET', url)).statusCode;
    for (const [who, code] of [['anonymous', 404], ['outsider', 404], ['guest', 200], ['root', 200]] as const) {
      expect(await status(who, `${PRIVATE}/-/issues/1.json`), who).toBe(code);
    }
    const secret = await freshIssue('guest', { confidential: true });
    const expected = { anonymous: 404, outsider: 404, guest: 200, reporter: 200, developer: 200, maintainer: 200, owner: 200, root: 200 } as const;
    for (const [who, code] of Object.entries(expected)) expect(await status(who, `${secret.path}.json`), who).toBe(code);
    expect(await status('developer', `${PUBLIC}/-/issues/5.json`)).toBe(200);
    expect(await status('guest', `${PUBLIC}/-/issues/5.json`)).toBe(404);
    const hidden = await freshIssue('developer');
    await t.database.exec(`UPDATE issues SET hidden = true WHERE id = ${hidden.id}`);
    expect(await status('developer', `${hidden.path}.json`)).toBe(404);
    expect(await status('root', `${hidden.path}.json`)).toBe(200);
    expect(await status('anonymous', `${PUBLIC}/-/issues/999.json`)).toBe(404);
    expect(await status('anonymous', `${PUBLIC}/-/issues/abc.json`)).toBe(404);
  });

  it('shows duplicated_to only when the target is readable', async () => {
    const target = await freshIssue('developer', { confidential: true });
    const dup = await freshIssue('developer', { state: 'closed' });
    await t.database.exec(`UPDATE issues SET duplicated_to_id = ${target.id} WHERE id = ${dup.id}`);
    expect((await call('reporter', 'GET', `${dup.path}.json`)).json().duplicated_to_issue_url).toBe(`http://localhost:8080${target.path}`);
    expect((await call('guest', 'GET', `${dup.path}.json`)).json().duplicated_to_issue_url).toBeNull();
  });
});

describe('GET /:fullPath/-/issues/:iid/realtime_changes', () => {
  it('answers the polled fields with Poll-Interval 3000', async () => {
    const fresh = await freshIssue('developer', { description: '- [ ] a' });
    const before = await call('anonymous', 'GET', `${fresh.path}/realtime_changes`);
    expect(before.statusCode).toBe(200);
    expect(before.headers['poll-interval']).toBe('3000');
    expect(before.json()).toEqual({
      title: 'Fresh issue',
      title_text: 'Fresh issue',
      description: '<ul class="contains-task-list">\n<li class="task-list-item" data-sourcepos="1:1-1:7"><input type="checkbox" class="task-list-item-checkbox" disabled /> a</li>\n</ul>\n',
      description_text: '- [ ] a',
      task_completion_status: { count: 1, completed_count: 0 },
      lock_version: 0,
    });
    expect((await call('reporter', 'PUT', fresh.path, { issue: { title: 'Edited' } })).statusCode).toBe(200);
    const after = (await call('anonymous', 'GET', `${fresh.path}/realtime_changes`)).json();
    expect(after).toMatchObject({ title_text: 'Edited', lock_version: 1, updated_by_name: 'Rita Reporter', updated_by_path: '/reporter' });
    expect(typeof after.updated_at).toBe('string');
    expect((await call('outsider', 'GET', `${PRIVATE}/-/issues/1/realtime_changes`)).statusCode).toBe(404);
  });
});

describe('PUT|PATCH /:fullPath/-/issues/:iid', () => {
  it('refuses by role: 401 anonymous, 404 for readers who may not update', async () => {
    const fresh = await freshIssue('developer');
    const expected = { anonymous: 422, anonymousSession: 401, outsider: 404, guest: 404, reporter: 200, developer: 200, maintainer: 200, owner: 200, root: 200 } as const;
    for (const [who, code] of Object.entries(expected)) {
      expect((await call(who, 'PUT', `${fresh.path}.json`, { issue: { title: `by ${who}` } })).statusCode, who).toBe(code);
    }
    const mine = await freshIssue('guest');
    expect((await call('guest', 'PATCH', mine.path, { issue: { title: 'my own' } })).json()).toMatchObject({ title: 'my own' });
    expect((await call('outsider', 'PUT', `${PRIVATE}/-/issues/1`, { issue: { title: 'x' } })).statusCode).toBe(404);
    expect((await call('guest', 'PUT', `${PRIVATE}/-/issues/1`, { issue: { title: 'x' } })).statusCode).toBe(404);
  });

  it('requires the CSRF token', async () => {
    const fresh = await freshIssue('developer');
    const browser = as.reporter as Browser;
    const response = await t.app.inject({ method: 'PUT', url: fresh.path, headers: { cookie: browser.cookie }, payload: { issue: { title: 'x' } } });
    expect(response.statusCode).toBe(422);
  });

  it('saves, bumps lock_version and writes system notes', async () => {
    const fresh = await freshIssue('developer');
    const response = await call('maintainer', 'PUT', fresh.path, {
      issue: { title: 'New title', description: 'New body', lock_version: 0, state_event: 'close', confidential: true, discussion_locked: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'New title', description: 'New body', state: 'closed', confidential: true, discussion_locked: true, lock_version: 1, closed_by: { username: 'maintainer' } });
    expect(await systemNotes(fresh.id)).toEqual([
      'closed',
      'changed title from **Fresh issue** to **New title**',
      'changed the description',
      'made the issue confidential',
      'locked the discussion in this issue',
    ]);
    const reopened = await call('maintainer', 'PUT', fresh.path, { issue: { state_event: 'reopen', lock_version: 1 } });
    expect(reopened.json()).toMatchObject({ state: 'opened', lock_version: 2 });
    expect((await systemNotes(fresh.id)).at(-1)).toBe('reopened');
  });

  it('answers 409 for a stale lock_version', async () => {
    const fresh = await freshIssue('developer');
    expect((await call('reporter', 'PUT', fresh.path, { issue: { title: 'first', lock_version: 0 } })).statusCode).toBe(200);
    const stale = await call('developer', 'PUT', fresh.path, { issue: { title: 'second', lock_version: 0 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ errors: [STALE] });
  });

  it('answers 422 for a blank or too long title', async () => {
    const fresh = await freshIssue('developer');
    const blank = await call('reporter', 'PUT', fresh.path, { issue: { title: '   ' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ errors: ["Title can't be blank"] });
    expect((await call('reporter', 'PUT', fresh.path, { issue: { title: 'x'.repeat(256) } })).json()).toEqual({ errors: ['Title is too long (maximum is 255 characters)'] });
  });

  it('drops what the user may not set: confidential and lock for authors below reporter, reopen in locked issues for non-members', async () => {
    const mine = await freshIssue('guest');
    const response = await call('guest', 'PUT', mine.path, { issue: { confidential: true, discussion_locked: true, issue_type: 'incident', title: 'still mine' } });
    expect(response.json()).toMatchObject({ confidential: false, discussion_locked: false, issue_type: 'issue', title: 'still mine' });
    const locked = await freshIssue('outsider', { state: 'closed', locked: true });
    const page = (await call('outsider', 'GET', `${locked.path}.json`)).json();
    expect(page.current_user).toMatchObject({ can_update_issue: true, can_reopen_issue: false });
    expect((await call('outsider', 'PUT', locked.path, { issue: { state_event: 'reopen' } })).json()).toMatchObject({ state: 'closed' });
    expect((await call('reporter', 'PUT', locked.path, { issue: { state_event: 'reopen' } })).json()).toMatchObject({ state: 'opened' });
  });

  it('publishes ids on issues:<id>', async () => {
    const fresh = await freshIssue('developer');
    const received = new Promise<Record<string, unknown>>((resolve) => {
      const off = t.app.live.subscribe(issuesChannel(fresh.id), (payload) => {
        off();
        resolve(payload);
      });
    });
    await call('reporter', 'PUT', fresh.path, { issue: { title: 'live' } });
    expect(await received).toEqual({ event: 'updated', issue_id: fresh.id, project_id: 1, iid: fresh.iid });
  });
});

describe('DELETE /:fullPath/-/issues/:iid and the delete form', () => {
  it('only owners and admins destroy; others get 401/404', async () => {
    const fresh = await freshIssue('developer');
    // Anonymous without a session fails CSRF first (422); with one, 401.
    const expected = { anonymous: 422, anonymousSession: 401, outsider: 404, guest: 404, reporter: 404, developer: 404, maintainer: 404 } as const;
    for (const [who, code] of Object.entries(expected)) {
      expect((await call(who, 'DELETE', `${fresh.path}?destroy_confirm=true`)).statusCode, who).toBe(code);
    }
    const deleted = await call('owner', 'DELETE', `${fresh.path}?destroy_confirm=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ web_url: '/gitlab-org/gitlab/-/issues' });
    expect((await call('owner', 'GET', `${fresh.path}.json`)).statusCode).toBe(404);
    const other = await freshIssue('developer');
    expect((await call('root', 'DELETE', other.path, { destroy_confirm: true })).statusCode).toBe(200);
  });

  it('requires destroy_confirm', async () => {
    const fresh = await freshIssue('developer');
    const response = await call('owner', 'DELETE', fresh.path);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: 'Destroy confirmation not provided for issue' });
  });

  it('the form posts _method=delete with the token and redirects to the issues list', async () => {
    const fresh = await freshIssue('developer');
    await call('reporter', 'PUT', fresh.path, { issue: { title: 'with a note' } });
    const browser = as.owner as Browser;
    const form = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: fresh.path,
        headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    expect((await form({ _method: 'delete', destroy_confirm: 'true' })).statusCode).toBe(422);
    expect((await form({ _method: 'delete', authenticity_token: browser.csrf })).statusCode).toBe(422);
    const done = await form({ _method: 'delete', authenticity_token: browser.csrf, destroy_confirm: 'true' });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/gitlab-org/gitlab/-/issues');
    expect(await systemNotes(fresh.id)).toEqual([]);
    // Every deleted note leaves its tombstone, in the same transaction.
    const tombstones = await t.database.db.select().from(deletedNotes).where(and(eq(deletedNotes.noteableType, 'Issue'), eq(deletedNotes.noteableId, fresh.id)));
    expect(tombstones.length).toBeGreaterThan(0);
  });
});

describe('REST v4 /projects/:id/issues', () => {
  it('GET one issue, 404 when hidden', async () => {
    expect((await api('GET', '/projects/1/issues/1', 'anonymous')).json()).toMatchObject({ iid: 1, discussion_locked: false, task_completion_status: { count: 0, completed_count: 0 } });
    expect((await api('GET', '/projects/gitlab-org%2Fgitlab/issues/5', 'guest')).json()).toEqual({ message: '404 Issue Not Found' });
    expect((await api('GET', '/projects/2/issues/1', 'outsider')).json()).toEqual({ message: '404 Project Not Found' });
    expect((await api('GET', '/projects/2/issues/1', 'guest')).statusCode).toBe(200);
  });

  it('POST creates with the next iid; incidents need reporter+', async () => {
    expect((await api('POST', '/projects/1/issues', 'anonymous', { title: 'x' })).statusCode).toBe(401);
    expect((await api('POST', '/projects/2/issues', 'outsider', { title: 'x' })).statusCode).toBe(404);
    const created = await api('POST', '/projects/1/issues', 'outsider', { title: 'From outside', description: 'd', issue_type: 'incident', confidential: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'From outside', issue_type: 'issue', confidential: true, author: { username: 'outsider' }, state: 'opened' });
    const [last] = await t.database.db.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, 2));
    const incident = await api('POST', '/projects/2/issues', 'reporter', { title: 'Down', issue_type: 'incident' });
    expect(incident.json()).toMatchObject({ iid: (last?.iid ?? 0) + 1, issue_type: 'incident', type: 'INCIDENT' });
    expect((await api('POST', '/projects/1/issues', 'developer', { title: '' })).json()).toEqual({ message: { title: ["can't be blank"] } });
    expect((await api('POST', '/projects/1/issues', 'developer', {})).statusCode).toBe(400);
  });

  it('PUT updates with state_event; 403 for readers who may not update', async () => {
    const fresh = await freshIssue('developer');
    const url = `/projects/1/issues/${fresh.iid}`;
    const expected = { anonymous: 401, outsider: 403, guest: 403, reporter: 200, developer: 200, maintainer: 200, owner: 200, root: 200 } as const;
    for (const [who, code] of Object.entries(expected)) expect((await api('PUT', url, who, { description: `by ${who}` })).statusCode, who).toBe(code);
    const closed = await api('PUT', url, 'maintainer', { state_event: 'close', discussion_locked: true, title: 'Closed' });
    expect(closed.json()).toMatchObject({ state: 'closed', discussion_locked: true, title: 'Closed' });
    expect((await api('PUT', url, 'maintainer', { title: ' ' })).statusCode).toBe(400);
    expect((await api('PUT', '/projects/2/issues/1', 'outsider', { title: 'x' })).statusCode).toBe(404);
  });

  it('DELETE: owners and admins only', async () => {
    const fresh = await freshIssue('developer');
    const url = `/projects/1/issues/${fresh.iid}`;
    const expected = { anonymous: 401, outsider: 403, guest: 403, reporter: 403, developer: 403, maintainer: 403 } as const;
    for (const [who, code] of Object.entries(expected)) expect((await api('DELETE', url, who)).statusCode, who).toBe(code);
    expect((await api('DELETE', url, 'owner')).statusCode).toBe(204);
    expect((await api('GET', url, 'owner')).statusCode).toBe(404);
  });
});

describe('GraphQL issue mutations', () => {
  const update = (who: string, input: Record<string, unknown>) => graphql(t.app, as[who] ?? null, UPDATE_ISSUE_MUTATION, { input });

  it('updateIssue closes and reopens; refusals carry catalogue codes', async () => {
    const fresh = await freshIssue('developer');
    const ref = { projectPath: 'gitlab-org/gitlab', iid: String(fresh.iid) };
    const closed = await update('reporter', { ...ref, stateEvent: 'CLOSE', title: 'Via GraphQL' });
    expect(closed.data?.updateIssue).toEqual({ issue: { id: `gid://gitlab/Issue/${fresh.id}`, iid: String(fresh.iid), state: 'closed', title: 'Via GraphQL', confidential: false }, errors: [] });
    expect(await systemNotes(fresh.id)).toEqual(['closed', 'changed title from **Fresh issue** to **Via GraphQL**']);
    expect((await update('guest', { ...ref, stateEvent: 'REOPEN' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await update('anonymous', { ...ref, stateEvent: 'REOPEN' })).errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await update('outsider', { projectPath: 'gitlab-org/platform/infrastructure', iid: '1', stateEvent: 'CLOSE' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await update('developer', { ...ref, title: '' })).data?.updateIssue).toMatchObject({ errors: ["Title can't be blank"] });
    expect((await update('developer', { ...ref, stateEvent: 'REOPEN' })).data?.updateIssue).toMatchObject({ issue: { state: 'opened' } });
  });

  it('issueSetLocked and issueSetConfidential need reporter+', async () => {
    const fresh = await freshIssue('guest');
    const input = { projectPath: 'gitlab-org/gitlab', iid: String(fresh.iid) };
    const refused = await graphql(t.app, as.guest ?? null, ISSUE_SET_LOCKED_MUTATION, { input: { ...input, locked: true } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const locked = await graphql(t.app, as.maintainer ?? null, ISSUE_SET_LOCKED_MUTATION, { input: { ...input, locked: true } });
    expect(locked.data?.issueSetLocked).toEqual({ issue: { id: `gid://gitlab/Issue/${fresh.id}`, discussionLocked: true }, errors: [] });
    const secret = await graphql(t.app, as.reporter ?? null, ISSUE_SET_CONFIDENTIAL_MUTATION, { input: { ...input, confidential: true } });
    expect(secret.data?.issueSetConfidential).toEqual({ issue: { id: `gid://gitlab/Issue/${fresh.id}`, confidential: true }, errors: [] });
    const read = await graphql(t.app, as.guest ?? null, ISSUE_REFERENCE_QUERY, { fullPath: 'gitlab-org/gitlab', iid: String(fresh.iid) });
    expect((read.data?.project as { issue: unknown }).issue).toEqual({ id: `gid://gitlab/Issue/${fresh.id}`, reference: `gitlab-org/gitlab#${fresh.iid}`, discussionLocked: true, confidential: true, state: 'opened' });
    const hidden = await graphql(t.app, as.outsider ?? null, ISSUE_REFERENCE_QUERY, { fullPath: 'gitlab-org/gitlab', iid: String(fresh.iid) });
    expect((hidden.data?.project as { issue: unknown }).issue).toBeNull();
    expect(await systemNotes(fresh.id)).toEqual(['locked the discussion in this issue', 'made the issue confidential']);
  });
});

describe('seeded issue page states (acme-corp/website)', () => {
  it('has a locked issue with tasks, a closed duplicate, a confidential issue and an incident with links', async () => {
    const get = async (iid: number) => (await call('owner', 'GET', `/acme-corp/website/-/issues/${iid}.json`)).json();
    expect(await get(1)).toMatchObject({ discussion_locked: true, task_completion_status: { count: 4, completed_count: 2 }, lock_version: 2 });
    expect(await get(3)).toMatchObject({ state: 'closed', duplicated_to_issue_url: 'http://localhost:8080/acme-corp/website/-/issues/2', closed_by: { username: 'owner' } });
    expect(await get(4)).toMatchObject({ confidential: true });
    expect(await get(5)).toMatchObject({
      issue_type: 'incident',
      zoom_meeting_url: 'https://zoom.us/j/123456789',
      published_incident_url: 'https://status.acme.example/incidents/website-502',
    });
    expect((await call('maintainer', 'GET', '/acme-corp/website/-/issues/1.json')).statusCode).toBe(404);
  });
});
