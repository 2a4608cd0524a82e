import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { groups } from '../groups/tables.ts';
import { labels } from '../labels/tables.ts';
import { epicFixtures } from './fixtures.testing.ts';

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
});
afterAll(async () => {
  await f.t.close();
});

type EpicJson = { iid: number; title: string; description: string | null; state: string; confidential: boolean; color: string; labels: string[]; author: { username: string } };

async function groupLabel(fullPath: string, title: string) {
  const [group] = await f.t.database.db.select().from(groups).where(eq(groups.fullPath, fullPath));
  const [row] = await f.t.database.db
    .select()
    .from(labels)
    .where(and(eq(labels.groupId, group!.id), eq(labels.title, title)));
  return row;
}

describe('POST /api/v4/groups/:id/epics', () => {
  it('creates an epic with the next iid, the author, labels (creating missing group labels), confidentiality and colour', async () => {
    const response = await f.api('POST', '/groups/gitlab-org/epics', 'reporter', { title: 'REST epic', description: 'From the API', labels: 'feature,rest-new-label', confidential: 'yes', color: '#217645' });
    expect(response.statusCode, response.body).toBe(201);
    const epic = response.json<EpicJson>();
    expect(epic).toMatchObject({ title: 'REST epic', description: 'From the API', state: 'opened', confidential: true, color: '#217645', author: { username: 'reporter' } });
    expect([...epic.labels].sort()).toEqual(['feature', 'rest-new-label']);
    expect(await groupLabel('gitlab-org', 'rest-new-label')).toMatchObject({ color: '#6699cc' });
    // The existing group label was reused, not duplicated in the group.
    const read = await f.api('GET', `/groups/gitlab-org/epics/${epic.iid}`, 'reporter');
    expect(read.json<EpicJson>()).toMatchObject({ iid: epic.iid, confidential: true });
    const next = await f.api('POST', '/groups/gitlab-org/epics', 'owner', { title: 'Second REST epic' });
    expect(next.json<EpicJson>().iid).toBe(epic.iid + 1);
    expect(next.json<EpicJson>().confidential).toBe(false);
  });

  it('answers 400 without a title or with an unreadable boolean, 403 below reporter, 401 anonymously, 404 for a missing group', async () => {
    const missing = await f.api('POST', '/groups/gitlab-org/epics', 'reporter', { description: 'no title' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: { title: ['is missing'] } });
    expect((await f.api('POST', '/groups/gitlab-org/epics', 'reporter', { title: '' })).statusCode).toBe(400);
    expect((await f.api('POST', '/groups/gitlab-org/epics', 'reporter', { title: 'x', confidential: 'maybe' })).json()).toEqual({ message: { confidential: ['is invalid'] } });
    for (const who of ['guest', 'outsider']) expect((await f.api('POST', '/groups/gitlab-org/epics', who, { title: 'Nope' })).statusCode, who).toBe(403);
    expect((await f.api('POST', '/groups/gitlab-org/epics', 'anonymous', { title: 'Nope' })).statusCode).toBe(401);
    expect((await f.api('POST', '/groups/no-such-group/epics', 'reporter', { title: 'Nope' })).statusCode).toBe(404);
  });
});

describe('PUT /api/v4/groups/:id/epics/:epic_iid', () => {
  it('updates title, description, labels (add/remove, creating missing group labels), confidentiality, state and colour', async () => {
    const fresh = await e.freshEpic('developer', { title: 'To update' });
    const url = `/groups/gitlab-org/epics/${fresh.iid}`;
    let response = await f.api('PUT', url, 'reporter', { title: 'Updated', description: 'New body', labels: 'feature', confidential: 't', color: '#217645' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EpicJson>()).toMatchObject({ title: 'Updated', description: 'New body', confidential: true, color: '#217645', labels: ['feature'] });
    response = await f.api('PUT', url, 'reporter', { add_labels: 'rest-added', remove_labels: 'feature', confidential: 'off', state_event: 'close' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EpicJson>()).toMatchObject({ labels: ['rest-added'], confidential: false, state: 'closed' });
    expect(await groupLabel('gitlab-org', 'rest-added')).toMatchObject({ color: '#6699cc' });
    response = await f.api('PUT', url, 'reporter', { state_event: 'reopen' });
    expect(response.json<EpicJson>().state).toBe('opened');
  });

  it('answers 403 below reporter, 404 for a missing epic, 400 for invalid values', async () => {
    const fresh = await e.freshEpic('developer', { title: 'Guarded' });
    const url = `/groups/gitlab-org/epics/${fresh.iid}`;
    expect((await f.api('PUT', url, 'guest', { title: 'x' })).statusCode).toBe(403);
    expect((await f.api('PUT', url, 'anonymous', { title: 'x' })).statusCode).toBe(401);
    expect((await f.api('PUT', '/groups/gitlab-org/epics/99999', 'reporter', { title: 'x' })).statusCode).toBe(404);
    expect((await f.api('PUT', '/groups/gitlab-org/epics/99999999999', 'reporter', { title: 'x' })).statusCode).toBe(404);
    expect((await f.api('PUT', url, 'reporter', { confidential: 'sometimes' })).statusCode).toBe(400);
    expect((await f.api('PUT', url, 'reporter', { state_event: 'merge' })).statusCode).toBe(400);
    expect((await f.api('PUT', url, 'reporter', { title: '' })).statusCode).toBe(400);
    expect((await f.api('PUT', url, 'reporter', { color: 'blue' })).statusCode).toBe(400);
    expect((await f.api('GET', url, 'reporter')).json<EpicJson>().title).toBe('Guarded');
  });
});
