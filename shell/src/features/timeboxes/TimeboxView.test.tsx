import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { fakeRestApi } from 'shared-kernel/testing';
import { getTimebox, percentComplete } from './api/getTimebox';
import { TimeboxView } from './components/TimeboxView';

describe('timeboxes', () => {
  it('computes percent complete as GitLab (closed of all, rounded down)', () => {
    expect(percentComplete({ all: 3, closed: 2 })).toBe(66);
    expect(percentComplete({ all: 0, closed: 0 })).toBe(0);
  });

  it('finds a milestone by iid and an iteration by id, with the filter that lists their issues', async () => {
    const asked: unknown[] = [];
    fakeRestApi(({ path, params }) => {
      asked.push({ path, ...params });
      if (path === '/api/v4/projects/5/milestones') return { status: 200, data: [{ id: 9, iid: 2, title: '16.1', description: null, state: 'active', start_date: null, due_date: '2026-01-01', expired: true }] };
      if (path === '/api/v4/groups/1/iterations') return { status: 200, data: [{ id: 4, title: null, state: 2, start_date: '2026-01-01', due_date: '2026-01-14' }] };
      return { status: 404, data: {} };
    });
    expect(await getTimebox({ kind: 'milestone', owner: 'project', ownerId: 5, iid: 2 })).toMatchObject({ title: '16.1', filter: { milestone: '16.1' }, issuesBase: '/api/v4/projects/5' });
    expect(await getTimebox({ kind: 'milestone', owner: 'project', ownerId: 5, iid: 3 })).toBeNull();
    expect(await getTimebox({ kind: 'iteration', groupId: 1, id: 4 })).toMatchObject({ title: 'Iteration 2026-01-01 – 2026-01-14', state: 'current', filter: { iteration_id: 4 }, issuesBase: '/api/v4/groups/1' });
    expect(await getTimebox({ kind: 'iteration', groupId: 1, id: 5 })).toBeNull();
    expect(asked).toContainEqual({ path: '/api/v4/projects/5/milestones', 'iids[]': 2 });
  });

  it('shows dates, progress and the issues by state', async () => {
    fakeRestApi(({ path, params }) => {
      if (path === '/api/v4/groups/1/issues_statistics') return { status: 200, data: { statistics: { counts: { all: 4, opened: 1, closed: 3 } } } };
      if (path === '/api/v4/groups/1/issues') {
        const issue = (id: number, state: string) => ({ id, iid: id, title: `Issue ${id}`, state, web_url: `http://x/g/p/-/issues/${id}`, references: { full: `g/p#${id}` } });
        return { status: 200, data: params['state'] === 'opened' ? [issue(1, 'opened')] : [issue(2, 'closed'), issue(3, 'closed'), issue(4, 'closed')], headers: { 'x-total': params['state'] === 'opened' ? '1' : '3' } };
      }
      return { status: 404, data: {} };
    });
    render(<TimeboxView kind="Milestone" timebox={{ title: '16.2', description: 'The current release', state: 'active', start_date: '2026-01-01', due_date: '2026-02-01', filter: { milestone: '16.2' }, issuesBase: '/api/v4/groups/1' }} />);
    expect(screen.getByRole('heading', { level: 1, name: '16.2' })).toBeInTheDocument();
    expect(screen.getByText('Jan 1, 2026 – Feb 1, 2026')).toBeInTheDocument();
    expect(await screen.findByLabelText('75% complete')).toBeInTheDocument();
    const progress = screen.getByRole('region', { name: 'Progress' });
    expect(within(progress).getByText('3', { selector: 'dd' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: /Open issues/ })).findByRole('link', { name: 'Issue 1' })).toHaveAttribute('href', '/g/p/-/issues/1');
    expect(await within(screen.getByRole('region', { name: /Closed issues/ })).findAllByRole('listitem')).toHaveLength(3);
  });
});
