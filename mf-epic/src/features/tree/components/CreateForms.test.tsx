import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import type * as ApiModule from 'shared-kernel/api';
import { fakeRestApi, fakeSession, type FakeReply, type FakeRequest } from 'shared-kernel/testing';
import { recentProjectsKey } from '../api/recentProjects';
import { EpicTree } from './EpicTree';

const graphql = vi.hoisted(() => ({ graphqlQuery: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlQuery: graphql.graphqlQuery }));

function answer(openedIssues: number, openedEpics = 0) {
  return {
    group: {
      id: 'gid://gitlab/Group/1',
      epic: {
        id: 'gid://gitlab/Epic/12',
        descendantCounts: { openedEpics, closedEpics: 0, openedIssues, closedIssues: 0 },
        descendantWeightSum: { openedIssues: 0, closedIssues: 0 },
        healthStatus: { issuesOnTrack: 0, issuesNeedingAttention: 0, issuesAtRisk: 0 },
        children: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
        issues: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
      },
    },
  };
}

const project = (id: number, path: string) => ({ id, name: path.split('/').pop(), name_with_namespace: path.replace(/\//g, ' / '), path_with_namespace: path, namespace: null, avatar_url: null, web_url: `/${path}` });

function serve(requests: FakeRequest[], reply: (request: FakeRequest) => FakeReply | undefined = () => undefined) {
  fakeRestApi((request) => {
    requests.push(request);
    const own = reply(request);
    if (own) return own;
    if (request.path === '/api/v4/groups/gitlab-org/projects') return { status: 200, data: request.params['search'] === 'tools' ? [project(6, 'gitlab-org/internal-tools')] : [project(5, 'gitlab-org/gitlab'), project(6, 'gitlab-org/internal-tools')] };
    if (request.path === '/api/v4/groups/gitlab-org') return { status: 200, data: { id: 1, name: 'GitLab.org', full_name: 'GitLab.org', full_path: 'gitlab-org', path: 'gitlab-org', avatar_url: null } };
    if (request.path === '/api/v4/groups/gitlab-org/descendant_groups') return { status: 200, data: [{ id: 2, name: 'Platform', full_name: 'GitLab.org / Platform', full_path: 'gitlab-org/platform', path: 'platform', avatar_url: null }] };
    return { status: 201, data: {} };
  });
}

function renderTree(confidential = false) {
  return render(
    <ThemeProvider>
      <EpicTree groupPath="gitlab-org" iid={2} canAdmin confidential={confidential} />
    </ThemeProvider>,
  );
}

async function open(item: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.config.method === 'post').map((request) => ({ path: request.path, body: JSON.parse(String(request.config.data)) as unknown }));

describe('the tree\'s create forms', () => {
  beforeEach(() => {
    graphql.graphqlQuery.mockReset();
    fakeSession('developer');
  });

  it('creates an issue in a picked project (searched, Enter submits), remembers it as recent, updates the counts, and says when creation fails', async () => {
    graphql.graphqlQuery.mockResolvedValueOnce(answer(0)).mockResolvedValue(answer(1));
    localStorage.setItem(recentProjectsKey('developer'), JSON.stringify([project(9, 'elsewhere/app'), project(5, 'gitlab-org/gitlab')]));
    const requests: FakeRequest[] = [];
    let fail = false;
    serve(requests, (request) => (request.path === '/api/v4/projects/5' ? { status: 200, data: project(5, 'gitlab-org/gitlab') } : fail && request.config.method === 'post' ? { status: 500, data: { message: 'boom' } } : undefined));
    renderTree();
    await screen.findByText(/Link child issues and epics together/);
    await open('Add a new issue');
    const form = await screen.findByRole('form', { name: 'Add a new issue' });
    const title = within(form).getByPlaceholderText('New issue title');
    const create = within(form).getByRole('button', { name: 'Create issue' });
    expect(create).toBeDisabled();
    // Recently used: only the group's projects.
    const recent = within(form).getByRole('listbox', { name: 'Recently used' });
    expect(within(recent).getAllByRole('option').map((option) => option.textContent)).toEqual(['gitlab-org / gitlab']);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Search projects' }), { target: { value: 'tools' } });
    const found = await within(form).findByRole('listbox', { name: 'Projects' });
    await waitFor(() => expect(within(found).getAllByRole('option')).toHaveLength(1));
    expect(requests.find((request) => request.params['search'] === 'tools')?.params).toEqual({ include_subgroups: true, order_by: 'last_activity_at', with_issues_enabled: true, with_shared: false, search_namespaces: true, search: 'tools' });
    fireEvent.click(within(found).getByRole('option', { name: 'gitlab-org / internal-tools' }));
    fireEvent.change(title, { target: { value: '   ' } });
    expect(create).toBeDisabled();
    fireEvent.change(title, { target: { value: '  A new child  ' } });
    expect(create).toBeEnabled();
    fireEvent.submit(title);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a new issue' })).not.toBeInTheDocument());
    expect(posts(requests)).toEqual([{ path: '/api/v4/projects/6/issues', body: { epic_id: 12, title: 'A new child', confidential: false } }]);
    expect(await screen.findByRole('button', { name: 'Counts: 0 epics, 1 issues, total weight 0' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(recentProjectsKey('developer')) ?? '[]').map((item: { id: number }) => item.id)).toEqual([6, 9, 5]);

    fail = true;
    await open('Add a new issue');
    const again = await screen.findByRole('form', { name: 'Add a new issue' });
    fireEvent.click(within(within(again).getByRole('listbox', { name: 'Recently used' })).getByRole('option', { name: 'gitlab-org / gitlab' }));
    expect(await within(again).findByText('Project: gitlab-org / gitlab')).toBeInTheDocument();
    fireEvent.change(within(again).getByPlaceholderText('New issue title'), { target: { value: 'Fails' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Create issue' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('Something went wrong while creating issue.');
  });

  it('drops a recent project whose details cannot be read, and says when projects cannot be fetched', async () => {
    graphql.graphqlQuery.mockResolvedValue(answer(0));
    localStorage.setItem(recentProjectsKey('developer'), JSON.stringify([project(7, 'gitlab-org/gone')]));
    const requests: FakeRequest[] = [];
    serve(requests, (request) => (request.path === '/api/v4/projects/7' ? { status: 404, data: { message: '404 Project Not Found' } } : request.path.endsWith('/projects') ? { status: 500, data: {} } : undefined));
    renderTree();
    await open('Add a new issue');
    const form = await screen.findByRole('form', { name: 'Add a new issue' });
    expect(await within(form).findByText('Something went wrong while fetching projects.')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('option', { name: 'gitlab-org / gone' }));
    expect(await within(form).findByText('Something went wrong while fetching details')).toBeInTheDocument();
    expect(within(form).queryByRole('listbox', { name: 'Recently used' })).not.toBeInTheDocument();
    expect(localStorage.getItem(recentProjectsKey('developer'))).toBe('[]');
    expect(within(form).getByRole('button', { name: 'Create issue' })).toBeDisabled();
  });

  it('creates a child epic in the parent\'s group or a descendant one, one form at a time, and Escape cancels', async () => {
    graphql.graphqlQuery.mockResolvedValueOnce(answer(0)).mockResolvedValue(answer(0, 1));
    const requests: FakeRequest[] = [];
    let status = 201;
    serve(requests, (request) => (request.config.method === 'post' ? { status, data: {} } : undefined));
    renderTree();
    await open('Add a new issue');
    expect(await screen.findByRole('form', { name: 'Add a new issue' })).toBeInTheDocument();
    await open('Add a new epic');
    const form = await screen.findByRole('form', { name: 'Add a new epic' });
    expect(screen.queryByRole('form', { name: 'Add a new issue' })).not.toBeInTheDocument();
    const groups = await within(form).findByRole('listbox', { name: 'Groups' });
    await waitFor(() => expect(within(groups).getAllByRole('option').map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false']));
    expect(within(groups).getAllByRole('option')[0]).toHaveTextContent('GitLab.org');
    fireEvent.click(within(groups).getByRole('option', { name: /Platform/ }));
    fireEvent.change(within(form).getByPlaceholderText('New epic title'), { target: { value: ' Child epic ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create epic' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a new epic' })).not.toBeInTheDocument());
    expect(posts(requests)).toEqual([{ path: '/api/v4/groups/2/epics', body: { parent_id: 12, confidential: false, title: 'Child epic' } }]);
    expect(await screen.findByRole('button', { name: 'Counts: 1 epics, 0 issues, total weight 0' })).toBeInTheDocument();

    // The parent's group is offered only when it matches the search.
    await open('Add a new epic');
    const searched = await screen.findByRole('form', { name: 'Add a new epic' });
    fireEvent.change(within(searched).getByRole('textbox', { name: 'Search groups' }), { target: { value: 'plat' } });
    await waitFor(() => expect(within(within(searched).getByRole('listbox', { name: 'Groups' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['GitLab.org / Platformgitlab-org/platform']));
    status = 422;
    fireEvent.change(within(searched).getByPlaceholderText('New epic title'), { target: { value: 'Refused' } });
    fireEvent.click(within(searched).getByRole('button', { name: 'Create epic' }));
    expect(await within(searched).findByRole('alert')).toHaveTextContent('Something went wrong while creating child epics.');
    fireEvent.keyDown(within(searched).getByPlaceholderText('New epic title'), { key: 'Escape' });
    expect(screen.queryByRole('form', { name: 'Add a new epic' })).not.toBeInTheDocument();
  });

  it('under a confidential parent, words the forms so and creates confidential children', async () => {
    graphql.graphqlQuery.mockResolvedValue(answer(0));
    const requests: FakeRequest[] = [];
    serve(requests);
    renderTree(true);
    await open('Add a new epic');
    const epicForm = await screen.findByRole('form', { name: 'Create new confidential epic' });
    expect(within(epicForm).getByPlaceholderText('New confidential epic title')).toBeInTheDocument();
    expect(within(epicForm).getByRole('img', { name: 'The parent epic is confidential and can only contain confidential epics and issues.' })).toBeInTheDocument();
    fireEvent.change(within(epicForm).getByPlaceholderText('New confidential epic title'), { target: { value: 'Secret' } });
    await within(epicForm).findByRole('listbox', { name: 'Groups' });
    fireEvent.click(within(epicForm).getByRole('button', { name: 'Create epic' }));
    await waitFor(() => expect(posts(requests)).toEqual([{ path: '/api/v4/groups/1/epics', body: { parent_id: 12, confidential: true, title: 'Secret' } }]));
    await open('Add a new issue');
    const issueForm = await screen.findByRole('form', { name: 'Create new confidential issue' });
    expect(within(issueForm).getByPlaceholderText('New confidential issue title')).toBeInTheDocument();
  });
});
