import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeRestApi, fakeSession } from 'shared-kernel/testing';
import { TimeboxListPage } from './TimeboxListPage';

describe('the milestone and iteration lists', () => {
  it("lists a group's iterations with their state and dates, linking to their pages", async () => {
    const asked: string[] = [];
    fakeRestApi(({ path }) => {
      asked.push(path);
      if (path === '/api/v4/groups/gitlab-org') return { status: 200, data: { id: 1, full_path: 'gitlab-org', parent_id: null } };
      if (path === '/api/v4/groups/1/iterations')
        return { status: 200, data: [{ id: 4, iid: 1, title: 'Sprint 12', state: 2, start_date: '2026-01-01', due_date: '2026-01-14', web_url: 'http://localhost:8080/groups/gitlab-org/-/iterations/4' }] };
      return { status: 404, data: {} };
    });
    render(<TimeboxListPage kind="group.iterations" fullPath="gitlab-org" />);
    const list = await screen.findByRole('list', { name: 'Iterations' });
    expect(within(list).getByRole('link', { name: 'Sprint 12' })).toHaveAttribute('href', '/groups/gitlab-org/-/iterations/4');
    expect(within(list).getByText('Current')).toBeInTheDocument();
    expect(within(list).getByText('Jan 1, 2026 – Jan 14, 2026')).toBeInTheDocument();
    expect(asked).toEqual(['/api/v4/groups/gitlab-org', '/api/v4/groups/1/iterations']);
  });

  it('asks a signed-out reader to sign in for a project they cannot see', async () => {
    fakeSession(null);
    fakeRestApi(() => ({ status: 404, data: { message: '404 Project Not Found' } }));
    render(
      <MemoryRouter>
        <TimeboxListPage kind="project.milestones" fullPath="secret/project" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'You need to sign in or sign up before continuing.' })).toBeInTheDocument();
  });
});
