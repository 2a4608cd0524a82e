import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { fakeRestApi, type FakeReply, type FakeRequest } from 'shared-kernel/testing';
import { TodosCounter, USER_COUNTS_QUERY_KEY } from '../../layout/TodosCounter';
import { TodoList } from './components/TodoList';

function todo(id: number, state: 'pending' | 'done', extra: Record<string, unknown> = {}) {
  return {
    id,
    group: { id: 1, name: 'GitLab.org', full_path: 'gitlab-org' },
    author: { id: 1, name: 'Administrator', username: 'root', avatar_url: null },
    action_name: 'assigned',
    target_type: 'Epic',
    target: { id: 10 + id, iid: id, title: `Target ${id}`, references: { full: `gitlab-org&${id}` } },
    target_url: `http://localhost:3000/groups/gitlab-org/-/epics/${id}`,
    body: `Target ${id}`,
    state,
    created_at: '2026-11-20T10:00:00Z',
    ...extra,
  };
}

/** The to-dos of one user: done ones stay done; mark as done moves them. */
function serve(requests: FakeRequest[], failMarking = false) {
  const todos = [todo(1, 'pending'), todo(2, 'pending', { action_name: 'mentioned', project: { id: 5, name_with_namespace: 'GitLab.org / GitLab', path_with_namespace: 'gitlab-org/gitlab' }, target_type: 'Issue', target_url: 'http://localhost:3000/gitlab-org/gitlab/-/issues/2#note_9', body: 'Have a look @developer' }), todo(3, 'done')];
  fakeRestApi((request): FakeReply => {
    requests.push(request);
    const method = String(request.config.method);
    if (request.path === '/api/v4/user_counts') return { status: 200, data: { todos: todos.filter((t) => t.state === 'pending').length } };
    if (method === 'post' && failMarking) return { status: 500, data: {} };
    if (request.path === '/api/v4/todos/mark_as_done') {
      for (const item of todos) item.state = 'done';
      return { status: 204 };
    }
    const one = /^\/api\/v4\/todos\/(\d+)\/mark_as_done$/.exec(request.path);
    if (one) {
      const found = todos.find((item) => item.id === Number(one[1]));
      if (found) found.state = 'done';
      return { status: 201, data: found };
    }
    const listed = todos.filter((item) => item.state === request.params['state']);
    return { status: 200, data: listed, headers: { 'x-total': String(listed.length), 'x-total-pages': '1' } };
  });
}

function renderList(initialState: 'pending' | 'done' = 'pending') {
  return render(
    <ThemeProvider>
      <TodosCounter />
      <TodoList initialState={initialState} userCountsKey={USER_COUNTS_QUERY_KEY} />
    </ThemeProvider>,
  );
}

describe('TodoList', () => {
  it('lists pending to-dos linking to their targets, marks one and then all done, and the counter follows', async () => {
    const requests: FakeRequest[] = [];
    serve(requests);
    renderList();
    const list = await screen.findByRole('list', { name: 'To-dos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = within(list).getByRole('listitem', { name: 'Administrator assigned you Target 1' });
    expect(within(first).getByRole('link', { name: 'gitlab-org&1 Target 1' })).toHaveAttribute('href', '/groups/gitlab-org/-/epics/1');
    const second = within(list).getByRole('listitem', { name: 'Administrator mentioned you on Target 2' });
    expect(within(second).getByRole('link')).toHaveAttribute('href', '/gitlab-org/gitlab/-/issues/2#note_9');
    expect(second).toHaveTextContent('Have a look @developer');
    expect(second).toHaveTextContent('GitLab.org / GitLab');
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Done/ })).toHaveTextContent('Done1'));
    expect(screen.getByRole('tab', { name: /^To Do/ })).toHaveTextContent('To Do2');
    expect(await screen.findByRole('link', { name: 'To-Do List: 2 pending' })).toHaveAttribute('href', '/dashboard/todos');

    fireEvent.click(within(first).getByRole('button', { name: 'Mark as done: Target 1' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'To-dos' }).querySelectorAll('li')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'To-Do List: 1 pending' })).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/v4/todos/1/mark_as_done' && request.config.method === 'post')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as done' }));
    expect(await screen.findByText("Good job! Looks like you don't have anything left on your To-Do List")).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'To-Do List: 0 pending' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /^Done/ }));
    const done = await screen.findByRole('list', { name: 'To-dos' });
    await waitFor(() => expect(within(done).getAllByRole('listitem')).toHaveLength(3));
    expect(within(done).queryByRole('button', { name: /Mark as done/ })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?state=done');
  });

  it('says when marking fails, and asks a signed-out visitor to sign in', async () => {
    serve([], true);
    const { unmount } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done: Target 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while updating your to-dos.');
    unmount();
    fakeRestApi(() => ({ status: 401, data: { message: '401 Unauthorized' } }));
    render(
      <ThemeProvider>
        <TodoList initialState="done" userCountsKey={USER_COUNTS_QUERY_KEY} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Sign in to see your To-Do List.' })).toHaveAttribute('href', '/users/sign_in?redirect=%2Fdashboard%2Ftodos');
  });
});
