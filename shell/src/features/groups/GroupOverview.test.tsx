import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { fakeRestApi } from 'shared-kernel/testing';
import { GroupOverview } from './components/GroupOverview';

const group = { id: 1, name: 'GitLab.org', path: 'gitlab-org', full_path: 'gitlab-org', full_name: 'GitLab.org', description: 'Open source software', visibility: 'public' as const, web_url: '/groups/gitlab-org', parent_id: null };
const subgroup = { ...group, id: 3, name: 'Platform', path: 'platform', full_path: 'gitlab-org/platform', full_name: 'GitLab.org / Platform', description: 'Platform team', parent_id: 1 };
const project = { id: 5, name: 'GitLab', path: 'gitlab', path_with_namespace: 'gitlab-org/gitlab', name_with_namespace: 'GitLab.org / GitLab', description: null, visibility: 'public', web_url: '', last_activity_at: '', namespace: {} };
const member = { id: 2, username: 'owner', name: 'Olivia Owner', avatar_url: null, web_url: '/owner', access_level: 50 };

describe('the group page', () => {
  it('shows the group, its subgroups, projects and members with counts, and links to its epics', async () => {
    const { urls } = fakeRestApi(({ path }) => {
      if (path.endsWith('/subgroups')) return { status: 200, data: [subgroup], headers: { 'x-total': '1' } };
      if (path.endsWith('/projects')) return { status: 200, data: [project], headers: { 'x-total': '1' } };
      if (path.endsWith('/members/all')) return { status: 200, data: [member], headers: { 'x-total': '1' } };
      return { status: 404, data: {} };
    });
    render(<GroupOverview group={group} />);
    expect(screen.getByRole('heading', { level: 1, name: /GitLab\.org/ })).toBeInTheDocument();
    expect(screen.getByText('Open source software')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Epics' })).toHaveAttribute('href', '/groups/gitlab-org/-/epics');

    const subgroups = screen.getByRole('region', { name: /Subgroups/ });
    expect(await within(subgroups).findByRole('link', { name: 'Platform' })).toHaveAttribute('href', '/groups/gitlab-org/platform');
    expect(within(subgroups).getByLabelText('1 subgroups')).toBeInTheDocument();
    const projects = screen.getByRole('region', { name: /Projects/ });
    expect(await within(projects).findByRole('link', { name: 'GitLab' })).toHaveAttribute('href', '/gitlab-org/gitlab');
    const members = screen.getByRole('region', { name: /Members/ });
    expect(await within(members).findByText('Olivia Owner')).toBeInTheDocument();
    expect(within(members).getByText('Owner')).toBeInTheDocument();
    expect(urls).toEqual(expect.arrayContaining(['/api/v4/groups/1/subgroups', '/api/v4/groups/1/projects', '/api/v4/groups/1/members/all']));
  });

  it('says when there is nothing the viewer can see', async () => {
    fakeRestApi(() => ({ status: 200, data: [], headers: { 'x-total': '0' } }));
    render(<GroupOverview group={group} />);
    expect(await screen.findByText('This group has no subgroups you can see.')).toBeInTheDocument();
    expect(await screen.findByText('This group has no projects you can see.')).toBeInTheDocument();
    expect(await screen.findByText('This group has no members.')).toBeInTheDocument();
  });
});
