import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { descriptionDiffHtml } from './rules.ts';

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
});
afterAll(async () => {
  await f.t.close();
});

type Note = { note: string; system: boolean; description_version_id?: number; start_description_version_id?: number | null; description_diff_path?: string; delete_description_version_path?: string; can_delete_description_version?: boolean; description_version_deleted?: boolean };

describe('descriptionDiffHtml', () => {
  it('marks additions and deletions word by word and escapes', () => {
    expect(descriptionDiffHtml('a quick fox', 'a slow <b> fox')).toBe('a <span class="idiff deletion">quick</span><span class="idiff addition">slow</span> <span class="idiff addition">&lt;b&gt; </span>fox');
    expect(descriptionDiffHtml('', 'new')).toBe('<span class="idiff addition">new</span>');
  });
});

describe('description versions on notes and their routes', () => {
  it('exposes version fields on the system note, diffs merged runs and soft-deletes for reporters+', async () => {
    const fresh = await f.freshIssue('developer', { description: 'first' });
    await f.call('developer', 'PUT', `${fresh.path}.json`, { issue: { description: 'second' } });
    await f.call('developer', 'PUT', `${fresh.path}.json`, { issue: { description: 'third' } });
    const notes = (await f.call('reporter', 'GET', `/gitlab-org/gitlab/noteable/issue/${fresh.id}/notes`, undefined, { 'x-last-fetched-at': '0' })).json<{ notes: Note[] }>().notes;
    const change = notes.find((n) => n.system && n.note === 'changed the description');
    expect(change).toMatchObject({
      description_version_id: expect.any(Number),
      start_description_version_id: expect.any(Number),
      description_diff_path: expect.stringMatching(/^\/gitlab-org\/gitlab\/-\/issues\/\d+\/descriptions\/\d+\/diff$/),
      can_delete_description_version: true,
      description_version_deleted: false,
    });
    const diff = await f.call('reporter', 'GET', `${change?.description_diff_path}?start_version_id=${change?.start_description_version_id}`);
    expect(diff.statusCode).toBe(200);
    expect(diff.headers['content-type']).toContain('text/html');
    // From the description before the run ("first") to the latest ("third").
    expect(diff.body).toBe('<span class="idiff deletion">first</span><span class="idiff addition">third</span>');
    const single = await f.call('anonymous', 'GET', change?.description_diff_path ?? '');
    expect(single.body).toBe('<span class="idiff deletion">second</span><span class="idiff addition">third</span>');

    expect((await f.call('guest', 'DELETE', change?.delete_description_version_path ?? '')).statusCode).toBe(404);
    const guestView = (await f.call('guest', 'GET', `/gitlab-org/gitlab/noteable/issue/${fresh.id}/notes`, undefined, { 'x-last-fetched-at': '0' })).json<{ notes: Note[] }>().notes;
    expect(guestView.find((n) => n.description_version_id)?.can_delete_description_version).toBe(false);
    expect((await f.call('reporter', 'DELETE', `${change?.delete_description_version_path}?start_version_id=${change?.start_description_version_id}`)).statusCode).toBe(200);
    expect((await f.call('reporter', 'GET', change?.description_diff_path ?? '')).statusCode).toBe(404);
    const after = (await f.call('reporter', 'GET', `/gitlab-org/gitlab/noteable/issue/${fresh.id}/notes`, undefined, { 'x-last-fetched-at': '0' })).json<{ notes: Note[] }>().notes;
    expect(after.find((n) => n.description_version_id)).toMatchObject({ description_version_deleted: true, can_delete_description_version: false });
    expect((await f.call('anonymous', 'GET', `/gitlab-org/platform/infrastructure/-/issues/1/descriptions/1/diff`)).statusCode).toBe(404);
  });
});
