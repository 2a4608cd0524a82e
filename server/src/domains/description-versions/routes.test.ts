import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { descriptionDiffHtml } from './rules.ts';
import { mergedDescriptionText } from './service.ts';

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

describe('mergedDescriptionText', () => {
  it('counts the changes and the minutes, rounded up', () => {
    expect(mergedDescriptionText(2, 30_000)).toBe('changed the description 2 times within 1 minute');
    expect(mergedDescriptionText(3, 4 * 60_000 + 1)).toBe('changed the description 3 times within 5 minutes');
  });
});

describe('description versions on notes and their routes', () => {
  it('exposes version fields on the system note, diffs merged runs and soft-deletes for reporters+', async () => {
    const fresh = await f.freshIssue('developer', { description: 'first' });
    await f.call('developer', 'PUT', `${fresh.path}.json`, { issue: { description: 'second' } });
    await f.call('developer', 'PUT', `${fresh.path}.json`, { issue: { description: 'third' } });
    const notes = (await f.call('reporter', 'GET', `/gitlab-org/gitlab/noteable/issue/${fresh.id}/notes`, undefined, { 'x-last-fetched-at': '0' })).json<{ notes: Note[] }>().notes;
    // Two changes by one user within 10 minutes: one note, worded as GitLab merges them.
    const changes = notes.filter((n) => n.system && n.note.startsWith('changed the description'));
    expect(changes).toHaveLength(1);
    expect(changes[0]?.note).toMatch(/^changed the description 2 times within [01] minutes?$/);
    expect((changes[0] as Note & { note_html?: string }).note_html).toContain('changed the description 2 times within');
    const change = changes[0];
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

  it('keeps counting a run of changes and starts a new note for another author', async () => {
    const fresh = await f.freshIssue('developer', { description: 'a' });
    for (const description of ['b', 'c', 'd']) await f.call('developer', 'PUT', `${fresh.path}.json`, { issue: { description } });
    await f.call('maintainer', 'PUT', `${fresh.path}.json`, { issue: { description: 'e' } });
    const notes = (await f.call('reporter', 'GET', `/gitlab-org/gitlab/noteable/issue/${fresh.id}/notes`, undefined, { 'x-last-fetched-at': '0' })).json<{ notes: Note[] }>().notes;
    const texts = notes.filter((n) => n.system && n.note.startsWith('changed the description')).map((n) => n.note);
    expect(texts).toHaveLength(2);
    expect(texts).toContainEqual(expect.stringMatching(/^changed the description 3 times within [01] minutes?$/));
    expect(texts).toContain('changed the description');
  });
});
