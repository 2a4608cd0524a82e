import { fakeSession } from 'shared-kernel/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { resetEventBus } from 'shared-kernel/event-bus';
import { fakeIssue } from '../../../test/fakeIssue';
import { fakeIssueApi } from '../../../test/fakeIssueApi';
import IssueApp from '../../../exposes/IssueApp';
import { MOVE_ERROR } from '../texts';

const TARGETS = [
  { id: 3, name_with_namespace: 'GitLab.org / Internal Tools', full_path: 'gitlab-org/internal-tools', full_name: 'GitLab.org / Internal Tools' },
  { id: 4, name_with_namespace: 'Acme Corp / Website', full_path: 'acme-corp/website', full_name: 'Acme Corp / Website' },
];

function renderApp() {
  return render(
    <ThemeProvider>
      <IssueApp fullPath="gitlab-org/gitlab" iid={1} />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  resetEventBus();
  window.history.replaceState(null, '', '/gitlab-org/gitlab/-/issues/1');
});

describe('Move issue', () => {
  it('searches the projects the user may move to, moves and goes to the new issue', async () => {
    fakeSession('maintainer');
    const searches: unknown[] = [];
    const moves: unknown[] = [];
    fakeIssueApi({
      issue: fakeIssue({ current_user: { can_move: true } }),
      override: ({ path, params, method, body }) => {
        if (path === '/-/autocomplete/projects') {
          searches.push(params);
          const term = String(params.search ?? '').toLowerCase();
          return { status: 200, data: TARGETS.filter((t) => t.name_with_namespace.toLowerCase().includes(term)) };
        }
        if (path === '/gitlab-org/gitlab/-/issues/1/move' && method === 'POST') {
          moves.push(body);
          return { status: 200, data: { web_url: `${window.location.origin}/acme-corp/website/-/issues/9` } };
        }
        return undefined;
      },
    });
    renderApp();
    const section = await screen.findByRole('region', { name: 'Move issue' });
    fireEvent.click(within(section).getByRole('button', { name: 'Move issue' }));
    expect(await within(section).findByRole('radio', { name: 'GitLab.org / Internal Tools' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Move' })).toBeDisabled();
    fireEvent.change(within(section).getByRole('textbox', { name: 'Search project' }), { target: { value: 'acme' } });
    await waitFor(() => expect(within(section).queryByRole('radio', { name: 'GitLab.org / Internal Tools' })).not.toBeInTheDocument());
    fireEvent.click(await within(section).findByRole('radio', { name: 'Acme Corp / Website' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(window.location.pathname).toBe('/acme-corp/website/-/issues/9'));
    expect(moves).toEqual([{ move_to_project_id: 4 }]);
    expect(searches).toContainEqual({ project_id: 1, search: 'acme' });
  });

  it('is not offered without can_move, and says so when the move fails', async () => {
    fakeSession('guest');
    fakeIssueApi({ issue: fakeIssue({ current_user: { can_move: false } }) });
    const { unmount } = renderApp();
    await screen.findByRole('button', { name: 'Issue actions' });
    expect(screen.queryByRole('region', { name: 'Move issue' })).not.toBeInTheDocument();
    unmount();

    fakeSession('maintainer');
    fakeIssueApi({
      issue: fakeIssue({ current_user: { can_move: true } }),
      override: ({ path }) => {
        if (path === '/-/autocomplete/projects') return { status: 200, data: TARGETS };
        if (path.endsWith('/move')) return { status: 404, data: { message: '404 Not Found' } };
        return undefined;
      },
    });
    renderApp();
    const section = await screen.findByRole('region', { name: 'Move issue' });
    fireEvent.click(within(section).getByRole('button', { name: 'Move issue' }));
    fireEvent.click(await within(section).findByRole('radio', { name: 'Acme Corp / Website' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Move' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(MOVE_ERROR);
    expect(window.location.pathname).toBe('/gitlab-org/gitlab/-/issues/1');
  });
});
