import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fakeRestApi } from 'shared-kernel/testing';
import { TopBarSearch } from './components/TopBarSearch';

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

describe('TopBarSearch', () => {
  it('focuses on /, suggests projects, groups and issues, and opens the results page on Enter', async () => {
    const asked: Record<string, unknown>[] = [];
    fakeRestApi((request) => {
      asked.push({ path: request.path, ...request.params });
      const params = new URLSearchParams(request.params as Record<string, string>);
      if (request.path === '/api/v4/groups') return { status: 200, data: [{ id: 1, name: 'GitLab.org', full_name: 'GitLab.org', full_path: 'gitlab-org', visibility: 'public' }], headers: { 'x-total': '1' } };
      if (params.get('scope') === 'projects') return { status: 200, data: [{ id: 2, name: 'GitLab', name_with_namespace: 'GitLab.org / GitLab', path_with_namespace: 'gitlab-org/gitlab', visibility: 'public' }], headers: { 'x-total': '1' } };
      if (params.get('scope') === 'issues')
        return { status: 200, data: [{ id: 3, iid: 1, title: 'Trial widget', state: 'opened', web_url: 'http://x/gitlab-org/gitlab/-/issues/1', references: { full: 'gitlab-org/gitlab#1' } }], headers: { 'x-total': '1' } };
      return { status: 404, data: {} };
    });
    render(
      <ThemeProvider>
        <MemoryRouter initialEntries={['/']}>
          <TopBarSearch />
          <Routes>
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search GitLab' });
    fireEvent.keyDown(document.body, { key: '/' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');

    fireEvent.change(input, { target: { value: 'gitlab' } });
    const panel = await screen.findByRole('region', { name: 'Search suggestions' });
    expect(await within(panel).findByRole('link', { name: 'GitLab.org / GitLab' })).toHaveAttribute('href', '/gitlab-org/gitlab');
    expect(await within(panel).findByRole('link', { name: 'GitLab.org' })).toHaveAttribute('href', '/groups/gitlab-org');
    expect(await within(panel).findByRole('link', { name: 'Trial widget' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/issues/1');
    expect(within(panel).getByRole('link', { name: /Search for “gitlab” everywhere/ })).toHaveAttribute('href', '/search?search=gitlab');
    expect(asked).toContainEqual({ path: '/api/v4/search', scope: 'issues', search: 'gitlab', page: 1, per_page: 5 });

    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/search?search=gitlab');
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).not.toBeInTheDocument();
  });
});
