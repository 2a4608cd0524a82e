import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { holdFirstContent, resetFirstContent } from 'shared-kernel/first-content';
import { getQueryClient } from 'shared-kernel/query';
import { fakeRestApi } from 'shared-kernel/testing';
import { AssignedIssuesCounter } from './AssignedIssuesCounter';
import { TodosCounter, USER_COUNTS_QUERY_KEY } from './TodosCounter';

describe('TodosCounter', () => {
  it("shows the user's pending to-dos and follows the page's cache, never below 0", async () => {
    const { urls } = fakeRestApi((request) =>
      request.path === '/api/v4/user_counts' ? { status: 200, data: { todos: 2, assigned_issues: 0, merge_requests: 0 } } : { status: 404, data: {} },
    );
    render(
      <ThemeProvider>
        <TodosCounter />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('link', { name: 'To-Do List: 2 pending' })).toBeInTheDocument();
    expect(urls.some((url) => url.endsWith('/api/v4/user_counts'))).toBe(true);
    // A remote moves the count at once (mf-epic after todoCreate / todoMarkDone).
    act(() => getQueryClient().setQueryData(USER_COUNTS_QUERY_KEY, { todos: 3 }));
    expect(await screen.findByRole('link', { name: 'To-Do List: 3 pending' })).toBeInTheDocument();
    act(() => getQueryClient().setQueryData(USER_COUNTS_QUERY_KEY, { todos: -1 }));
    expect(await screen.findByRole('link', { name: 'To-Do List: 0 pending' })).toBeInTheDocument();
  });
});

describe('the top bar counters before the first content', () => {
  it('read the counts only once the page shows its first content, with no number until then', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    resetFirstContent();
    const release = holdFirstContent();
    const { urls } = fakeRestApi((request) =>
      request.path === '/api/v4/user_counts' ? { status: 200, data: { todos: 2, assigned_issues: 4 } } : { status: 404, data: {} },
    );
    render(
      <ThemeProvider>
        <AssignedIssuesCounter />
        <TodosCounter />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'To-Do List' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assigned issues' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls.some((url) => url.endsWith('/api/v4/user_counts'))).toBe(false);
    release();
    expect(await screen.findByRole('link', { name: 'To-Do List: 2 pending' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assigned issues: 4' })).toBeInTheDocument();
    expect(urls.filter((url) => url.endsWith('/api/v4/user_counts'))).toHaveLength(1);
  });
});
