import { describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen, within } from '@testing-library/react';
import type { FrequentItemRef } from 'shared-kernel/api';
import { fakeRestApi, fakeSession } from 'shared-kernel/testing';
import { FrequentItemsList } from './components/FrequentItemsList';
import { useTrackVisit } from './hooks/useTrackVisit';

/** Answers every request with `data` and records what was asked. */
function fakeApi(data: (url: string) => unknown) {
  const requests: Array<{ method: string; url: string; params: unknown; body: unknown }> = [];
  fakeRestApi(({ path, params, config }) => {
    requests.push({ method: String(config.method), url: path, params, body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined });
    return { status: 200, data: data(path) };
  });
  return requests;
}

const item = (id: number, name: string) => ({ type: 'project', id, name, full_name: `GitLab.org / ${name}`, full_path: `gitlab-org/${name.toLowerCase()}`, web_url: `/gitlab-org/${name.toLowerCase()}`, avatar_url: null, frequency: 3, last_accessed_on: '2026-01-01T00:00:00Z' });

describe('frequently visited items', () => {
  it('lists the top five with links, or says where they will appear', async () => {
    const requests = fakeApi(() => Array.from({ length: 7 }, (_, i) => item(i + 1, `P${i + 1}`)));
    const { unmount } = render(<FrequentItemsList type="project" />);
    const list = await screen.findByRole('region', { name: 'Frequently visited projects' });
    // The list renders once the page cache has the answer (it notifies on the next task).
    expect((await within(list).findAllByRole('link')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      [1, 2, 3, 4, 5].map((i) => [`GitLab.org / P${i}`, `/gitlab-org/p${i}`]),
    );
    expect(requests[0]).toMatchObject({ url: '/-/frequent_items', params: { type: 'project' } });
    unmount();
    fakeApi(() => []);
    render(<FrequentItemsList type="group" />);
    expect(await screen.findByText('Groups you visit often will appear here.')).toBeInTheDocument();
  });

  it('records a visit once per item for signed-in users only', async () => {
    fakeSession('developer', { id: 1, name: 'Dana' });
    const requests = fakeApi(() => ({}));
    const { rerender } = renderHook(({ ref }: { ref: FrequentItemRef }) => useTrackVisit(ref), { initialProps: { ref: { type: 'project', fullPath: 'gitlab-org/gitlab' } } });
    rerender({ ref: { type: 'project', fullPath: 'gitlab-org/gitlab' } });
    rerender({ ref: { type: 'project', fullPath: 'GitLab-org/GitLab' } });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'post', url: '/-/frequent_items', body: { type: 'project', full_path: 'gitlab-org/gitlab' } });
    rerender({ ref: { type: 'group', fullPath: 'gitlab-org' } });
    await vi.waitFor(() => expect(requests).toHaveLength(2));

    fakeSession(null);
    const anonymous = fakeApi(() => ({}));
    renderHook(() => useTrackVisit({ type: 'project', id: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(anonymous).toEqual([]);
  });
});
