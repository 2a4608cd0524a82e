import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetShortcutRegistry } from 'shared-kernel/shortcuts';
import { fakeApi, fakeIssuable, renderIssuable } from '../../test/renderIssuable';
import type { IssuableApi } from '../../core';
import { SidebarAssignees, SidebarReviewers } from './SidebarPeople';
import { SidebarMilestone } from './SidebarMilestone';

const dana = { id: 4, username: 'developer', name: 'Dana Developer', avatar_url: null, web_url: '/developer' };
const rita = { id: 5, username: 'reporter', name: 'Rita Reporter', avatar_url: null, web_url: '/reporter' };
const members = vi.fn(async () => [
  { username: 'developer', name: 'Dana Developer' },
  { username: 'reporter', name: 'Rita Reporter' },
]);

function people(extra: Partial<IssuableApi> = {}) {
  const assignees = { members, set: vi.fn(async () => {}), error: 'Assignees failed' };
  const reviewers = { members, set: vi.fn(async () => {}), error: 'Reviewers failed', rereview: { run: vi.fn(async () => {}), error: 'Rereview failed' } };
  const milestone = { list: vi.fn(async () => [{ id: 11, title: '16.2', due_date: '2026-12-01' }]), run: vi.fn(async () => {}), error: 'Milestone failed' };
  return { api: fakeApi({ assignees, reviewers, milestone, ...extra }), assignees, reviewers, milestone };
}

beforeEach(() => {
  resetShortcutRegistry();
  members.mockClear();
});

describe('SidebarAssignees', () => {
  it('"assign yourself" saves the viewer; the picker (shortcut a) saves a changed choice once closed', async () => {
    const { api, assignees } = people();
    renderIssuable(<SidebarAssignees />, { api, issue: fakeIssuable({ assignees: [], current_user: { can_set_issue_metadata: true } }) });
    fireEvent.click(screen.getByRole('button', { name: 'assign yourself' }));
    await waitFor(() => expect(assignees.set).toHaveBeenCalledWith(['dev']));

    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.click(await screen.findByRole('option', { name: /Rita Reporter/ }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(assignees.set).toHaveBeenLastCalledWith(['reporter']));
    expect(members).toHaveBeenCalledTimes(1);
  });

  it('shows the names read-only without the port or the permission, and says when a save fails', async () => {
    const { unmount } = renderIssuable(<SidebarAssignees />, { api: fakeApi(), issue: fakeIssuable({ assignees: [dana], current_user: { can_set_issue_metadata: true } }) });
    expect(within(screen.getByRole('list', { name: 'Assignees' })).getByText('Dana Developer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit assignees' })).toBeNull();
    unmount();

    const { api, assignees } = people();
    assignees.set.mockRejectedValueOnce(new Error('no'));
    const { notify } = renderIssuable(<SidebarAssignees />, { api, issue: fakeIssuable({ assignees: [], current_user: { can_set_issue_metadata: true } }) });
    fireEvent.click(screen.getByRole('button', { name: 'assign yourself' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: 'Assignees failed' }));
  });
});

describe('SidebarReviewers', () => {
  it('lists reviewers with their state, re-requests a review from one who reviewed, and picks reviewers', async () => {
    const { api, reviewers } = people();
    renderIssuable(<SidebarReviewers />, {
      api,
      issue: fakeIssuable({ issue_type: 'merge_request', reviewers: [{ ...dana, state: 'unreviewed' }, { ...rita, state: 'approved' }], current_user: { can_set_issue_metadata: true } }),
    });
    const list = screen.getByRole('list', { name: 'Reviewers' });
    expect(within(list).getAllByTestId('reviewer-state').map((node) => node.textContent)).toEqual(['Awaiting review', 'Reviewer approved changes']);
    expect(screen.queryByRole('button', { name: 'Re-request review from Dana Developer' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Re-request review from Rita Reporter' }));
    await waitFor(() => expect(reviewers.rereview.run).toHaveBeenCalledWith(5));

    fireEvent.click(screen.getByRole('button', { name: 'Edit reviewers' }));
    expect(await screen.findByRole('dialog', { name: /Request review from/ })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: /Dana Developer/ }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(reviewers.set).toHaveBeenCalledWith(['reporter']));
  });
});

describe('SidebarMilestone', () => {
  it('`m` opens the picker; choosing sets the milestone', async () => {
    const { api, milestone } = people();
    renderIssuable(<SidebarMilestone />, { api, issue: fakeIssuable({ milestone: null, current_user: { can_set_issue_metadata: true } }) });
    fireEvent.keyDown(document.body, { key: 'm' });
    fireEvent.click(await screen.findByRole('option', { name: /16\.2/ }));
    await waitFor(() => expect(milestone.run).toHaveBeenCalledWith(11));
  });

  it('removes the current milestone chosen again, shows its state, and says when saving fails', async () => {
    const { api, milestone } = people();
    milestone.run.mockRejectedValueOnce(new Error('no'));
    const { notify } = renderIssuable(<SidebarMilestone />, {
      api,
      issue: fakeIssuable({ milestone: { id: 11, title: '16.2', start_date: '2000-01-01', due_date: '2000-02-01', web_url: '/m/11' }, current_user: { can_set_issue_metadata: true } }),
    });
    expect(screen.getByRole('link', { name: '16.2 · Past due' })).toHaveAttribute('data-past-due', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Edit milestone' }));
    fireEvent.click(await screen.findByRole('option', { name: /16\.2/ }));
    await waitFor(() => expect(milestone.run).toHaveBeenCalledWith(null));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: 'Milestone failed' }));
  });
});
