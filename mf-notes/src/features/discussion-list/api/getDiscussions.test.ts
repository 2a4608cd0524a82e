import { fakeDiscussion, fakeNote } from '../../../test/fakes';
import { getAllDiscussions } from './getDiscussions';
import { fakeRestApi } from 'shared-kernel/testing';

describe('getAllDiscussions', () => {
  it('follows X-Next-Page-Cursor with growing page sizes until it is absent', async () => {
    const pages = [fakeDiscussion([fakeNote()]), fakeDiscussion([fakeNote()]), fakeDiscussion([fakeNote()])];
    const seen: Array<Record<string, unknown>> = [];
    fakeRestApi(({ path, params }) => {
      expect(path).toBe('/gitlab-org/gitlab/-/issues/1/discussions.json');
      seen.push(params);
      const index = seen.length - 1;
      return { status: 200, data: [pages[index]], headers: index < 2 ? { 'x-next-page-cursor': `c${index + 1}` } : ({} as Record<string, string>) };
    });
    const received: string[] = [];

    await getAllDiscussions('/gitlab-org/gitlab/-/issues/1/discussions.json', 1, (page) => received.push(...page.map((d) => d.id)));

    expect(received).toEqual(pages.map((d) => d.id));
    expect(seen.map((p) => [p.per_page, p.cursor])).toEqual([[20, undefined], [30, 'c1'], [45, 'c2']]);
    expect(seen[0]).toMatchObject({ notes_filter: 1, persist_filter: 'true' });
  });

  it('reads the discussions at the path the noteable JSON names', async () => {
    const { urls } = fakeRestApi(() => ({ status: 200, data: [] }));
    await getAllDiscussions('/groups/gitlab-org/platform/-/epics/4/discussions.json', 0, () => {});
    expect(urls).toEqual(['/groups/gitlab-org/platform/-/epics/4/discussions.json']);
  });

  it('rejects when a page fails', async () => {
    fakeRestApi(() => ({ status: 500, data: { message: 'boom' } }));
    await expect(getAllDiscussions('/g/p/-/issues/1/discussions.json', 0, () => {})).rejects.toMatchObject({ status: 500 });
  });
});
