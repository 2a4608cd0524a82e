import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { fakeRestApi, fakeSession, type FakeReply, type FakeRequest } from 'shared-kernel/testing';
import { epicViewFromQuery, queryOfEpicView } from '../view';
import EpicListApp from '../../../exposes/EpicListApp';

function listedEpic(iid: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    id: 100 + iid,
    iid,
    title,
    state: 'opened',
    confidential: false,
    web_url: `http://localhost:3000/groups/gitlab-org/-/epics/${iid}`,
    references: { short: `&${iid}`, full: `gitlab-org&${iid}` },
    author: { id: 1, name: 'Administrator', username: 'root' },
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-02T10:00:00Z',
    labels: ['feature'],
    start_date: '2026-11-01',
    due_date: null,
    upvotes: 0,
    downvotes: 0,
    ...extra,
  };
}

/** The group epics REST double: counts from `x-total` of one-row pages, the list page otherwise. */
function serve(requests: FakeRequest[], { totalPages = 1, canCreate = false, status = 200 } = {}) {
  fakeRestApi((request): FakeReply => {
    requests.push(request);
    if (request.path === '/api/v4/groups') return { status: 200, data: canCreate ? [{ full_path: 'gitlab-org' }] : [] };
    if (status !== 200) return { status, data: { message: '404 Group Not Found' } };
    if (request.params['per_page'] === 1) return { status: 200, data: [], headers: { 'x-total': request.params['state'] === 'opened' ? '7' : '2' } };
    const epics = request.params['state'] === 'closed' ? [listedEpic(4, 'Closed epic', { state: 'closed' })] : [listedEpic(1, 'First epic', { confidential: true }), listedEpic(2, 'Second epic')];
    return { status: 200, data: epics, headers: { 'x-total-pages': String(totalPages) } };
  });
}

function renderList(onNotFound?: () => void) {
  return render(
    <ThemeProvider>
      <EpicListApp groupPath="gitlab-org" onNotFound={onNotFound} />
    </ThemeProvider>,
  );
}

const listRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path.endsWith('/epics') && request.params['per_page'] !== 1);

describe('EpicList', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps its view in the address with GitLab\'s parameters', () => {
    const view = epicViewFromQuery('?state=closed&search=tree&author_username=@root&label_name[]=a&label_name[]=b&sort=title_asc&page=3');
    expect(view).toEqual({ state: 'closed', search: 'tree', author: 'root', labels: ['a', 'b'], sort: 'title_asc', page: 3 });
    expect(epicViewFromQuery(queryOfEpicView(view))).toEqual(view);
    expect(epicViewFromQuery('?state=bogus&sort=nope&page=-1')).toEqual({ state: 'opened', search: '', author: '', labels: [], sort: 'created_desc', page: 1 });
    expect(queryOfEpicView(epicViewFromQuery(''))).toBe('');
  });

  it('lists the tab\'s epics with counts, filters by search, author and label, sorts, pages, and offers New epic to creators', async () => {
    fakeSession('developer');
    window.history.replaceState(null, '', '/groups/gitlab-org/-/epics');
    const requests: FakeRequest[] = [];
    serve(requests, { totalPages: 2, canCreate: true });
    renderList();
    const rows = await screen.findByRole('list', { name: 'Epics' });
    expect(within(rows).getAllByRole('listitem').map((row) => row.getAttribute('aria-label'))).toEqual(['First epic', 'Second epic']);
    const first = within(rows).getByRole('listitem', { name: 'First epic' });
    expect(within(first).getByRole('link', { name: 'First epic' })).toHaveAttribute('href', '/groups/gitlab-org/-/epics/1');
    expect(within(first).getByText('Confidential')).toBeInTheDocument();
    expect(first).toHaveTextContent('gitlab-org&1');
    expect(first).toHaveTextContent('2026-11-01 – No due date');
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Open/ })).toHaveTextContent('Open7'));
    expect(screen.getByRole('tab', { name: /^Open/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Closed/ })).toHaveTextContent('Closed2');
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveTextContent('All9');
    expect(listRequests(requests)[0]).toMatchObject({ path: '/api/v4/groups/gitlab-org/epics', params: { state: 'opened', order_by: 'created_at', sort: 'desc', page: 1, per_page: 20 } });
    expect(await screen.findByRole('button', { name: 'New epic' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search or filter results...' }), { target: { value: ' tree ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Author' }), { target: { value: '@root' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Labels' }), { target: { value: '~feature, backend' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listRequests(requests).at(-1)?.params).toMatchObject({ search: 'tree', author_username: 'root', labels: 'feature,backend', page: 1 }));
    expect(requests.filter((request) => request.params['per_page'] === 1).at(-1)?.params).toMatchObject({ search: 'tree', author_username: 'root', labels: 'feature,backend' });
    expect(window.location.search).toBe('?search=tree&author_username=root&label_name%5B%5D=feature&label_name%5B%5D=backend');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'title_asc' } });
    await waitFor(() => expect(listRequests(requests).at(-1)?.params).toMatchObject({ order_by: 'title', sort: 'asc' }));
    fireEvent.click(await screen.findByRole('tab', { name: /Closed/ }));
    expect(await screen.findByRole('listitem', { name: 'Closed epic' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: /Page 2/ }));
    await waitFor(() => expect(listRequests(requests).at(-1)?.params).toMatchObject({ state: 'closed', page: 2 }));
    expect(window.location.search).toContain('page=2');
  });

  it('says when a filter finds nothing, hides New epic from readers, and gives a missing group to the host', async () => {
    fakeSession('guest');
    const requests: FakeRequest[] = [];
    fakeRestApi((request) => {
      requests.push(request);
      if (request.path === '/api/v4/groups') return { status: 200, data: [] };
      return { status: 200, data: [], headers: { 'x-total': '0', 'x-total-pages': '0' } };
    });
    window.history.replaceState(null, '', '/groups/gitlab-org/-/epics?search=nothing');
    const { unmount } = renderList();
    expect(await screen.findByText('Sorry, your filter produced no results')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path === '/api/v4/groups')).toBe(true));
    expect(screen.queryByRole('button', { name: 'New epic' })).not.toBeInTheDocument();
    unmount();

    const onNotFound = vi.fn();
    serve([], { status: 404 });
    renderList(onNotFound);
    await waitFor(() => expect(onNotFound).toHaveBeenCalled());
  });
});
