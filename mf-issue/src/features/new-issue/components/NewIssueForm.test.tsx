import { type FakeReply, type FakeRequest, fakeRestApi, fakeSession } from 'shared-kernel/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import userEvent from '@testing-library/user-event';
import NewIssueApp, { type NewIssueAppProps } from '../../../exposes/NewIssueApp';
import { NOT_ALLOWED_TEXT, NOT_FOUND_TEXT } from '../texts';

const PROJECT = '/api/v4/projects/gitlab-org%2Fgitlab';

function project(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    name_with_namespace: 'GitLab.org / GitLab',
    path_with_namespace: 'gitlab-org/gitlab',
    visibility: 'public',
    archived: false,
    permissions: { project_access: null, group_access: { access_level: 30 } },
    ...overrides,
  };
}

function server(options: { project?: FakeReply; create?: (body: unknown) => FakeReply } = {}) {
  const bodies: unknown[] = [];
  const api = fakeRestApi((request: FakeRequest) => {
    const method = (request.config.method ?? 'get').toUpperCase();
    if (request.path === PROJECT) return options.project ?? { status: 200, data: project() };
    if (request.path === `${PROJECT}/issues/1`) return { status: 200, data: { iid: 1, title: 'Trial widget shows wrong number of days' } };
    if (request.path === `${PROJECT}/templates/issues`) return { status: 200, data: [] };
    if (request.path === '/gitlab-org/gitlab/-/autocomplete_sources/milestones') return { status: 200, data: [{ id: 7, iid: 2, title: '16.2', due_date: null }] };
    if (request.path === '/gitlab-org/gitlab/-/autocomplete_sources/members') {
      return { status: 200, data: [{ type: 'User', username: 'developer', name: 'Dana Developer', avatar_url: null }] };
    }
    if (request.path === '/gitlab-org/gitlab/-/autocomplete_sources/labels') return { status: 200, data: [{ id: 3, title: 'bug', color: '#d9534f', set: false }] };
    if (request.path === '/gitlab-org/gitlab/-/issues/new.json') {
      return { status: 200, data: { issue: { title: 'Follow-up from "Tidy"', description: 'The following discussion from !5 should be addressed:' }, merge_request_to_resolve_discussions_of: 5 } };
    }
    if (request.path === '/api/v4/users') return { status: 200, data: [{ id: 21, username: 'developer' }] };
    if (request.path === '/gitlab-org/gitlab/-/issues' && method === 'POST') {
      const body = JSON.parse(String(request.config.data)) as unknown;
      bodies.push(body);
      return options.create?.(body) ?? { status: 201, data: { id: 40, iid: 12, web_url: `${window.location.origin}/gitlab-org/gitlab/-/issues/12` } };
    }
    return { status: 404, data: { message: '404 Not Found' } };
  });
  return { ...api, bodies };
}

function renderPage(props: Partial<NewIssueAppProps> = {}) {
  return render(
    <ThemeProvider>
      <NewIssueApp fullPath="gitlab-org/gitlab" {...props} />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/gitlab-org/gitlab/-/issues/new');
});

describe('NewIssueApp', () => {
  it("prefills a merge request's follow-up and sends the merge request to resolve its threads", async () => {
    fakeSession('developer');
    const api = server();
    const user = userEvent.setup();
    renderPage({ mergeRequestToResolveDiscussionsOf: 5 });
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Follow-up from "Tidy"');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('The following discussion from !5 should be addressed:');
    await user.click(screen.getByRole('button', { name: 'Create issue' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toMatchObject({ issue: { title: 'Follow-up from "Tidy"' }, merge_request_to_resolve_discussions_of: 5 });
  });

  it('sends the assignees, labels, milestone and due date a reporter chose', async () => {
    fakeSession('developer');
    const api = server();
    const user = userEvent.setup();
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'With metadata' } });
    await user.click(screen.getByRole('button', { name: 'Assignees' }));
    await user.click(await screen.findByRole('option', { name: /Dana Developer/ }));
    await user.keyboard('{Escape}');
    expect(screen.getByText('Dana Developer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    await user.click(await screen.findByRole('checkbox', { name: /bug/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('list', { name: 'Chosen labels' })).toHaveTextContent('bug');
    await screen.findByRole('option', { name: '16.2' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Milestone' }), '16.2');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2030-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Create issue' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toEqual({
      issue: { title: 'With metadata', description: '', confidential: false, issue_type: 'issue', assignee_ids: [21], label_ids: [3], milestone_id: 7, due_date: '2030-01-31' },
    });
  });

  it('offers no metadata fields to a guest', async () => {
    fakeSession('guest');
    server({ project: { status: 200, data: project({ permissions: { project_access: null, group_access: { access_level: 10 } } }) } });
    renderPage();
    await screen.findByRole('textbox', { name: /Title/ });
    expect(screen.queryByRole('button', { name: 'Assignees' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Milestone' })).not.toBeInTheDocument();
  });

  it('creates a related issue in one request and goes to it', async () => {
    fakeSession('developer');
    const api = server();
    renderPage({ addRelatedIssue: 1 });
    const relate = await screen.findByRole('checkbox', { name: 'Relate to #1' });
    expect(relate).toBeChecked();
    const create = screen.getByRole('button', { name: 'Create issue' });
    expect(create).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: '   ' } });
    expect(create).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Follow-up' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Details' } });
    expect(localStorage.getItem('autosave/gitlab-org/gitlab/-/issues/new/add_related_issue=1/title')).toBe('Follow-up');
    fireEvent.click(create);
    await waitFor(() => expect(window.location.pathname).toBe('/gitlab-org/gitlab/-/issues/12'));
    expect(api.bodies).toEqual([{ issue: { title: 'Follow-up', description: 'Details', confidential: false, issue_type: 'issue' }, add_related_issue: 1 }]);
    expect(localStorage.getItem('autosave/gitlab-org/gitlab/-/issues/new/add_related_issue=1/title')).toBeNull();
  });

  it('leaves the link out when unchecked, sends confidentiality, and offers incidents to reporters and above', async () => {
    fakeSession('developer');
    const api = server();
    renderPage({ addRelatedIssue: 1, issueType: 'incident' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Relate to #1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /This issue is confidential/ }));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('incident');
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Secret pager' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toEqual({ issue: { title: 'Secret pager', description: '', confidential: true, issue_type: 'incident' } });
  });

  it('shows the server\'s message when the create is refused, and restores a draft', async () => {
    fakeSession('developer');
    localStorage.setItem('autosave/gitlab-org/gitlab/-/issues/new/title', 'Saved title');
    server({ create: () => ({ status: 422, data: { errors: ["Title can't be blank"] } }) });
    renderPage();
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Saved title');
    expect(screen.queryByRole('checkbox', { name: /Relate to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Incident' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Title can't be blank");
    expect(screen.getByRole('button', { name: 'Create issue' })).toBeEnabled();
  });

  it('says the user may not create issues when the server refuses with 404', async () => {
    fakeSession('developer');
    server({ create: () => ({ status: 404, data: { message: '404 Not Found' } }) });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_ALLOWED_TEXT);
  });

  it('offers no incident type to guests', async () => {
    fakeSession('guest');
    server({ project: { status: 200, data: project({ permissions: { project_access: null, group_access: { access_level: 10 } } }) } });
    renderPage();
    await screen.findByRole('textbox', { name: /Title/ });
    expect(screen.queryByRole('option', { name: 'Incident' })).not.toBeInTheDocument();
  });

  it('says so when the project is missing or the user may not create issues', async () => {
    fakeSession('developer');
    server({ project: { status: 404, data: { message: '404 Project Not Found' } } });
    const { unmount } = renderPage();
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    unmount();
    server({ project: { status: 200, data: project({ archived: true }) } });
    renderPage();
    expect(await screen.findByText(NOT_ALLOWED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New issue' })).not.toBeInTheDocument();
  });

  it('asks signed-out visitors to sign in', async () => {
    fakeSession(null);
    server();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Sign in to create an issue.' })).toHaveAttribute('href', '/users/sign_in');
  });
});
