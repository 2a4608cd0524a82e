import { fakeRestApi } from 'shared-kernel/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { resetEventBus } from 'shared-kernel/event-bus';
import type * as ApiModule from 'shared-kernel/api';
import { IssuableContext } from 'issuable-ui/react';
import { issueTestContext } from '../../../test/issueContext';
import type { IssuePageData } from '../../../lib/types';
import { fakeIssue } from '../../../test/fakeIssue';
import {
  EPIC_SET_ERROR,
  EPICS_FETCH_ERROR,
  HEALTH_STATUS_FETCH_ERROR,
  HEALTH_STATUS_SET_ERROR,
  ITERATION_FETCH_ERROR,
  ITERATION_SET_ERROR,
  ITERATIONS_FETCH_ERROR,
  WEIGHT_INVALID,
  WEIGHT_SET_ERROR,
} from '../texts';

/** Opens a picker once its Edit button is enabled again (a save in flight disables it). */
async function edit(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name }));
}
import { IssueSidebar } from './IssueSidebar';

const graphql = vi.hoisted(() => ({ graphqlMutate: vi.fn(), graphqlQuery: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlMutate: graphql.graphqlMutate, graphqlQuery: graphql.graphqlQuery }));

const REPORTER = { can_set_issue_metadata: true, can_admin_issue: true };

function renderSidebar(issue: IssuePageData, options: { refetch?: () => Promise<IssuePageData> } = {}) {
  fakeRestApi(() => ({ status: 404, data: {} }));
  const notify = vi.fn();
  const refetch = vi.fn(options.refetch ?? (async () => issue));
  const context = issueTestContext({
    issue,
    currentUser: { id: 5, username: 'reporter', name: 'Rita Reporter', avatar_url: null, web_url: '/reporter', is_admin: false, state: 'active' },
    source: 'mf_issue',
    setIssue: vi.fn(),
    refetch,
    notify,
    navigate: vi.fn(),
  });
  render(
    <ThemeProvider>
      <IssuableContext.Provider value={context}>
        <IssueSidebar />
      </IssuableContext.Provider>
    </ThemeProvider>,
  );
  return { notify, refetch };
}

const section = (name: string) => screen.getByRole('region', { name });
const weightInput = () => within(screen.getByRole('form', { name: 'Set weight' })).getByLabelText('Weight');

const ok = (field: string) => ({ [field]: { issue: { id: 'gid://gitlab/Issue/7' }, errors: [] } });

beforeEach(() => {
  resetEventBus();
  graphql.graphqlMutate.mockReset();
  graphql.graphqlQuery.mockReset();
});

describe('weight', () => {
  it('sets a weight, re-reads the issue, and removes it', async () => {
    graphql.graphqlMutate.mockResolvedValue(ok('issueSetWeight'));
    const { refetch } = renderSidebar(fakeIssue({ weight: 150000, participants: [], current_user: REPORTER }));
    expect(within(section('Weight')).getByText('99999')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit weight' }));
    fireEvent.change(weightInput(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(refetch).toHaveBeenCalled());
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('issueSetWeight('), { input: { projectPath: 'gitlab-org/gitlab', iid: '1', weight: 5 } });
    fireEvent.click(screen.getByRole('button', { name: 'remove weight' }));
    await waitFor(() => expect(graphql.graphqlMutate).toHaveBeenLastCalledWith(expect.any(String), { input: { projectPath: 'gitlab-org/gitlab', iid: '1', weight: null } }));
  });

  it('refuses what is not a whole number of 0 or more and says when saving fails', async () => {
    graphql.graphqlMutate.mockResolvedValue({ issueSetWeight: { issue: null, errors: ['Weight must be greater than or equal to 0'] } });
    const { notify, refetch } = renderSidebar(fakeIssue({ participants: [], current_user: REPORTER }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit weight' }));
    for (const value of ['-1', '2.5']) {
      fireEvent.change(weightInput(), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText(WEIGHT_INVALID)).toBeInTheDocument();
    }
    expect(graphql.graphqlMutate).not.toHaveBeenCalled();
    fireEvent.change(weightInput(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: WEIGHT_SET_ERROR }));
    expect(refetch).not.toHaveBeenCalled();
  });
});

describe('due date', () => {
  it('sets and removes the due date', async () => {
    graphql.graphqlMutate.mockResolvedValue(ok('issueSetDueDate'));
    renderSidebar(fakeIssue({ due_date: '2026-12-24', participants: [], current_user: REPORTER }));
    expect(within(section('Due date')).getByText('Dec 24, 2026')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit due date' }));
    fireEvent.change(within(screen.getByRole('form', { name: 'Set due date' })).getByLabelText('Due date'), { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('issueSetDueDate('), { input: { projectPath: 'gitlab-org/gitlab', iid: '1', dueDate: '2027-01-31' } }));
    // The save has settled (the form is gone) before the date is removed: a click while it runs is ignored.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Set due date' })).not.toBeInTheDocument());
    fireEvent.click(await screen.findByRole('button', { name: 'remove due date' }));
    await waitFor(() => expect(graphql.graphqlMutate).toHaveBeenLastCalledWith(expect.any(String), { input: { projectPath: 'gitlab-org/gitlab', iid: '1', dueDate: null } }));
  });
});

describe('health status', () => {
  it('opens its menu after 100 ms and sets the status', async () => {
    vi.useFakeTimers();
    try {
      graphql.graphqlMutate.mockResolvedValue(ok('updateIssue'));
      renderSidebar(fakeIssue({ health_status: 'on_track', participants: [], current_user: REPORTER }));
      expect(within(section('Health status')).getByText('On track')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Edit health status' }));
      act(() => vi.advanceTimersByTime(99));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('menuitemradio', { name: 'On track' })).toHaveAttribute('aria-checked', 'true');
      fireEvent.click(screen.getByRole('menuitemradio', { name: 'At risk' }));
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('updateIssue('), { input: { projectPath: 'gitlab-org/gitlab', iid: '1', healthStatus: 'atRisk' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears it with "No status"; says when setting or reading it back fails', async () => {
    graphql.graphqlMutate.mockResolvedValueOnce(ok('updateIssue')).mockRejectedValueOnce(new Error('network'));
    const { notify } = renderSidebar(fakeIssue({ health_status: 'at_risk', participants: [], current_user: REPORTER }), {
      refetch: async () => {
        throw new Error('offline');
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit health status' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'No status' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: HEALTH_STATUS_FETCH_ERROR }));
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.any(String), { input: { projectPath: 'gitlab-org/gitlab', iid: '1', healthStatus: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit health status' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Needs attention' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: HEALTH_STATUS_SET_ERROR }));
  });
});

describe('iteration', () => {
  const iterations = {
    group: {
      iterations: {
        nodes: [
          { id: 'gid://gitlab/Iteration/1', title: 'Sprint 12', startDate: '2026-11-01T00:00:00Z', dueDate: '2026-11-14T00:00:00Z', webUrl: '/i/1' },
          { id: 'gid://gitlab/Iteration/2', title: null, startDate: '2026-11-15T00:00:00Z', dueDate: '2026-11-28T00:00:00Z', webUrl: '/i/2' },
        ],
      },
    },
  };

  it("lists the group's open iterations, assigns one and unassigns", async () => {
    graphql.graphqlQuery.mockResolvedValue(iterations);
    graphql.graphqlMutate.mockResolvedValue(ok('issueSetIteration'));
    renderSidebar(fakeIssue({ iteration: { id: 1, title: 'Sprint 12', start_date: '2026-11-01', due_date: '2026-11-14', web_url: '/i/1' }, participants: [], current_user: REPORTER }));
    expect(within(section('Iteration')).getByRole('link', { name: 'Sprint 12' })).toHaveAttribute('href', '/i/1');
    expect(within(section('Iteration')).getByText('Nov 1, 2026 – Nov 14, 2026')).toBeInTheDocument();
    await edit('Edit iteration');
    expect(graphql.graphqlQuery).toHaveBeenCalledWith(expect.stringContaining('iterations('), { fullPath: 'gitlab-org', state: 'opened', first: 50 });
    fireEvent.click(await screen.findByRole('option', { name: /Nov 15, 2026 – Nov 28, 2026/ }));
    await waitFor(() => expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('issueSetIteration('), { input: { projectPath: 'gitlab-org/gitlab', iid: '1', iterationId: 'gid://gitlab/Iteration/2' } }));
    await edit('Edit iteration');
    fireEvent.click(await screen.findByRole('option', { name: 'No iteration' }));
    await waitFor(() => expect(graphql.graphqlMutate).toHaveBeenLastCalledWith(expect.any(String), { input: { projectPath: 'gitlab-org/gitlab', iid: '1', iterationId: null } }));
  });

  it('searches the server with the filter when the first page was full', async () => {
    const page = Array.from({ length: 50 }, (_, index) => ({ id: `gid://gitlab/Iteration/${index + 10}`, title: `Sprint ${index + 10}`, startDate: null, dueDate: null, webUrl: `/i/${index + 10}` }));
    const later = { id: 'gid://gitlab/Iteration/99', title: 'Hardening week', startDate: null, dueDate: null, webUrl: '/i/99' };
    graphql.graphqlQuery.mockImplementation(async (_query: string, variables: { title?: string }) => ({
      group: { iterations: { nodes: variables.title ? [later].filter((item) => item.title.toLowerCase().includes(variables.title!.toLowerCase())) : page } },
    }));
    renderSidebar(fakeIssue({ iteration: null, participants: [], current_user: REPORTER }));
    await edit('Edit iteration');
    expect(await screen.findByRole('option', { name: /Sprint 10/ })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'harden' } });
    expect(await screen.findByRole('option', { name: /Hardening week/ })).toBeInTheDocument();
    expect(graphql.graphqlQuery).toHaveBeenLastCalledWith(expect.stringContaining('iterations('), { fullPath: 'gitlab-org', state: 'opened', first: 50, title: 'harden' });
  });

  it('says when the iterations, the change or the read-back fail', async () => {
    graphql.graphqlQuery.mockRejectedValueOnce(new Error('down')).mockResolvedValue(iterations);
    graphql.graphqlMutate.mockRejectedValueOnce(new Error('down')).mockResolvedValue(ok('issueSetIteration'));
    let failRefetch = false;
    const { notify } = renderSidebar(fakeIssue({ iteration: null, participants: [], current_user: REPORTER }), {
      refetch: async () => {
        if (failRefetch) throw new Error('offline');
        return fakeIssue();
      },
    });
    await edit('Edit iteration');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: ITERATIONS_FETCH_ERROR }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await edit('Edit iteration');
    fireEvent.click(await screen.findByRole('option', { name: /Sprint 12/ }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: ITERATION_SET_ERROR }));
    failRefetch = true;
    await edit('Edit iteration');
    fireEvent.click(await screen.findByRole('option', { name: /Sprint 12/ }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: ITERATION_FETCH_ERROR }));
  });
});

describe('parent epic', () => {
  it('assigns an epic of the group hierarchy; says when listing or setting fails', async () => {
    graphql.graphqlQuery.mockRejectedValueOnce(new Error('down')).mockResolvedValue({
      group: { epics: { nodes: [{ id: 'gid://gitlab/Epic/3', iid: '1', title: 'Issue page redesign', webUrl: '/groups/gitlab-org/-/epics/1', reference: 'gitlab-org&1' }] } },
    });
    graphql.graphqlMutate.mockResolvedValueOnce(ok('issueSetEpic')).mockRejectedValueOnce(new Error('down'));
    const { notify } = renderSidebar(fakeIssue({ epic: null, has_epic: false, participants: [], current_user: REPORTER }));
    await edit('Edit epic');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: EPICS_FETCH_ERROR }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await edit('Edit epic');
    fireEvent.click(await screen.findByRole('option', { name: /Issue page redesign/ }));
    await waitFor(() => expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('issueSetEpic('), { input: { projectPath: 'gitlab-org/gitlab', iid: '1', epicId: 'gid://gitlab/Epic/3' } }));
    await edit('Edit epic');
    fireEvent.click(await screen.findByRole('option', { name: /Issue page redesign/ }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: EPIC_SET_ERROR }));
  });
});

describe('who may edit', () => {
  it('shows no editors to readers without the metadata permission', () => {
    renderSidebar(fakeIssue({ participants: [], current_user: { can_set_issue_metadata: false, can_admin_issue: false } }));
    for (const name of ['Edit assignees', 'Edit milestone', 'Edit due date', 'Edit weight', 'Edit health status', 'Edit epic']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('leaves weight, health status, iteration and epic out of incidents', () => {
    renderSidebar(fakeIssue({ issue_type: 'incident', iteration: null, epic: null, has_epic: false, participants: [], current_user: REPORTER }));
    expect(screen.getByRole('region', { name: 'Due date' })).toBeInTheDocument();
    for (const name of ['Weight', 'Health status', 'Iteration', 'Epic']) expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
  });
});
