import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { fakeRestApi } from 'shared-kernel/testing';
import { ProjectOverview } from './components/ProjectOverview';

const project = {
  id: 5,
  name: 'GitLab',
  path: 'gitlab',
  path_with_namespace: 'gitlab-org/gitlab',
  name_with_namespace: 'GitLab.org / GitLab',
  description: 'The demo project',
  visibility: 'public' as const,
  web_url: '',
  last_activity_at: '',
  namespace: { id: 1, name: 'GitLab.org', path: 'gitlab-org', kind: 'group', full_path: 'gitlab-org', parent_id: null, web_url: '' },
};

describe('the project overview', () => {
  it('shows the project, its counts, the README rendered by the server and recent issues', async () => {
    const posted: unknown[] = [];
    fakeRestApi(({ path, config }) => {
      if (path === '/api/v4/projects/5/issues_statistics') return { status: 200, data: { statistics: { counts: { all: 6, opened: 4, closed: 2 } } } };
      if (path === '/api/v4/projects/5/members/all') return { status: 200, data: [{ id: 1 }], headers: { 'x-total': '7' } };
      if (path === '/api/v4/projects/5/repository/tree') return { status: 200, data: [{ name: '.gitlab', type: 'tree', path: '.gitlab' }, { name: 'README.md', type: 'blob', path: 'README.md' }] };
      if (path === '/api/v4/projects/5/repository/files/README.md/raw') return { status: 200, data: '# GitLab\n' };
      if (path === '/api/v4/markdown') {
        posted.push(JSON.parse(String(config.data)));
        return { status: 201, data: { html: '<h1>GitLab</h1><p>Rendered</p>' } };
      }
      return { status: 404, data: {} };
    });
    const issue = { id: 9, iid: 1, project_id: 5, title: 'Trial widget', state: 'opened' as const, issue_type: 'issue' as const, confidential: false, updated_at: '', web_url: 'http://x/gitlab-org/gitlab/-/issues/1', references: { short: '#1', relative: '#1', full: 'gitlab-org/gitlab#1' }, author: { id: 1, name: 'A', username: 'a' } };
    render(<ProjectOverview project={project} issues={[issue]} />);
    expect(screen.getByRole('heading', { level: 1, name: /GitLab/ })).toBeInTheDocument();
    expect(screen.getByText('The demo project')).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'Project information' });
    expect(await within(stats).findByRole('link', { name: '4 open issues' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/issues');
    expect(await within(stats).findByRole('link', { name: '7 members' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/project_members');
    expect(within(stats).getByRole('link', { name: 'Files' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/tree/main');
    const readme = await screen.findByRole('region', { name: 'README.md' });
    expect(within(readme).getByText('Rendered')).toBeInTheDocument();
    expect(within(readme).getByRole('link', { name: 'README.md' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/blob/main/README.md');
    expect(posted).toEqual([{ text: '# GitLab\n', gfm: true, project: 'gitlab-org/gitlab' }]);
    expect(screen.getByRole('link', { name: 'Trial widget' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/issues/1');
  });

  it('shows no README to a reader who may not read the code', async () => {
    fakeRestApi(({ path }) => (path.endsWith('/repository/tree') ? { status: 404, data: { message: '404 Project Not Found' } } : { status: 200, data: { statistics: { counts: { opened: 0 } } } }));
    render(<ProjectOverview project={project} issues={[]} />);
    expect(await screen.findByText('No issues yet.')).toBeInTheDocument();
    await expect(screen.findByRole('region', { name: 'README.md' }, { timeout: 500 })).rejects.toThrow();
    expect(screen.queryByLabelText('Loading README')).not.toBeInTheDocument();
  });
});
