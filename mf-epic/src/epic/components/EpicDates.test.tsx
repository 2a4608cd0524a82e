import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import type * as ApiModule from 'shared-kernel/api';
import { resetQueryClient } from 'shared-kernel/query';
import { EPIC_ANCESTORS_ERROR, EPIC_DATE_ORDER_ERROR, EPIC_PARENT_HIDDEN, epicDateFetchError, epicDateSetError } from '../texts';
import { EpicAncestors } from './EpicAncestors';
import { EpicDates } from './EpicDates';
import { fakeEpic, fakeEpicApi } from '../test/fakeEpicApi';

const graphql = vi.hoisted(() => ({ graphqlMutate: vi.fn(), graphqlQuery: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlMutate: graphql.graphqlMutate, graphqlQuery: graphql.graphqlQuery }));

const EPIC = { groupPath: 'gitlab-org', iid: 2 };

function node(overrides: Record<string, unknown> = {}) {
  return {
    id: 'gid://gitlab/Epic/12',
    startDate: '2026-03-01',
    startDateFixed: null,
    startDateIsFixed: false,
    startDateFromInheritedSource: '2026-03-01',
    dueDate: '2026-04-10',
    dueDateFixed: '2026-04-10',
    dueDateIsFixed: true,
    dueDateFromInheritedSource: null,
    ...overrides,
  };
}

function renderDates(canUpdate = true) {
  const onError = vi.fn();
  render(
    <ThemeProvider>
      <EpicDates epic={EPIC} epicId={12} canUpdate={canUpdate} onError={onError} />
    </ThemeProvider>,
  );
  return onError;
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetQueryClient();
  graphql.graphqlMutate.mockReset();
  graphql.graphqlQuery.mockReset();
  graphql.graphqlQuery.mockResolvedValue({ group: { id: 'gid://gitlab/Group/1', epic: node() } });
});

describe('EpicDates', () => {
  it('names the milestone an inherited date comes from, with its dates, or says how to get one', async () => {
    fakeEpicApi({ epic: fakeEpic({ start_date_sourcing_milestone_title: '16.2', start_date_sourcing_milestone_dates: { start_date: '2026-02-20', due_date: '2026-03-31' } }) });
    renderDates();
    await screen.findByLabelText('Start date: Mar 1, 2026');
    expect(await within(section('Start date')).findByLabelText('Inherited from milestone 16.2')).toHaveTextContent('16.2Feb 20 – Mar 31, 2026');
    expect(within(section('Due date')).getByText("To schedule your epic's due date based on milestones, assign a milestone with a due date to any issue in the epic.")).toBeInTheDocument();
  });

  it('shows each date with its fixed and inherited values', async () => {
    renderDates();
    expect(await screen.findByLabelText('Start date: Mar 1, 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Due date: Apr 10, 2026')).toBeInTheDocument();
    expect(graphql.graphqlQuery).toHaveBeenCalledWith(expect.stringContaining('query epicDates'), { fullPath: 'gitlab-org', iid: '2' });
    const start = section('Start date');
    expect(within(start).getByRole('radio', { name: /Inherited:/ })).toBeChecked();
    expect(within(start).getByText('Fixed:').parentElement).toHaveTextContent('Fixed: None');
    expect(within(start).getByText('Inherited:').parentElement).toHaveTextContent('Inherited: Mar 1, 2026');
    const due = section('Due date');
    expect(within(due).getByRole('radio', { name: /Fixed:/ })).toBeChecked();
    expect(within(due).getByText('Inherited:').parentElement).toHaveTextContent('Inherited: None');
  });

  it('switches a date to inherited through updateEpic and shows the answer', async () => {
    graphql.graphqlMutate.mockResolvedValue({ updateEpic: { epic: node({ dueDate: null, dueDateIsFixed: false }), errors: [] } });
    renderDates();
    await screen.findByLabelText('Due date: Apr 10, 2026');
    fireEvent.click(within(section('Due date')).getByRole('radio', { name: /Inherited:/ }));
    expect(await screen.findByLabelText('Due date: None')).toBeInTheDocument();
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('mutation updateEpicDates'), { input: { groupPath: 'gitlab-org', iid: '2', dueDateIsFixed: false } });
    expect(within(section('Due date')).getByRole('radio', { name: /Inherited:/ })).toBeChecked();
  });

  it('picks a fixed start date (fixed from then on) and removes a fixed date', async () => {
    graphql.graphqlMutate.mockResolvedValueOnce({ updateEpic: { epic: node({ startDate: '2026-03-05', startDateFixed: '2026-03-05', startDateIsFixed: true }), errors: [] } });
    renderDates();
    await screen.findByLabelText('Start date: Mar 1, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Edit start date' }));
    const picker = screen.getByLabelText('Choose start date');
    expect(picker).toHaveAttribute('max', '2026-04-10');
    fireEvent.change(picker, { target: { value: '2026-03-05' } });
    expect(await screen.findByLabelText('Start date: Mar 5, 2026')).toBeInTheDocument();
    expect(graphql.graphqlMutate).toHaveBeenLastCalledWith(expect.anything(), { input: { groupPath: 'gitlab-org', iid: '2', startDateIsFixed: true, startDateFixed: '2026-03-05' } });

    graphql.graphqlMutate.mockResolvedValueOnce({ updateEpic: { epic: node({ dueDate: null, dueDateFixed: null }), errors: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove fixed due date' }));
    expect(await screen.findByLabelText('Due date: None')).toBeInTheDocument();
    expect(graphql.graphqlMutate).toHaveBeenLastCalledWith(expect.anything(), { input: { groupPath: 'gitlab-org', iid: '2', dueDateFixed: null } });
  });

  it('refuses a start date after the due date and a due date before the start date', async () => {
    const onError = renderDates();
    await screen.findByLabelText('Start date: Mar 1, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Edit start date' }));
    fireEvent.change(screen.getByLabelText('Choose start date'), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit due date' }));
    expect(screen.getByLabelText('Choose due date')).toHaveAttribute('min', '2026-03-01');
    fireEvent.change(screen.getByLabelText('Choose due date'), { target: { value: '2026-02-01' } });
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(EPIC_DATE_ORDER_ERROR);
    expect(graphql.graphqlMutate).not.toHaveBeenCalled();
  });

  it('says which date could not be set when the update fails or lists errors, and keeps the dates', async () => {
    graphql.graphqlMutate.mockResolvedValueOnce({ updateEpic: { epic: null, errors: ['Start date must be before due date'] } });
    const onError = renderDates();
    await screen.findByLabelText('Start date: Mar 1, 2026');
    fireEvent.click(within(section('Start date')).getByRole('radio', { name: /Fixed:/ }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(epicDateSetError('start')));
    expect(onError).toHaveBeenCalledWith('Something went wrong while setting epic start date.');
    expect(screen.getByLabelText('Start date: Mar 1, 2026')).toBeInTheDocument();
  });

  it('offers no changes to those who may not update', async () => {
    renderDates(false);
    await screen.findByLabelText('Start date: Mar 1, 2026');
    expect(screen.queryByRole('button', { name: 'Edit start date' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove fixed due date' })).not.toBeInTheDocument();
    expect(within(section('Start date')).getByRole('radio', { name: /Fixed:/ })).toBeDisabled();
  });

  it('says the dates could not be fetched', async () => {
    graphql.graphqlQuery.mockRejectedValue(new Error('network'));
    renderDates();
    expect(await screen.findByText(epicDateFetchError('start'))).toBeInTheDocument();
    expect(screen.getByText(epicDateFetchError('due'))).toBeInTheDocument();
  });
});

function renderAncestors() {
  render(
    <ThemeProvider>
      <EpicAncestors epic={EPIC} epicId={12} />
    </ThemeProvider>,
  );
}

const ancestor = (id: number, title: string) => ({ id: `gid://gitlab/Epic/${id}`, title, state: 'opened', webUrl: `http://x/groups/gitlab-org/-/epics/${id}`, reference: `gitlab-org&${id}` });

describe('EpicAncestors', () => {
  it('lists the ancestors root first as links', async () => {
    graphql.graphqlQuery.mockResolvedValue({ group: { id: 'g', epic: { id: 'e', hasParent: true, parent: { id: 'gid://gitlab/Epic/2' }, ancestors: { nodes: [ancestor(1, 'Root'), ancestor(2, 'Parent')] } } } });
    renderAncestors();
    const links = await within(await screen.findByRole('list')).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Root', 'Parent']);
    expect(links[1]).toHaveAttribute('href', 'http://x/groups/gitlab-org/-/epics/2');
    expect(graphql.graphqlQuery).toHaveBeenCalledWith(expect.stringContaining('query epicAncestors'), { fullPath: 'gitlab-org', iid: '2' });
  });

  it('shows None without a parent', async () => {
    graphql.graphqlQuery.mockResolvedValueOnce({ group: { id: 'g', epic: { id: 'e', hasParent: false, parent: null, ancestors: { nodes: [] } } } });
    renderAncestors();
    expect(await within(screen.getByRole('region', { name: 'Ancestors' })).findByText('None')).toBeInTheDocument();
  });

  it('shows the permission text for a parent the reader may not see, never the hidden epic', async () => {
    graphql.graphqlQuery.mockResolvedValueOnce({ group: { id: 'g', epic: { id: 'e', hasParent: true, parent: null, ancestors: { nodes: [] } } } });
    renderAncestors();
    expect(await screen.findByText(EPIC_PARENT_HIDDEN)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "An error occurred while fetching ancestors." when they cannot be read', async () => {
    graphql.graphqlQuery.mockRejectedValue(new Error('network'));
    renderAncestors();
    expect(await screen.findByText(EPIC_ANCESTORS_ERROR)).toBeInTheDocument();
  });
});
