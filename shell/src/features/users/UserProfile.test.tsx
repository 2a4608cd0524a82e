import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { fakeRestApi } from 'shared-kernel/testing';
import { UserProfile } from './components/UserProfile';

describe('the user profile', () => {
  it('shows the user, their activity linking to the issues, their groups and contributed projects', async () => {
    fakeRestApi(({ path }) => {
      if (path === '/api/v4/users/7') return { status: 200, data: { id: 7, username: 'ada', name: 'Ada Lovelace', state: 'active', avatar_url: null, created_at: '2026-01-05T10:00:00Z' } };
      if (path === '/api/v4/users/7/events')
        return { status: 200, data: [{ id: 3, project_id: 1, action_name: 'opened', target_iid: 4, target_type: 'Issue', target_title: 'Broken link', created_at: new Date().toISOString() }], headers: { 'x-total': '1' } };
      if (path === '/api/v4/users/7/groups') return { status: 200, data: [{ id: 2, name: 'GitLab.org', full_name: 'GitLab.org', full_path: 'gitlab-org', visibility: 'public', description: null }], headers: { 'x-total': '1' } };
      if (path === '/api/v4/users/7/contributed_projects')
        return { status: 200, data: [{ id: 1, name: 'GitLab', name_with_namespace: 'GitLab.org / GitLab', path_with_namespace: 'gitlab-org/gitlab', visibility: 'public', description: null }], headers: { 'x-total': '1' } };
      return { status: 404, data: {} };
    });
    render(<UserProfile user={{ id: 7, username: 'ada', name: 'Ada Lovelace', avatar_url: null, state: 'active' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByText(/@ada · Member since January 5, 2026/)).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: /Activity/ });
    expect(await within(activity).findByRole('link', { name: 'Broken link' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/issues/4');
    expect(within(activity).getByText('Opened issue')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: /Groups/ })).findByRole('link', { name: 'GitLab.org' })).toHaveAttribute('href', '/groups/gitlab-org');
    expect(await within(screen.getByRole('region', { name: /Contributed projects/ })).findByRole('link', { name: 'GitLab.org / GitLab' })).toHaveAttribute('href', '/gitlab-org/gitlab');
  });
});
