import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from 'shared-kernel/testing';
import MergeRequestApp from '../../../exposes/MergeRequestApp';
import { PROJECT } from '../../../test/diffFixtures';
import { fakeMergeRequest, fakeMergeRequestApi } from '../../../test/fakeMergeRequestApi';
import { approvalSummary } from './ApprovalWidget';

const API = `/api/v4/projects/${encodeURIComponent(PROJECT)}/merge_requests/1`;
const ME = { id: 5, username: 'maintainer', name: 'Max Maintainer', avatar_url: null, web_url: '/maintainer' };
const OTHER = { id: 6, username: 'developer', name: 'Dev Eloper', avatar_url: null, web_url: '/developer' };
const state = (approvedBy: (typeof ME)[], mine: boolean) => ({ approved: approvedBy.length > 0, approvals_required: 0, approvals_left: 0, approved_by: approvedBy.map((user) => ({ user })), user_has_approved: mine, user_can_approve: !mine });

describe('approvalSummary', () => {
  it("words who approved as GitLab's widget does", () => {
    expect(approvalSummary([], false)).toBe('Approval is optional');
    expect(approvalSummary([{ user: ME }], true)).toBe('Approved by you');
    expect(approvalSummary([{ user: ME }, { user: OTHER }], true)).toBe('Approved by you and others');
    expect(approvalSummary([{ user: OTHER }], false)).toBe('Approved by');
  });
});

describe('ApprovalWidget', () => {
  it('approves with the head sha, lists the approvers, revokes, and shows the reviewers\' states', async () => {
    fakeSession('maintainer');
    const user = userEvent.setup();
    const mr = fakeMergeRequest({ ...state([OTHER], false), reviewers: [{ ...OTHER, id: 7, username: 'reviewer', name: 'Rae Viewer', state: 'approved' }], current_user: { can_admin: true } });
    // The server's page JSON follows the approvals (the widget reloads it after each change).
    const answer = (next: ReturnType<typeof state>) => {
      api.setMergeRequest({ ...mr, ...next });
      return { status: 201, data: next };
    };
    const api = fakeMergeRequestApi({
      mr,
      override: ({ path, method }) => {
        if (path === `${API}/approve` && method === 'POST') return answer(state([OTHER, ME], true));
        if (path === `${API}/unapprove` && method === 'POST') return answer(state([OTHER], false));
        return undefined;
      },
    });
    render(<MergeRequestApp fullPath={PROJECT} iid={1} />);
    const widget = await screen.findByRole('region', { name: 'Approvals' });
    expect(within(widget).getByTestId('approvals-summary')).toHaveTextContent('Approved by');
    expect(within(within(widget).getByRole('list', { name: 'Approved by' }).parentElement as HTMLElement).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(widget).getByRole('button', { name: 'Approve additionally' }));
    expect(await within(widget).findByRole('button', { name: 'Revoke approval' })).toBeInTheDocument();
    expect(within(widget).getByTestId('approvals-summary')).toHaveTextContent('Approved by you and others');
    expect(within(widget).getAllByRole('listitem')).toHaveLength(2);
    expect(api.requests.find((r) => r.path === `${API}/approve`)?.body).toEqual({ sha: 'c48ee0d1bf3b30453f5b32250ce03134beaa6d13' });

    await user.click(within(widget).getByRole('button', { name: 'Revoke approval' }));
    expect(await within(widget).findByRole('button', { name: 'Approve additionally' })).toBeInTheDocument();

    const sidebar = screen.getByRole('complementary', { name: 'Merge request sidebar' });
    expect(within(within(sidebar).getByRole('list', { name: 'Reviewers' })).getByTestId('reviewer-state')).toHaveTextContent('Reviewer approved changes');
    expect(within(sidebar).getByRole('button', { name: 'Re-request review from Rae Viewer' })).toBeInTheDocument();
  });

  it('says so when approving fails', async () => {
    fakeSession('maintainer');
    const user = userEvent.setup();
    fakeMergeRequestApi({ mr: fakeMergeRequest(state([], false)), override: ({ path }) => (path === `${API}/approve` ? { status: 500, data: { message: 'boom' } } : undefined) });
    render(<MergeRequestApp fullPath={PROJECT} iid={1} />);
    const widget = await screen.findByRole('region', { name: 'Approvals' });
    expect(within(widget).getByTestId('approvals-summary')).toHaveTextContent('Approval is optional');
    await user.click(within(widget).getByRole('button', { name: 'Approve' }));
    expect(await within(widget).findByRole('alert')).toHaveTextContent('An error occurred while submitting your approval.');
  });

  it('offers nothing to those who may not approve', async () => {
    fakeSession('reporter');
    fakeMergeRequestApi({ mr: fakeMergeRequest({ ...state([], false), user_can_approve: false }) });
    render(<MergeRequestApp fullPath={PROJECT} iid={1} />);
    const readOnly = await screen.findByRole('region', { name: 'Approvals' });
    expect(within(readOnly).queryByRole('button')).toBeNull();
  });
});
