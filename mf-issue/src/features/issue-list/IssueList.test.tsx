import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { sessionStore } from 'shared-kernel/api';
import { resetQueryClient } from 'shared-kernel/query';
import { fakeRestApi, fakeSession } from 'shared-kernel/testing';
import IssueListApp from '../../exposes/IssueListApp';
import { IssueList } from './components/IssueList';
import type { ListedIssue } from './api/issueList';

const issue = (iid: number, title: string, state: 'opened' | 'closed' = 'opened'): ListedIssue => ({
  id: 100 + iid,
  iid,
  project_id: 1,
  title,
  state,
  issue_type: 'issue',
  confidential: false,
  created_at: '2026-01-02T00:00:00Z',
  updated_at: '2026-01-03T00:00:00Z',
  due_date: null,
  web_url: `http://localhost:8080/gitlab-org/gitlab/-/issues/${iid}`,
  labels: ['bug'],
  milestone: null,
  assignees: [],
  author: { id: 1, name: 'Dana Developer', username: 'developer' },
  user_notes_count: 2,
  references: { short: `#${iid}`, full: `gitlab-org/gitlab#${iid}` },
});

type Seen = { method: string; path: string; params: Record<string, unknown>; body: unknown };

function fakeServer({ access = 0 }: { access?: number } = {}) {
  const seen: Seen[] = [];
  fakeRestApi(({ path, params, config }) => {
    const method = (config.method ?? 'get').toUpperCase();
    seen.push({ method, path, params, body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
    if (path.endsWith('/issues_statistics')) return { status: 200, data: { statistics: { counts: { all: 3, opened: 2, closed: 1 } } } };
    if (path.endsWith('/issues')) {
      const all = [issue(1, 'First bug'), issue(2, 'Second bug'), issue(3, 'Closed one', 'closed')];
      const data = params['state'] === 'all' ? all : all.filter((i) => i.state === params['state']);
      return { status: 200, data: params['search'] === 'nothing' ? [] : data, headers: { 'x-total-pages': '3' } };
    }
    if (method === 'PUT') return { status: 200, data: {} };
    if (path === '/api/v4/projects/gitlab-org%2Fgitlab/milestones') return { status: 200, data: [{ id: 7, title: 'v1.0' }, { id: 8, title: 'v2.0' }] };
    if (path === '/api/v4/users') return { status: 200, data: params['username'] === 'dana' ? [{ id: 42, username: 'dana' }] : [] };
    if (path === '/api/v4/projects/gitlab-org%2Fgitlab') return { status: 200, data: { id: 1, permissions: { project_access: null, group_access: access ? { access_level: access } : null } } };
    return { status: 404, data: { message: '404 Not Found' } };
  });
  return seen;
}

const renderList = (onNotFound?: () => void) =>
  render(
    <ThemeProvider>
      <IssueList source={{ kind: 'project', fullPath: 'gitlab-org/gitlab' }} onNotFound={onNotFound} />
    </ThemeProvider>,
  );

const lists = (seen: Seen[]) => seen.filter((s) => s.path.endsWith('/issues'));

describe('the issue list', () => {
  beforeEach(() => {
    resetQueryClient();
    window.history.replaceState(null, '', '/gitlab-org/gitlab/-/issues');
  });

  it('shows the open issues with the tabs\' counts, and switches tabs', async () => {
    fakeSession(null);
    const seen = fakeServer();
    renderList();
    const rows = await screen.findByRole('list', { name: 'Issues' });
    expect(within(rows).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['First bug', '/gitlab-org/gitlab/-/issues/1'],
      ['Second bug', '/gitlab-org/gitlab/-/issues/2'],
    ]);
    const open = await screen.findByRole('tab', { name: /^Open/ });
    expect(open).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(open).toHaveTextContent(/^Open\s*2/));
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveTextContent(/^All\s*3/);
    fireEvent.click(screen.getByRole('tab', { name: /^Closed/ }));
    expect(await screen.findByRole('link', { name: 'Closed one' })).toBeInTheDocument();
    expect(window.location.search).toBe('?state=closed');
    expect(lists(seen).at(-1)?.params).toMatchObject({ state: 'closed', order_by: 'created_at', sort: 'desc', page: 1, per_page: 20 });
    // Signed out: no bulk edit, no new issue.
    expect(screen.queryByRole('button', { name: 'Bulk edit' })).not.toBeInTheDocument();
  });

  it('filters by the search bar\'s tokens and text, sorts, and pages', async () => {
    fakeSession(null);
    const seen = fakeServer();
    renderList();
    await screen.findByRole('list', { name: 'Issues' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search or filter results...' }), { target: { value: 'author:@developer label:~bug confidential:no crash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists(seen).at(-1)?.params).toMatchObject({ author_username: 'developer', labels: 'bug', confidential: 'false', search: 'crash' }));
    expect(seen.filter((s) => s.path.endsWith('/issues_statistics')).at(-1)?.params).toMatchObject({ author_username: 'developer', search: 'crash' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sort direction: Descending' }));
    await waitFor(() => expect(lists(seen).at(-1)?.params).toMatchObject({ order_by: 'title', sort: 'asc' }));
    fireEvent.click(await screen.findByRole('link', { name: /Page 2/ }));
    await waitFor(() => expect(lists(seen).at(-1)?.params).toMatchObject({ page: 2 }));
    expect(window.location.search).toContain('page=2');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search or filter results...' }), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Sorry, your filter produced no results')).toBeInTheDocument();
  });

  it('lets reporters bulk edit the selected issues', async () => {
    fakeSession('reporter');
    const seen = fakeServer({ access: 20 });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk edit' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select gitlab-org/gitlab#1: First bug' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select gitlab-org/gitlab#2: Second bug' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'close' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Add labels (comma-separated)' }), { target: { value: 'triaged, ui' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update all' }));
    await waitFor(() => expect(seen.filter((s) => s.method === 'PUT')).toHaveLength(2));
    expect(seen.filter((s) => s.method === 'PUT').map((s) => [s.path, s.body])).toEqual([
      ['/api/v4/projects/1/issues/1', { state_event: 'close', add_labels: 'triaged,ui' }],
      ['/api/v4/projects/1/issues/2', { state_event: 'close', add_labels: 'triaged,ui' }],
    ]);
  });

  it('bulk edit sets the assignee (by username) and the milestone, and removes labels', async () => {
    fakeSession('reporter');
    const seen = fakeServer({ access: 20 });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk edit' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select gitlab-org/gitlab#1: First bug' }));
    const update = screen.getByRole('button', { name: 'Update all' });
    expect(update).toBeDisabled();
    fireEvent.change(screen.getByRole('combobox', { name: 'Assignee' }), { target: { value: 'user' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Assignee username' }), { target: { value: '@dana' } });
    await screen.findByRole('option', { name: 'v2.0' });
    expect(seen.find((s) => s.path.endsWith('/milestones'))?.params).toMatchObject({ state: 'active', include_ancestors: true });
    fireEvent.change(screen.getByRole('combobox', { name: 'Milestone' }), { target: { value: '8' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Remove labels (comma-separated)' }), { target: { value: '~bug, wontfix' } });
    fireEvent.click(update);
    await waitFor(() => expect(seen.filter((s) => s.method === 'PUT')).toHaveLength(1));
    expect(seen.filter((s) => s.method === 'PUT').map((s) => [s.path, s.body])).toEqual([
      ['/api/v4/projects/1/issues/1', { remove_labels: 'bug,wontfix', assignee_ids: [42], milestone_id: 8 }],
    ]);
  });

  it('bulk edit unassigns and clears the milestone; an unknown assignee is reported and nothing is changed', async () => {
    fakeSession('reporter');
    const seen = fakeServer({ access: 20 });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk edit' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select gitlab-org/gitlab#2: Second bug' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Assignee' }), { target: { value: 'user' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Assignee username' }), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update all' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No user found with username @nobody.');
    expect(seen.filter((s) => s.method === 'PUT')).toEqual([]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Assignee' }), { target: { value: 'none' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Milestone' }), { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update all' }));
    await waitFor(() => expect(seen.filter((s) => s.method === 'PUT')).toHaveLength(1));
    expect(seen.filter((s) => s.method === 'PUT').map((s) => [s.path, s.body])).toEqual([['/api/v4/projects/1/issues/2', { assignee_ids: [], milestone_id: null }]]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk edit' })).not.toBeInTheDocument());
  });

  it('offers no bulk edit to guests', async () => {
    fakeSession('guest');
    fakeServer({ access: 10 });
    renderList();
    await screen.findByRole('list', { name: 'Issues' });
    await screen.findByRole('link', { name: 'New issue' });
    expect(screen.queryByRole('button', { name: 'Bulk edit' })).not.toBeInTheDocument();
  });

  it('asks for the host\'s 404 page when the project is not there', async () => {
    fakeSession(null);
    fakeRestApi(() => ({ status: 404, data: { message: '404 Project Not Found' } }));
    let missing = 0;
    renderList(() => (missing += 1));
    await waitFor(() => expect(missing).toBe(1));
  });

  it('lists the viewer\'s issues on the dashboard, keeping the scope in the address; signed out, asks to sign in', async () => {
    fakeSession('developer');
    const seen = fakeServer();
    window.history.replaceState(null, '', '/dashboard/issues?scope=created_by_me');
    const { unmount } = render(
      <ThemeProvider>
        <IssueList source={{ kind: 'dashboard', scope: 'created_by_me' }} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Issues created by me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Issues assigned to me' })).toHaveAttribute('href', '/dashboard/issues?scope=assigned_to_me');
    await screen.findByRole('list', { name: 'Issues' });
    expect(lists(seen).at(-1)).toMatchObject({ path: '/api/v4/issues', params: { scope: 'created_by_me', state: 'opened' } });
    fireEvent.click(await screen.findByRole('tab', { name: /^Closed/ }));
    await waitFor(() => expect(window.location.search).toBe('?scope=created_by_me&state=closed'));
    unmount();

    fakeSession(null);
    let signIn = 0;
    render(
      <ThemeProvider>
        <IssueList source={{ kind: 'dashboard', scope: 'assigned_to_me' }} onNotFound={() => (signIn += 1)} />
      </ThemeProvider>,
    );
    await waitFor(() => expect(signIn).toBe(1));
  });

  it('signed out, the dashboard slot asks the host for the sign-in prompt and never lists anyone\'s issues', async () => {
    // GitLab answers an anonymous GET /issues with every public issue: the slot must not ask it.
    window.history.replaceState(null, '', '/dashboard/issues');
    const loading = { status: 'loading' as const, user: null, csrfToken: null, error: null };
    const getSnapshot = vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue(loading);
    const listeners: Array<() => void> = [];
    const subscribe = vi.spyOn(sessionStore, 'subscribe').mockImplementation((listener) => (listeners.push(listener), () => {}));
    onTestFinished(() => (getSnapshot.mockRestore(), subscribe.mockRestore()));
    const seen = fakeServer();
    let signIn = 0;
    render(
      <ThemeProvider>
        <IssueListApp onNotFound={() => (signIn += 1)} />
      </ThemeProvider>,
    );
    // While the session loads: no list, no request.
    expect(screen.getByLabelText('Loading issues')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Issues assigned to me' })).not.toBeInTheDocument();
    getSnapshot.mockReturnValue({ ...loading, status: 'ready' });
    act(() => listeners.forEach((listener) => listener()));
    await waitFor(() => expect(signIn).toBe(1));
    expect(seen).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Issues assigned to me' })).not.toBeInTheDocument();
  });

  it('the dashboard slot lists the signed-in viewer\'s issues once the session is ready', async () => {
    fakeSession('developer');
    const seen = fakeServer();
    window.history.replaceState(null, '', '/dashboard/issues');
    let signIn = 0;
    render(
      <ThemeProvider>
        <IssueListApp onNotFound={() => (signIn += 1)} />
      </ThemeProvider>,
    );
    await screen.findByRole('list', { name: 'Issues' });
    expect(lists(seen).at(-1)).toMatchObject({ path: '/api/v4/issues', params: { scope: 'assigned_to_me' } });
    expect(signIn).toBe(0);
  });
});
