import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import type * as ApiModule from 'shared-kernel/api';
import { fakeRestApi } from 'shared-kernel/testing';
import { EpicTree } from './EpicTree';

const graphql = vi.hoisted(() => ({ graphqlQuery: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlQuery: graphql.graphqlQuery }));

const counts = { openedEpics: 1, closedEpics: 1, openedIssues: 1, closedIssues: 0 };

function epicNode(iid: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    id: `gid://gitlab/Epic/${100 + iid}`,
    iid: String(iid),
    title,
    state: 'opened',
    confidential: false,
    webPath: `/groups/gitlab-org/-/epics/${iid}`,
    reference: `gitlab-org&${iid}`,
    relationPath: null,
    createdAt: '2026-11-01T10:00:00Z',
    closedAt: null,
    hasChildren: false,
    hasIssues: false,
    relativePosition: iid * 10,
    group: { fullPath: 'gitlab-org' },
    descendantCounts: { openedEpics: 0, closedEpics: 0, openedIssues: 0, closedIssues: 0 },
    healthStatus: null,
    labels: { nodes: [] },
    ...extra,
  };
}

function issueNode(iid: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    id: `gid://gitlab/Issue/${200 + iid}`,
    iid: String(iid),
    epicIssueId: `gid://gitlab/EpicIssue/${300 + iid}`,
    title,
    state: 'opened',
    confidential: false,
    blocked: false,
    webPath: `/gitlab-org/gitlab/-/issues/${iid}`,
    reference: `gitlab-org/gitlab#${iid}`,
    relationPath: null,
    createdAt: '2026-11-01T10:00:00Z',
    closedAt: null,
    dueDate: '2026-12-24',
    weight: 3,
    healthStatus: 'atRisk',
    relativePosition: iid * 10 + 5,
    milestone: { id: 'gid://gitlab/Milestone/1', title: 'v16.2', dueDate: null },
    assignees: { nodes: [{ id: 'gid://gitlab/User/4', name: 'Dana Developer', username: 'developer', avatarUrl: null, webUrl: '/developer' }] },
    labels: { nodes: [{ id: 'gid://gitlab/GroupLabel/3', title: 'feature', color: '#1068bf', textColor: '#FFFFFF', description: null }] },
    ...extra,
  };
}

function answer({ epics = [] as unknown[], issues = [] as unknown[], epicsNext = false, issuesNext = false } = {}) {
  return {
    group: {
      id: 'gid://gitlab/Group/1',
      epic: {
        id: 'gid://gitlab/Epic/12',
        iid: '2',
        confidential: false,
        hasChildren: epics.length > 0,
        hasIssues: issues.length > 0,
        descendantCounts: counts,
        descendantWeightSum: { openedIssues: 3, closedIssues: 2 },
        healthStatus: { issuesOnTrack: 0, issuesNeedingAttention: 0, issuesAtRisk: 1 },
        children: { edges: epics.map((node) => ({ node })), pageInfo: { hasNextPage: epicsNext, endCursor: epicsNext ? 'E1' : null } },
        issues: { edges: issues.map((node) => ({ node })), pageInfo: { hasNextPage: issuesNext, endCursor: issuesNext ? 'I1' : null } },
      },
    },
  };
}

function renderTree(props: { canAdmin?: boolean; confidential?: boolean } = {}) {
  return render(
    <ThemeProvider>
      <EpicTree groupPath="gitlab-org" iid={2} {...props} />
    </ThemeProvider>,
  );
}

describe('EpicTree', () => {
  beforeEach(() => {
    graphql.graphqlQuery.mockReset();
  });

  it('shows the counts, health and rows in relative-position order with every field of an issue', async () => {
    graphql.graphqlQuery.mockResolvedValue(answer({ epics: [epicNode(5, 'Second epic'), epicNode(1, 'First epic', { state: 'closed', relativePosition: 60 })], issues: [issueNode(3, 'An issue')] }));
    renderTree();
    const tree = await screen.findByRole('list', { name: 'Child issues and epics' });
    expect(within(tree).getAllByRole('listitem').map((row) => row.getAttribute('aria-label'))).toEqual(['An issue', 'Second epic', 'First epic']);
    const issue = within(tree).getByRole('listitem', { name: 'An issue' });
    expect(within(issue).getByRole('link', { name: 'An issue' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/issues/3');
    expect(within(issue).getByText('gitlab-org/gitlab#3')).toBeInTheDocument();
    expect(within(issue).getByLabelText('Milestone: v16.2')).toBeInTheDocument();
    expect(within(issue).getByLabelText('Due date: 2026-12-24')).toBeInTheDocument();
    expect(within(issue).getByLabelText('Weight: 3')).toBeInTheDocument();
    expect(within(issue).getByLabelText('Assignee: Dana Developer')).toBeInTheDocument();
    expect(within(issue).getByText('At risk')).toBeInTheDocument();
    expect(within(issue).getByRole('link', { name: 'feature' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/issues?label_name[]=feature');
    fireEvent.click(screen.getByRole('switch', { name: 'Show labels' }));
    expect(within(issue).queryByRole('link', { name: 'feature' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Show labels' }));
    expect(within(issue).getByRole('link', { name: 'feature' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Health status' })).toHaveTextContent('1 At risk');
    fireEvent.click(screen.getByRole('button', { name: 'Counts: 2 epics, 1 issues, total weight 5' }));
    const popover = screen.getByRole('dialog', { name: 'Counts' });
    expect(popover).toHaveTextContent('Epics1 open, 1 closed');
    expect(popover).toHaveTextContent('Total weight3 open, 2 closed');
    expect(graphql.graphqlQuery).toHaveBeenCalledWith(expect.stringContaining('query epicChildItems'), expect.objectContaining({ fullPath: 'gitlab-org', iid: '2', pageSize: 100 }), { fetchPolicy: 'no-cache' });
  });

  it('shows the empty state, and the fetch failure text', async () => {
    graphql.graphqlQuery.mockResolvedValueOnce(answer());
    const { unmount } = renderTree();
    expect(await screen.findByText(/Link child issues and epics together to show that they're related, or that one blocks another\./)).toBeInTheDocument();
    unmount();
    graphql.graphqlQuery.mockRejectedValueOnce(new Error('boom'));
    renderTree();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while fetching child epics.');
  });

  it('expands a child epic, loading its children only then', async () => {
    graphql.graphqlQuery.mockImplementation(async (_document: string, variables: { iid: string }) => (
      variables.iid === '2' ? answer({ epics: [epicNode(5, 'Parent child', { hasChildren: true })] }) : answer({ epics: [epicNode(7, 'Grandchild')] })),
    );
    renderTree();
    const row = await screen.findByRole('listitem', { name: 'Parent child' });
    expect(graphql.graphqlQuery).toHaveBeenCalledTimes(1);
    fireEvent.click(within(row).getByRole('button', { name: 'Expand' }));
    expect(await within(row).findByRole('listitem', { name: 'Grandchild' })).toBeInTheDocument();
    expect(graphql.graphqlQuery).toHaveBeenLastCalledWith(expect.any(String), expect.objectContaining({ iid: '5' }), { fetchPolicy: 'no-cache' });
    fireEvent.click(within(row).getByRole('button', { name: 'Collapse' }));
    expect(within(row).queryByRole('listitem', { name: 'Grandchild' })).not.toBeInTheDocument();
  });

  it('pages each kind with Show more after its own cursor', async () => {
    graphql.graphqlQuery.mockImplementation(async (_document: string, variables: { issueEndCursor: string | null; withEpics: boolean }) =>
      variables.issueEndCursor === 'I1' ? answer({ issues: [issueNode(9, 'Issue on page two')] }) : answer({ issues: [issueNode(3, 'Issue on page one')], issuesNext: true }),
    );
    renderTree();
    await screen.findByRole('listitem', { name: 'Issue on page one' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more issues' }));
    expect(await screen.findByRole('listitem', { name: 'Issue on page two' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Issue on page one' })).toBeInTheDocument();
    expect(graphql.graphqlQuery).toHaveBeenLastCalledWith(expect.any(String), expect.objectContaining({ issueEndCursor: 'I1', withEpics: false, withIssues: true }), { fetchPolicy: 'no-cache' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more issues' })).not.toBeInTheDocument());
  });

  it('adds existing issues by references (duplicates dropped), reads the tree again, and shows the server\'s refusal', async () => {
    graphql.graphqlQuery.mockResolvedValue(answer({ issues: [issueNode(3, 'An issue')] }));
    const posted: { path: string; body: unknown }[] = [];
    let status = 200;
    fakeRestApi((request) => {
      posted.push({ path: request.path, body: JSON.parse(String(request.config.data)) });
      return status === 200 ? { status, data: { message: null, issuables: [] } } : { status, data: { message: "We can't find an issue that matches what you are looking for." } };
    });
    renderTree({ canAdmin: true });
    await screen.findByRole('listitem', { name: 'An issue' });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add an existing issue' }));
    const form = await screen.findByRole('form', { name: 'Add an existing issue' });
    const add = within(form).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: ' gitlab-org/gitlab#5  gitlab-org/gitlab#5 http://x/gitlab-org/gitlab/-/issues/6 ' } });
    fireEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add an existing issue' })).not.toBeInTheDocument());
    expect(posted).toEqual([{ path: '/groups/gitlab-org/-/epics/2/issues', body: { issuable_references: ['gitlab-org/gitlab#5', 'http://x/gitlab-org/gitlab/-/issues/6'] } }]);
    await waitFor(() => expect(graphql.graphqlQuery).toHaveBeenCalledTimes(2));

    status = 404;
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add an existing issue' }));
    const again = await screen.findByRole('form', { name: 'Add an existing issue' });
    fireEvent.change(within(again).getByRole('textbox'), { target: { value: 'gitlab-org/gitlab#404' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Add' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('Issue cannot be found.');
  });

  it('words the add form for a confidential parent, and offers no Add or remove without the right', async () => {
    graphql.graphqlQuery.mockResolvedValue(answer({ issues: [issueNode(3, 'An issue', { relationPath: '/groups/gitlab-org/-/epics/2/issues/203' })] }));
    const { unmount } = renderTree({ canAdmin: false });
    await screen.findByRole('listitem', { name: 'An issue' });
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove An issue' })).not.toBeInTheDocument();
    unmount();
    renderTree({ canAdmin: true, confidential: true });
    await screen.findByRole('listitem', { name: 'An issue' });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add an existing epic' }));
    expect(await screen.findByRole('form', { name: 'Add existing confidential epic' })).toBeInTheDocument();
  });

  it('removes a child after the item-remove-confirmation modal, then reads the tree again', async () => {
    graphql.graphqlQuery.mockResolvedValueOnce(answer({ issues: [issueNode(3, 'An issue', { relationPath: '/groups/gitlab-org/-/epics/2/issues/203' })] }));
    graphql.graphqlQuery.mockResolvedValueOnce(answer());
    const deleted: string[] = [];
    fakeRestApi((request) => {
      deleted.push(`${String(request.config.method).toUpperCase()} ${request.path}`);
      return { status: 200, data: { issuables: [] } };
    });
    renderTree({ canAdmin: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove An issue' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Remove issue' });
    expect(within(modal).getByTestId('item-remove-confirmation')).toHaveTextContent('Are you sure you want to remove An issue (gitlab-org/gitlab#3) from this epic?');
    fireEvent.click(within(modal).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/Link child issues and epics together/)).toBeInTheDocument();
    expect(deleted).toEqual(['DELETE /groups/gitlab-org/-/epics/2/issues/203']);
  });

  it('words add and remove failures as GitLab does: the depth limit, other refusals, a lost path and other errors', async () => {
    graphql.graphqlQuery.mockResolvedValue(answer({ epics: [epicNode(5, 'Child epic', { relationPath: '/groups/gitlab-org/-/epics/2/links/105' })] }));
    let reply = { status: 409, data: { message: 'This epic cannot be added. One or more epics would exceed the maximum depth (7) from its most distant ancestor.' } };
    fakeRestApi(() => reply);
    renderTree({ canAdmin: true });
    await screen.findByRole('listitem', { name: 'Child epic' });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add an existing epic' }));
    const form = await screen.findByRole('form', { name: 'Add an existing epic' });
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '&9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This epic already has the maximum number of child epics.');
    reply = { status: 409, data: { message: 'This epic cannot be added. It is already an ancestor of the parent epic.' } };
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('It is already an ancestor of the parent epic.'));
    reply = { status: 404, data: { message: 'No matching epic found.' } };
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Epic cannot be found.'));

    reply = { status: 404, data: { message: '404 Not found' } };
    fireEvent.click(screen.getByRole('button', { name: 'Remove Child epic' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Remove epic' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('We could not determine the path to remove the epic')).toBeInTheDocument();
  });

  it('switches to the roadmap view, mounting it only then', async () => {
    graphql.graphqlQuery.mockResolvedValue(answer({ issues: [issueNode(3, 'An issue')] }));
    const Roadmap = vi.fn(() => <p>The roadmap</p>);
    render(
      <ThemeProvider>
        <EpicTree groupPath="gitlab-org" iid={2} roadmap={<Roadmap />} />
      </ThemeProvider>,
    );
    await screen.findByRole('listitem', { name: 'An issue' });
    expect(screen.getByRole('tab', { name: 'Tree view' })).toHaveAttribute('aria-selected', 'true');
    expect(Roadmap).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'Roadmap view' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Roadmap view' })).getByText('The roadmap')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'An issue' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Tree view' }));
    expect(await screen.findByRole('listitem', { name: 'An issue' })).toBeInTheDocument();
  });
});
