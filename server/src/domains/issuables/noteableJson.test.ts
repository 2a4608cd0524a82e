import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, PUBLIC_PROJECT, type IssueFixtures } from '../../test/issueFixtures.ts';
import { epicFixtures, ORG_EPIC } from '../epics/fixtures.testing.ts';

// The noteable fields of the page JSON (NOTEABLE-CONTRACT): the same keys for every kind, and every
// path answers as the notes app uses it.

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
  epicFixtures(f);
});
afterAll(async () => {
  await f.t.close();
});

type PageJson = Record<string, unknown> & { id: number; iid: number; state: string };

/** Every noteable path answers the notes app's request for that path (not 404). */
async function expectPathsRouted(who: string, page: PageJson) {
  expect((await f.call(who, 'GET', page.discussions_path as string)).statusCode).toBe(200);
  expect((await f.call(who, 'GET', page.notes_path as string, undefined, { 'x-last-fetched-at': '0' })).statusCode).toBe(200);
  expect((await f.call(who, 'GET', page.quick_actions_path as string)).statusCode).toBe(200);
  const preview = await f.call(who, 'POST', page.preview_note_path as string, { text: 'Hello **there**' });
  expect(preview.statusCode, preview.body).toBe(200);
  expect(preview.json<{ body: string }>().body).toContain('<strong>there</strong>');
  const created = await f.call(who, 'POST', page.create_note_path as string, { note: { note: 'Through the noteable path' } });
  expect(created.statusCode, created.body).toBe(200);
  expect(created.json<{ note: string }>().note).toBe('Through the noteable path');
}

/** `state_event_path` closes and reopens with a bare `{ state_event }` and answers the page JSON. */
async function expectStateEvents(who: string, page: PageJson) {
  const closed = await f.call(who, 'PUT', page.state_event_path as string, { state_event: 'close' });
  expect(closed.statusCode, closed.body).toBe(200);
  expect(closed.json<PageJson>()).toMatchObject({ id: page.id, state: 'closed' });
  const reopened = await f.call(who, 'PUT', page.state_event_path as string, { state_event: 'reopen' });
  expect(reopened.json<PageJson>()).toMatchObject({ id: page.id, state: 'opened' });
  // Readers who may not update get GitLab's 404 with a message.
  const refused = await f.call('guest', 'PUT', page.state_event_path as string, { state_event: 'close' });
  expect(refused.statusCode).toBe(404);
  expect(refused.json<{ message: string }>().message).toBeTruthy();
}

describe('noteable fields of the page JSON', () => {
  it('an issue carries its notes paths, gid, human name and can_assign_author', async () => {
    const issue = await f.freshIssue('developer');
    const page = (await f.call('developer', 'GET', `${issue.path}.json`)).json<PageJson>();
    expect(page).toMatchObject({
      noteable_type: 'Issue',
      noteable_gid: `gid://gitlab/Issue/${issue.id}`,
      noteable_human_name: 'issue',
      create_note_path: `${PUBLIC_PROJECT}/notes?target_id=${issue.id}&target_type=issue`,
      preview_note_path: `${PUBLIC_PROJECT}/preview_markdown?target_type=Issue&target_id=${issue.iid}`,
      notes_path: `${PUBLIC_PROJECT}/noteable/issue/${issue.id}/notes`,
      discussions_path: `${issue.path}/discussions.json`,
      quick_actions_path: `${PUBLIC_PROJECT}/-/autocomplete_sources/commands?type=Issue&type_id=${issue.iid}`,
      uploads_path: `${PUBLIC_PROJECT}/uploads`,
      state_event_path: `${issue.path}.json`,
      can_assign_author: true,
    });
    // Guests may not set metadata: no "Assign to commenting user".
    expect((await f.call('guest', 'GET', `${issue.path}.json`)).json<PageJson>().can_assign_author).toBe(false);
    await expectPathsRouted('developer', page);
    await expectStateEvents('developer', page);
  });

  it('an incident is an issue the notes app calls an incident', async () => {
    const incident = await f.freshIssue('developer', { issueType: 'incident' });
    const page = (await f.call('developer', 'GET', `${incident.path}.json`)).json<PageJson>();
    expect(page).toMatchObject({ noteable_type: 'Issue', noteable_human_name: 'incident' });
  });

  it('an epic carries the same fields with its group paths, and no assign-author action', async () => {
    const page = (await f.call('developer', 'GET', `${ORG_EPIC}.json`)).json<PageJson>();
    expect(page).toMatchObject({
      noteable_type: 'Epic',
      noteable_gid: `gid://gitlab/Epic/${page.id}`,
      noteable_human_name: 'epic',
      create_note_path: `${ORG_EPIC}/notes`,
      preview_note_path: `/groups/gitlab-org/-/preview_markdown?target_type=Epic&target_id=${page.iid}`,
      notes_path: `${ORG_EPIC}/notes`,
      discussions_path: `${ORG_EPIC}/discussions.json`,
      quick_actions_path: `/groups/gitlab-org/-/autocomplete_sources/commands?type=Epic&type_id=${page.iid}`,
      uploads_path: '/groups/gitlab-org/-/uploads',
      state_event_path: `${ORG_EPIC}.json`,
      can_assign_author: false,
    });
    await expectPathsRouted('developer', page);
    await expectStateEvents('developer', page);
  });
});
