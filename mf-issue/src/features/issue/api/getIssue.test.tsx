import { act, renderHook, waitFor } from '@testing-library/react';
import { getQueryClient, issuableJsonQuery, issuableJsonQueryKey } from 'shared-kernel/query';
import { fakeIssue } from '../../../test/fakeIssue';
import { fakeIssueApi } from '../../../test/fakeIssueApi';
import { useIssue } from './getIssue';

const JSON_URL = '/gitlab-org/gitlab/-/issues/1.json';

describe('useIssue: the issue JSON through the page’s query cache', () => {
  it('shares one request with the notes area, which reads the same JSON under the kernel’s key', async () => {
    const { urls } = fakeIssueApi();
    // The notes area (mf-notes) asks for the issue's JSON as the page does.
    const notes = getQueryClient().fetchQuery(issuableJsonQuery<{ id: number }>('issue', 'gitlab-org/gitlab', 1));
    const { result } = renderHook(() => useIssue({ fullPath: 'gitlab-org/gitlab', iid: 1 }));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect((await notes).id).toBe(fakeIssue().id);
    expect(urls.filter((url) => url === JSON_URL)).toHaveLength(1);
  });

  it('writes local changes to the cache, where every reader sees them, and reloads on demand', async () => {
    const { urls } = fakeIssueApi();
    const { result } = renderHook(() => useIssue({ fullPath: 'gitlab-org/gitlab', iid: 1 }));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.setIssue((issue) => ({ ...issue, state: 'closed' })));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', issue: { state: 'closed' } }));
    expect(getQueryClient().getQueryData(issuableJsonQueryKey('issue', 'gitlab-org/gitlab', 1))).toMatchObject({ state: 'closed' });
    let reloaded: unknown;
    await act(async () => {
      reloaded = await result.current.refetch();
    });
    expect(reloaded).toMatchObject({ state: 'opened' });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', issue: { state: 'opened' } }));
    expect(urls.filter((url) => url === JSON_URL)).toHaveLength(2);
  });

  it('says when the issue cannot be loaded', async () => {
    fakeIssueApi({ override: ({ path }) => (path === JSON_URL ? { status: 404, data: { message: '404 Issue Not Found' } } : undefined) });
    const { result } = renderHook(() => useIssue({ fullPath: 'gitlab-org/gitlab', iid: 1 }));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
  });
});
