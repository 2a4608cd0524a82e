import { fakeDiscussion, fakeNote } from '../../../test/fakes';
import { renderHook, waitFor } from '@testing-library/react';
import { getAllDiscussions, useDiscussions } from './getDiscussions';
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
    expect(seen[0]).toMatchObject({ notes_filter: 1, persist_filter: 'false' });
  });

  it("takes the first page the page's head started (same address), then follows its cursor through the REST client", async () => {
    const first = fakeDiscussion([fakeNote()]);
    const second = fakeDiscussion([fakeNote()]);
    const link = document.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: '/gitlab-org/gitlab/-/issues/1/discussions.json?notes_filter=0&persist_filter=false&per_page=20' })) link.setAttribute(name, value);
    document.head.append(link);
    vi.stubGlobal('fetch', vi.fn(async () => Response.json([first], { headers: { 'X-Next-Page-Cursor': 'c1' } })));
    const seen: Array<Record<string, unknown>> = [];
    fakeRestApi(({ params }) => {
      seen.push(params);
      return { status: 200, data: [second] };
    });
    const received: string[] = [];
    try {
      await getAllDiscussions('/gitlab-org/gitlab/-/issues/1/discussions.json', 0, (page) => received.push(...page.map((d) => d.id)));
    } finally {
      link.remove();
      vi.unstubAllGlobals();
    }
    expect(received).toEqual([first.id, second.id]);
    expect(seen).toEqual([{ notes_filter: 0, persist_filter: 'false', per_page: 30, cursor: 'c1' }]);
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

describe('useDiscussions', () => {
  const PATH = '/gitlab-org/gitlab/-/issues/1/discussions.json';

  it('shows each page as it arrives, then completes', async () => {
    const [a, b] = [fakeDiscussion([fakeNote()]), fakeDiscussion([fakeNote()])];
    let release: () => void = () => {};
    const second = new Promise<void>((resolve) => (release = resolve));
    fakeRestApi(async ({ params }) => {
      if (!params.cursor) return { status: 200, data: [a], headers: { 'x-next-page-cursor': 'c1' } };
      await second;
      return { status: 200, data: [b] };
    });
    const { result } = renderHook(() => useDiscussions(PATH, 0));
    await waitFor(() => expect(result.current.discussions.map((d) => d.id)).toEqual([a!.id]));
    expect(result.current).toMatchObject({ status: 'ready', loadingMore: true, filter: 0 });
    release();
    await waitFor(() => expect(result.current.loadingMore).toBe(false));
    expect(result.current.discussions.map((d) => d.id)).toEqual([a!.id, b!.id]);
  });

  it('loads a filter again when its first load was cut short by a switch to another one', async () => {
    const all = [fakeDiscussion([fakeNote()]), fakeDiscussion([fakeNote()])];
    const comments = [fakeDiscussion([fakeNote()])];
    let holdSecondPage = true;
    fakeRestApi(async ({ params }) => {
      if (params.notes_filter === 1) return { status: 200, data: comments };
      if (!params.cursor) return { status: 200, data: [all[0]], headers: { 'x-next-page-cursor': 'c1' } };
      while (holdSecondPage) await new Promise((resolve) => setTimeout(resolve, 10));
      return { status: 200, data: [all[1]] };
    });
    const { result, rerender } = renderHook(({ filter }: { filter: 0 | 1 }) => useDiscussions(PATH, filter), { initialProps: { filter: 0 } });
    await waitFor(() => expect(result.current.discussions).toHaveLength(1));
    rerender({ filter: 1 });
    await waitFor(() => expect(result.current).toMatchObject({ filter: 1, loadingMore: false }));
    holdSecondPage = false;
    rerender({ filter: 0 });
    await waitFor(() => expect(result.current).toMatchObject({ filter: 0, loadingMore: false }));
    expect(result.current.discussions.map((d) => d.id)).toEqual(all.map((d) => d.id));
  });

  it('reads a complete list again when its filter is shown again (polling kept only the other one current)', async () => {
    const [old, added] = [fakeDiscussion([fakeNote()]), fakeDiscussion([fakeNote()])];
    let allActivity = [old];
    const { urls } = fakeRestApi(async ({ params }) => ({ status: 200, data: params.notes_filter === 1 ? [] : allActivity }));
    const { result, rerender } = renderHook(({ filter }: { filter: 0 | 1 }) => useDiscussions(PATH, filter), { initialProps: { filter: 0 } });
    await waitFor(() => expect(result.current).toMatchObject({ filter: 0, loadingMore: false }));
    rerender({ filter: 1 });
    await waitFor(() => expect(result.current).toMatchObject({ filter: 1, loadingMore: false }));
    // A note added while the other filter was shown (a `#note_` link to it switches back to all activity).
    allActivity = [old, added];
    rerender({ filter: 0 });
    // The cached list shows at once, not as complete until it was read again.
    expect(result.current).toMatchObject({ filter: 0, loadingMore: true });
    await waitFor(() => expect(result.current).toMatchObject({ filter: 0, loadingMore: false }));
    expect(result.current.discussions.map((d) => d.id)).toEqual([old!.id, added!.id]);
    expect(urls).toHaveLength(3);
  });
});
