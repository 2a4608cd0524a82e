import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, PUBLIC_PROJECT, type IssueFixtures } from '../../test/issueFixtures.ts';
import { exclusiveScopedLabels, labelScope, labelValidationErrors, normaliseColor, textColorFor } from './rules.ts';

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
});
afterAll(async () => {
  await f.t.close();
});

type WebLabel = { id: number; title: string; color: string; text_color: string; type: string };

describe('label rules', () => {
  it('derives the text colour, normalises colours and scopes', () => {
    expect(textColorFor('#ffffff')).toBe('#1F1E24');
    expect(textColorFor('#1068bf')).toBe('#FFFFFF');
    // Mid blues and oranges take dark text (the higher contrast), where GitLab's threshold gives white.
    expect(textColorFor('#428bca')).toBe('#1F1E24');
    expect(normaliseColor('#ABC')).toBe('#aabbcc');
    expect(normaliseColor('red')).toBe('#ff0000');
    expect(normaliseColor('nope')).toBeNull();
    expect(labelScope('workflow::in dev')).toBe('workflow');
    expect(labelScope('a::b::c')).toBe('a::b');
    expect(labelScope('bug')).toBeNull();
  });

  it('keeps the last label of each scope', () => {
    const labels = [{ title: 'p::1' }, { title: 'bug' }, { title: 'p::2' }, { title: 'q::x' }];
    expect(exclusiveScopedLabels(labels).map((l) => l.title)).toEqual(['bug', 'p::2', 'q::x']);
  });

  it("validates with GitLab's messages", () => {
    expect(labelValidationErrors({ title: ' ', color: '' })).toEqual({ title: ["can't be blank"], color: ["can't be blank"] });
    expect(labelValidationErrors({ title: 'a,b', color: 'zzz' })).toEqual({ title: ['is invalid'], color: ['must be a valid color code'] });
    expect(labelValidationErrors({ title: 'x'.repeat(256), color: '#fff' })).toEqual({ title: ['is too long (maximum is 255 characters)'] });
  });
});

describe('GET {project}/-/labels.json', () => {
  it('lists project and group labels; ancestors only with include_ancestor_groups', async () => {
    const response = await f.call('anonymous', 'GET', `${PUBLIC_PROJECT}/-/labels.json?include_ancestor_groups=true`);
    expect(response.statusCode).toBe(200);
    const labels = response.json<WebLabel[]>();
    expect(labels.map((l) => l.title)).toEqual(['bug', 'documentation', 'feature', 'frontend', 'priority::high', 'priority::low', 'workflow::in dev', 'workflow::in review']);
    expect(labels.find((l) => l.title === 'frontend')).toMatchObject({ color: '#ff8800', text_color: '#1F1E24', type: 'ProjectLabel' });
    expect(labels.find((l) => l.title === 'bug')).toMatchObject({ type: 'GroupLabel' });
  });

  it('answers 404 for projects the viewer cannot read', async () => {
    expect((await f.call('outsider', 'GET', '/gitlab-org/platform/infrastructure/-/labels.json')).statusCode).toBe(404);
    expect((await f.call('anonymous', 'GET', '/acme-corp/website/-/labels.json')).statusCode).toBe(404);
    expect((await f.call('owner', 'GET', '/acme-corp/website/-/labels.json')).json<WebLabel[]>().map((l) => l.title)).toEqual(['bug', 'homepage', 'severity::1', 'severity::2']);
  });
});

describe('POST {project}/-/labels', () => {
  it('creates a project label for reporters and above', async () => {
    const response = await f.call('reporter', 'POST', `${PUBLIC_PROJECT}/-/labels`, { label: { title: 'needs design', color: '#00ff00', description: 'UX' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: expect.any(Number), title: 'needs design', color: '#00ff00', text_color: '#1F1E24', description: 'UX', project_id: 1 });
  });

  it('answers 400 with the validation messages and never an id', async () => {
    const taken = await f.call('developer', 'POST', `${PUBLIC_PROJECT}/-/labels`, { label: { title: 'bug', color: '#00ff00' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ message: { title: ['has already been taken'] } });
    const invalid = await f.call('developer', 'POST', `${PUBLIC_PROJECT}/-/labels`, { label: { title: '', color: 'purplish' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: { title: ["can't be blank"], color: ['must be a valid color code'] } });
  });

  it('refuses guests and outsiders (404), anonymous (401) and requires CSRF (422)', async () => {
    for (const who of ['guest', 'outsider']) expect((await f.call(who, 'POST', `${PUBLIC_PROJECT}/-/labels`, { label: { title: `x-${who}`, color: '#000' } })).statusCode, who).toBe(404);
    // Without a session the CSRF check answers first.
    expect((await f.call('anonymous', 'POST', `${PUBLIC_PROJECT}/-/labels`, { label: { title: 'x', color: '#000' } })).statusCode).toBe(422);
    expect((await f.call('anonymousSession', 'POST', `${PUBLIC_PROJECT}/-/labels`, { label: { title: 'x', color: '#000' } })).statusCode).toBe(401);
  });
});

describe('REST /api/v4/projects/:id/labels', () => {
  it('lists labels with ancestor groups by default', async () => {
    const response = await f.api('GET', '/projects/1/labels', 'anonymous');
    expect(response.statusCode).toBe(200);
    const labels = response.json<{ name: string; is_project_label: boolean; text_color: string }[]>();
    expect(labels.find((l) => l.name === 'priority::high')).toMatchObject({ is_project_label: false, text_color: '#FFFFFF', color: '#cc0000', subscribed: false });
    expect(labels.some((l) => l.name === 'frontend' && l.is_project_label)).toBe(true);
  });

  it('creates labels: 201, 409 when taken, 400 when invalid, 403 below reporter, 401 anonymous', async () => {
    const created = await f.api('POST', '/projects/gitlab-org%2Fgitlab/labels', 'maintainer', { name: 'api-made', color: '#123456' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'api-made', color: '#123456', is_project_label: true });
    const again = await f.api('POST', '/projects/1/labels', 'maintainer', { name: 'api-made', color: '#123456' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Label already exists' });
    const invalid = await f.api('POST', '/projects/1/labels', 'maintainer', { name: 'ok', color: 'not-a-colour' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: { color: ['must be a valid color code'] } });
    expect((await f.api('POST', '/projects/1/labels', 'maintainer', { name: 'no colour' })).statusCode).toBe(400);
    expect((await f.api('POST', '/projects/1/labels', 'guest', { name: 'g', color: '#000' })).statusCode).toBe(403);
    expect((await f.api('POST', '/projects/1/labels', 'anonymous', { name: 'a', color: '#000' })).statusCode).toBe(401);
    expect((await f.api('POST', '/projects/2/labels', 'outsider', { name: 'o', color: '#000' })).statusCode).toBe(404);
  });
});

describe('GET milestones', () => {
  it('lists project milestones, with ancestors on request, started and expired flags', async () => {
    const own = (await f.api('GET', '/projects/1/milestones', 'anonymous')).json<{ title: string }[]>();
    expect(own.map((m) => m.title).sort()).toEqual(['16.0', '16.1']);
    const all = (await f.api('GET', '/projects/1/milestones?include_ancestors=true&state=active', 'anonymous')).json<{ title: string; started: boolean; expired: boolean; web_url: string }[]>();
    expect(all.find((m) => m.title === '16.2')).toMatchObject({ started: true, expired: false, web_url: 'http://localhost:8080/groups/gitlab-org/-/milestones/1' });
    expect(all.find((m) => m.title === '16.1')).toMatchObject({ started: true, expired: true, web_url: 'http://localhost:8080/gitlab-org/gitlab/-/milestones/1' });
    expect(all.some((m) => m.title === '16.0')).toBe(false);
    const web = (await f.call('anonymous', 'GET', `${PUBLIC_PROJECT}/-/milestones.json`)).json<{ title: string }[]>();
    expect(web.map((m) => m.title).sort()).toEqual(['16.0', '16.1', '16.2']);
    expect((await f.api('GET', '/projects/2/milestones', 'outsider')).statusCode).toBe(404);
  });
});

const GITLAB_ORG_LABELS = ['bug', 'feature', 'priority::high', 'priority::low', 'workflow::in dev', 'workflow::in review'];

describe('REST /api/v4/groups/:id/labels', () => {
  type GroupLabel = { id: number; name: string; color: string; text_color: string; description: string | null; description_html: string; subscribed: boolean };
  const names = async (who: string, path: string) => (await f.api('GET', path, who)).json<GroupLabel[]>().map((l) => l.name);

  it("lists a group's labels in GitLab's GroupLabel shape, with ancestor groups by default, and searches them", async () => {
    const response = await f.api('GET', '/groups/gitlab-org/labels', 'anonymous');
    expect(response.statusCode).toBe(200);
    const labels = response.json<GroupLabel[]>();
    expect(labels.map((l) => l.name)).toEqual(GITLAB_ORG_LABELS);
    expect(Object.keys(labels[0]!).sort()).toEqual(['color', 'description', 'description_html', 'id', 'name', 'subscribed', 'text_color']);
    expect(labels.find((l) => l.name === 'priority::high')).toMatchObject({ color: '#cc0000', text_color: '#FFFFFF', subscribed: false });
    // A subgroup sees its ancestors' labels unless asked not to; project labels are never listed.
    expect(await names('anonymous', '/groups/gitlab-org%2Fplatform/labels')).toEqual(expect.arrayContaining(GITLAB_ORG_LABELS));
    expect(await names('anonymous', '/groups/gitlab-org%2Fplatform/labels?include_ancestor_groups=false')).not.toContain('bug');
    expect(await names('anonymous', '/groups/gitlab-org/labels?search=PRIORITY')).toEqual(['priority::high', 'priority::low']);
  });

  it('is a 404 for a group the reader may not see, and lists it for its members', async () => {
    await f.t.database.exec(`INSERT INTO groups (name, path, full_path, visibility) VALUES ('Hidden', 'hidden-labels', 'hidden-labels', 'private')`);
    await f.t.database.exec(`INSERT INTO labels (group_id, title, color) SELECT id, 'secret label', '#000000' FROM groups WHERE path = 'hidden-labels'`);
    await f.t.database.exec(`INSERT INTO memberships (user_id, source_type, source_id, access_level) SELECT id, 'group', (SELECT id FROM groups WHERE path = 'hidden-labels'), 10 FROM users WHERE username = 'guest'`);
    for (const who of ['anonymous', 'outsider']) expect((await f.api('GET', '/groups/hidden-labels/labels', who)).statusCode, who).toBe(404);
    expect(await names('guest', '/groups/hidden-labels/labels')).toEqual(['secret label']);
    expect((await f.api('GET', '/groups/no-such-group/labels', 'owner')).statusCode).toBe(404);
  });
});

describe('POST /api/v4/groups/:id/labels', () => {
  type GroupLabel = { id: number; name: string; color: string; text_color: string; description: string | null };

  it('creates a group label for reporters and above (GroupLabel shape, 201); guests and non-members 403, anonymous 401', async () => {
    for (const who of ['reporter', 'developer', 'maintainer', 'owner', 'root']) {
      const created = await f.api('POST', '/groups/gitlab-org/labels', who, { name: `made by ${who}`, color: '#1068BF', description: 'From the epic sidebar' });
      expect(created.statusCode, who).toBe(201);
      expect(created.json<GroupLabel>()).toMatchObject({ name: `made by ${who}`, color: '#1068bf', text_color: '#FFFFFF', description: 'From the epic sidebar' });
    }
    // The new label is the group's: its epics (and its subgroups) can use it.
    expect((await f.api('GET', '/groups/gitlab-org%2Fplatform/labels?search=made%20by%20reporter', 'anonymous')).json<GroupLabel[]>().map((l) => l.name)).toEqual(['made by reporter']);
    for (const who of ['guest', 'outsider']) expect((await f.api('POST', '/groups/gitlab-org/labels', who, { name: `no ${who}`, color: '#000000' })).statusCode, who).toBe(403);
    expect((await f.api('POST', '/groups/gitlab-org/labels', 'anonymous', { name: 'anon', color: '#000000' })).statusCode).toBe(401);
    const names = (await f.api('GET', '/groups/gitlab-org/labels', 'anonymous')).json<GroupLabel[]>().map((l) => l.name);
    expect(names.filter((name) => name.startsWith('no ') || name === 'anon')).toEqual([]);
  });

  it("answers GitLab's 409 for a title the group or an ancestor uses, 400 for invalid input, 404 for a hidden group", async () => {
    const taken = await f.api('POST', '/groups/gitlab-org/labels', 'reporter', { name: 'bug', color: '#000000' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Label already exists' });
    expect((await f.api('POST', '/groups/gitlab-org%2Fplatform/labels', 'owner', { name: 'bug', color: '#000000' })).statusCode).toBe(409);
    const invalid = await f.api('POST', '/groups/gitlab-org/labels', 'reporter', { name: 'fine', color: 'not-a-colour' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: { color: ['must be a valid color code'] } });
    expect((await f.api('POST', '/groups/gitlab-org/labels', 'reporter', { color: '#000000' })).statusCode).toBe(400);
    await f.t.database.exec(`INSERT INTO groups (name, path, full_path, visibility) VALUES ('Hidden 2', 'hidden-create', 'hidden-create', 'private')`);
    expect((await f.api('POST', '/groups/hidden-create/labels', 'outsider', { name: 'x', color: '#000000' })).statusCode).toBe(404);
    expect((await f.api('POST', '/groups/no-such-group/labels', 'owner', { name: 'x', color: '#000000' })).statusCode).toBe(404);
  });
});
