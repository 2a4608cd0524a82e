import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { CONFIDENTIAL_EPIC, DISCUSSED_EPIC, epicFixtures, ORG_EPIC } from './fixtures.testing.ts';
import { STALE_EPIC_MESSAGE } from './rules.ts';

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
});
afterAll(async () => {
  await f.t.close();
});

type EpicJson = Record<string, unknown> & { id: number; lock_version: number; current_user: Record<string, boolean>; labels: { title: string }[]; participants: { username: string }[] };

const page = async (who: string, path: string) => f.call(who, 'GET', `${path}.json`);

describe('GET /groups/:group/-/epics/:iid(.json)', () => {
  it('answers the epic page JSON with the noteable data the notes app reads', async () => {
    const response = await page('developer', DISCUSSED_EPIC);
    expect(response.statusCode, response.body).toBe(200);
    const epic = response.json<EpicJson>();
    expect(epic).toMatchObject({
      iid: 2,
      title: 'Epic discussions',
      title_html: 'Epic discussions',
      state: 'opened',
      confidential: false,
      color: '#217645',
      text_color: '#FFFFFF',
      lock_version: 1,
      discussion_locked: false,
      noteable_type: 'Epic',
      reference: '&2',
      full_reference: 'gitlab-org&2',
      web_url: 'http://localhost:8080/groups/gitlab-org/-/epics/2',
      create_note_path: '/groups/gitlab-org/-/epics/2/notes',
      discussions_path: '/groups/gitlab-org/-/epics/2/discussions.json',
      preview_note_path: '/groups/gitlab-org/-/preview_markdown?target_type=Epic&target_id=2',
      author: { username: 'maintainer' },
      last_edited_by: { username: 'maintainer' },
      task_completion_status: { count: 3, completed_count: 1 },
      upvotes: 2,
      downvotes: 0,
      current_user: { can_create_note: true, can_create_confidential_note: true, can_update: true, can_admin: true, can_destroy: false, can_award_emoji: true, can_report_spam: false, is_epic_author: false },
    });
    expect(epic.description_html).toContain('task-list-item');
    expect(epic.labels.map((l) => l.title)).toEqual(['feature', 'workflow::in dev']);
    // Author first, then commenters; the internal note's author only for readers of internal notes.
    expect(epic.participants.map((p) => p.username)).toEqual(['maintainer', 'developer', 'guest', 'reporter', 'owner']);
    const guestView = (await page('guest', DISCUSSED_EPIC)).json<EpicJson>();
    expect(guestView.participants.map((p) => p.username)).toEqual(['maintainer', 'developer', 'guest', 'owner']);
    expect(guestView.current_user).toMatchObject({ can_create_note: true, can_create_confidential_note: false, can_update: false, can_destroy: false, can_award_emoji: true });
    expect((await page('owner', DISCUSSED_EPIC)).json<EpicJson>().current_user).toMatchObject({ can_destroy: true, can_update: true });
    expect((await page('anonymous', DISCUSSED_EPIC)).json<EpicJson>().current_user).toMatchObject({ can_create_note: false, can_award_emoji: false, can_update: false });
    expect((await f.call('developer', 'GET', DISCUSSED_EPIC)).statusCode).toBe(200);
  });

  it('hides confidential epics below reporter and private groups from non-members (404)', async () => {
    for (const who of ['anonymous', 'outsider', 'guest']) expect((await page(who, CONFIDENTIAL_EPIC)).statusCode, who).toBe(404);
    for (const who of ['reporter', 'owner', 'root']) expect((await page(who, CONFIDENTIAL_EPIC)).statusCode, who).toBe(200);
    const hidden = await e.privateGroupEpic();
    for (const who of ['anonymous', 'outsider', 'developer']) expect((await page(who, hidden.path)).json(), who).toEqual({ message: '404 Epic Not Found' });
    for (const who of ['guest', 'owner', 'root']) expect((await page(who, hidden.path)).statusCode, who).toBe(200);
    expect((await page('developer', '/groups/gitlab-org/-/epics/999')).statusCode).toBe(404);
    expect((await page('developer', '/groups/nope/-/epics/1')).statusCode).toBe(404);
    expect((await page('developer', '/groups/gitlab-org/-/epics/99999999999')).statusCode).toBe(404);
  });

  it('serves nested groups and realtime_changes with Poll-Interval 3000', async () => {
    const nested = await e.freshEpic('developer', { groupPath: 'gitlab-org/platform', title: 'Nested &1' });
    expect((await page('anonymous', nested.path)).json()).toMatchObject({ reference: `&${nested.iid}`, full_reference: `gitlab-org/platform&${nested.iid}` });
    const realtime = await f.call('anonymous', 'GET', `${ORG_EPIC}/realtime_changes`);
    expect(realtime.headers['poll-interval']).toBe('3000');
    expect(realtime.json()).toMatchObject({ title: 'Issue page redesign', title_text: 'Issue page redesign', description_text: 'Everything on the new issue page.', lock_version: 0 });
  });
});

describe('PUT /groups/:group/-/epics/:iid.json', () => {
  it('saves title and description for reporters+, bumps lock_version and records notes and a description version', async () => {
    const fresh = await e.freshEpic('developer');
    const saved = await f.call('reporter', 'PUT', `${fresh.path}.json`, { epic: { title: 'Renamed', description: 'New body', lock_version: 0 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Renamed', description: 'New body', description_html: '<p>New body</p>\n', lock_version: 1, last_edited_by: { username: 'reporter' } });
    expect(await e.systemNotes(fresh.id)).toEqual([
      { note: 'changed title from **Fresh epic** to **Renamed**', icon: 'pencil' },
      { note: 'changed the description', icon: 'pencil' },
    ]);
    const stale = await f.call('developer', 'PUT', `${fresh.path}.json`, { epic: { title: 'Mine', lock_version: 0 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ errors: [STALE_EPIC_MESSAGE] });
    expect((await f.call('developer', 'PUT', `${fresh.path}.json`, { epic: { title: '  ', lock_version: 1 } })).json()).toEqual({ errors: ["Title can't be blank"] });
    expect((await f.call('developer', 'PUT', `${fresh.path}.json`, { epic: { title: 'x'.repeat(256) } })).statusCode).toBe(422);
    // A too-long description in multibyte characters (over the default 2 MiB body) still gets the length rule's answer.
    const long = await f.call('developer', 'PUT', `${fresh.path}.json`, { epic: { description: 'é'.repeat(1_048_577) } });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ errors: ['Description is too long (maximum is 1048576 characters)'] });
    // The description's history: the diff route of the "changed the description" note.
    const notes = (await f.call('reporter', 'GET', `${fresh.path}/notes`, undefined, { 'x-last-fetched-at': '0' })).json<{ notes: Record<string, unknown>[] }>().notes;
    const change = notes.find((n) => n.note === 'changed the description');
    expect(change).toMatchObject({ description_diff_path: expect.stringMatching(/^\/groups\/gitlab-org\/-\/epics\/\d+\/descriptions\/\d+\/diff$/), can_delete_description_version: true });
    const diff = await f.call('anonymous', 'GET', String(change?.description_diff_path));
    expect(diff.body).toBe('<span class="idiff deletion">Body</span><span class="idiff addition">New body</span>');
    expect((await f.call('guest', 'DELETE', String(change?.delete_description_version_path))).statusCode).toBe(404);
    expect((await f.call('reporter', 'DELETE', String(change?.delete_description_version_path))).statusCode).toBe(200);
    expect((await f.call('reporter', 'GET', String(change?.description_diff_path))).statusCode).toBe(404);
  });

  it('closes, reopens, sets labels, confidentiality and a suggested colour; refuses other colours', async () => {
    const fresh = await e.freshEpic('developer');
    const labels = (await f.call('anonymous', 'GET', '/gitlab-org/gitlab/-/labels.json?include_ancestor_groups=true')).json<{ id: number; title: string; type: string }[]>();
    const bug = labels.find((l) => l.title === 'bug' && l.type === 'GroupLabel')?.id;
    const frontend = labels.find((l) => l.title === 'frontend')?.id;
    const result = await f.call('reporter', 'PUT', `${fresh.path}.json`, { epic: { state_event: 'close', add_label_ids: [bug, frontend], confidential: true, color: '#C91C00' } });
    expect(result.statusCode, result.body).toBe(200);
    // A project label cannot go on an epic.
    expect(result.json()).toMatchObject({ state: 'closed', confidential: true, color: '#c91c00', labels: [{ title: 'bug' }], closed_by: { username: 'reporter' } });
    expect((await f.call('reporter', 'PUT', `${fresh.path}.json`, { epic: { color: '#123456' } })).json()).toEqual({ errors: ['Color is not included in the list'] });
    expect((await f.call('reporter', 'PUT', `${fresh.path}.json`, { epic: { color: 'red' } })).json()).toEqual({ errors: ['Color must be a valid color code'] });
    expect((await f.call('reporter', 'PUT', `${fresh.path}.json`, { epic: { state_event: 'reopen', remove_label_ids: [bug] } })).json()).toMatchObject({ state: 'opened', labels: [] });
    expect((await e.systemNotes(fresh.id)).map((n) => n.note)).toEqual(['closed', 'made the epic confidential', 'added ~bug label', 'reopened', 'removed ~bug label']);
  });

  it('refuses guests (404), anonymous (401) and cross-site requests (422)', async () => {
    const fresh = await e.freshEpic('guest');
    expect((await f.call('guest', 'PUT', `${fresh.path}.json`, { epic: { title: 'x' } })).statusCode).toBe(404);
    expect((await f.call('outsider', 'PUT', `${fresh.path}.json`, { epic: { title: 'x' } })).statusCode).toBe(404);
    expect((await f.call('anonymousSession', 'PUT', `${fresh.path}.json`, { epic: { title: 'x' } })).statusCode).toBe(401);
    expect((await f.t.app.inject({ method: 'PUT', url: `${fresh.path}.json`, headers: { cookie: 'x' }, payload: { epic: { title: 'x' } } })).statusCode).toBe(422);
    expect((await f.call('reporter', 'PUT', `${CONFIDENTIAL_EPIC}.json`, { epic: { title: 'Still secret' } })).statusCode).toBe(200);
  });
});

describe('DELETE /groups/:group/-/epics/:iid', () => {
  it('lets owners delete with destroy_confirm (JSON or the form), others 404', async () => {
    const fresh = await e.freshEpic('maintainer');
    expect((await f.call('maintainer', 'DELETE', `${fresh.path}?destroy_confirm=true`)).statusCode).toBe(404);
    expect((await f.call('owner', 'DELETE', fresh.path)).json()).toEqual({ errors: 'Destroy confirmation not provided for epic' });
    expect((await f.call('owner', 'DELETE', `${fresh.path}?destroy_confirm=true`)).json()).toEqual({ web_url: '/groups/gitlab-org/-/epics' });
    expect((await page('owner', fresh.path)).statusCode).toBe(404);
    const other = await e.freshEpic('maintainer');
    const form = await f.call('owner', 'POST', other.path, '_method=delete&destroy_confirm=true', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(302);
    expect(form.headers.location).toBe('/groups/gitlab-org/-/epics');
  });
});

describe('awards and notifications', () => {
  it('toggles awards (thumbs exclusive) for signed-in readers and lists them over REST', async () => {
    const fresh = await e.freshEpic('developer');
    expect((await f.call('guest', 'POST', `${fresh.path}/toggle_award_emoji`, { name: 'thumbsup' })).json()).toEqual({ ok: true });
    expect((await f.call('guest', 'POST', `${fresh.path}/toggle_award_emoji`, { name: 'thumbsdown' })).json()).toEqual({ ok: true });
    expect((await f.call('anonymousSession', 'POST', `${fresh.path}/toggle_award_emoji`, { name: 'tada' })).statusCode).toBe(401);
    expect((await f.call('guest', 'POST', `${fresh.path}/toggle_award_emoji`, { name: 'not-an-emoji' })).statusCode).toBe(400);
    const list = await f.api('GET', `/groups/gitlab-org/epics/${fresh.iid}/award_emoji`, 'anonymous');
    expect(list.json()).toMatchObject([{ name: 'thumbsdown', user: { username: 'guest' }, awardable_type: 'Epic' }]);
    expect(list.headers['x-total']).toBe('1');
    expect((await f.api('POST', `/groups/gitlab-org/epics/${fresh.iid}/award_emoji`, 'reporter', { name: 'rocket' })).statusCode).toBe(201);
    expect((await f.api('GET', `/groups/gitlab-org/epics/3/award_emoji`, 'guest')).statusCode).toBe(404);
  });

  it('toggles the subscription (the author is subscribed until they choose otherwise)', async () => {
    const fresh = await e.freshEpic('developer');
    expect((await page('developer', fresh.path)).json()).toMatchObject({ subscribed: true });
    expect((await f.call('developer', 'POST', `${fresh.path}/toggle_subscription`)).json()).toEqual({ subscribed: false });
    expect((await page('developer', fresh.path)).json()).toMatchObject({ subscribed: false });
    expect((await f.call('guest', 'POST', `${fresh.path}/toggle_subscription`)).json()).toEqual({ subscribed: true });
  });
});

describe('preview and REST', () => {
  it('previews markdown in the group context without the commands the user may run', async () => {
    const response = await f.call('reporter', 'POST', '/groups/gitlab-org/-/preview_markdown?target_type=Epic&target_id=2', { text: 'See &1 and @developer\n/close' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ body: string; references: { users: string[]; commands: string } }>();
    expect(body.body).toContain('data-reference-type="epic"');
    expect(body.body).not.toContain('/close');
    expect(body.references.users).toEqual(['developer']);
    expect(body.references.commands).toBe('<p>Closes this epic.</p>\n');
    // A guest may not close: the command stays text.
    expect((await f.call('guest', 'POST', '/groups/gitlab-org/-/preview_markdown?target_type=Epic&target_id=2', { text: '/close' })).json()).toMatchObject({ body: '<p>/close</p>\n' });
    expect((await f.call('guest', 'POST', '/groups/gitlab-org/-/preview_markdown?target_type=Epic&target_id=3', { text: 'x' })).statusCode).toBe(404);
    expect((await f.call('guest', 'POST', '/groups/gitlab-org/-/preview_markdown?target_type=Issue&target_id=3', { text: 'x' })).statusCode).toBe(400);
  });

  it('GET autocomplete_sources/commands lists the quick actions the reader may run on the epic', async () => {
    const url = '/groups/gitlab-org/-/autocomplete_sources/commands?type=Epic&type_id=2';
    const reporter = await f.call('reporter', 'GET', url);
    expect(reporter.statusCode, reporter.body).toBe(200);
    const names = (who: string) => f.call(who, 'GET', url).then((r) => r.json<{ name: string }[]>().map((c) => c.name));
    expect(reporter.json()).toContainEqual({ name: 'close', aliases: [], description: 'Close this epic', params: [], warning: '', icon: '' });
    expect(await names('reporter')).toEqual(['close', 'title', 'confidential', 'label', 'unlabel', 'award', 'todo']);
    // A guest may only award and add a to-do (`/done` once one is pending); signed out, nothing.
    expect(await names('guest')).toEqual(['award', 'todo']);
    expect((await f.api('POST', '/groups/gitlab-org/epics/2/todo', 'guest')).statusCode).toBe(201);
    expect(await names('guest')).toEqual(['award', 'done']);
    expect((await f.api('POST', '/todos/mark_as_done', 'guest')).statusCode).toBe(204);
    expect((await f.call('anonymous', 'GET', url)).json()).toEqual([]);
    // An epic the reader cannot see is missing; another type is refused.
    expect((await f.call('guest', 'GET', '/groups/gitlab-org/-/autocomplete_sources/commands?type=Epic&type_id=3')).statusCode).toBe(404);
    expect((await f.call('reporter', 'GET', '/groups/gitlab-org/-/autocomplete_sources/commands?type=Issue&type_id=2')).statusCode).toBe(400);
  });

  it('serves GET /api/v4/groups/:id/epics/:epic_iid', async () => {
    const response = await f.api('GET', '/groups/gitlab-org/epics/2', 'anonymous');
    expect(response.json()).toMatchObject({ iid: 2, title: 'Epic discussions', labels: ['feature', 'workflow::in dev'], upvotes: 2, references: { full: 'gitlab-org&2' } });
    expect((await f.api('GET', '/groups/gitlab-org/epics/3', 'guest')).json()).toEqual({ message: '404 Epic Not Found' });
  });
});
