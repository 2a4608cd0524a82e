import { fakeSession } from 'shared-kernel/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { getEventBus, resetEventBus, type AnyEventEnvelope } from 'shared-kernel/event-bus';
import { fakeIssue } from '../test/fakeIssue';
import { fakeIssueApi } from '../test/fakeIssueApi';
import type * as ApiModule from 'shared-kernel/api';
import IssueApp from './IssueApp';

const graphql = vi.hoisted(() => ({ graphqlMutate: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlMutate: graphql.graphqlMutate }));

function renderApp() {
  return render(
    <ThemeProvider>
      <IssueApp fullPath="gitlab-org/gitlab" iid={1} />
    </ThemeProvider>,
  );
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Issue actions' }));
  return screen.findByRole('menu');
}

beforeEach(() => {
  resetEventBus();
  graphql.graphqlMutate.mockReset();
});

describe('IssueApp header', () => {
  it('shows the title, status, author and indicators', async () => {
    fakeSession('developer');
    fakeIssueApi({ issue: fakeIssue({ confidential: true, discussion_locked: true }) });
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trial widget shows wrong number of days' })).toBeInTheDocument();
    const header = screen.getByRole('banner', { name: 'Issue header' });
    expect(within(header).getByText('Open')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Dana Developer' })).toHaveAttribute('href', '/developer');
    expect(within(header).getByLabelText('Confidential issue')).toBeInTheDocument();
    expect(within(header).getByLabelText('Locked issue')).toBeInTheDocument();
  });

  it('says how a closed issue was closed, with a link', async () => {
    fakeSession(null);
    fakeIssueApi({ issue: fakeIssue({ state: 'closed', moved_to_issue_url: '/gitlab-org/other/-/issues/9' }) });
    renderApp();
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'moved' })).toHaveAttribute('href', '/gitlab-org/other/-/issues/9');
  });

  it('updates the header when another module publishes status-changed, and reads the issue again once', async () => {
    fakeSession('developer');
    // Another module closes the issue: from then on the server answers "closed", once the test lets it.
    let closedElsewhere = false;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { urls } = fakeIssueApi({
      override: ({ path, method }) =>
        closedElsewhere && method === 'GET' && path === '/gitlab-org/gitlab/-/issues/1.json' ? answered.then(() => ({ status: 200, data: fakeIssue({ state: 'closed' }) })) : undefined,
    });
    const reads = () => urls.filter((url) => url.endsWith('/-/issues/1.json')).length;
    renderApp();
    await screen.findByText('Open');
    expect(reads()).toBe(1);
    closedElsewhere = true;
    act(() => {
      getEventBus().publish('status-changed', { issuableType: 'issue', id: 7, iid: 1, fullPath: 'gitlab-org/gitlab', state: 'closed' }, { source: 'mf_notes' });
    });
    // At once, before the server answers.
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    answer();
    // The kernel's refetch of the key and the page's own reload share one request.
    await waitFor(() => expect(reads()).toBe(2));
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });
});

describe('IssueApp actions menu (spec §6)', () => {
  it('offers only copy reference to a signed-out visitor', async () => {
    fakeSession(null);
    fakeIssueApi({ issue: fakeIssue({ current_user: { can_update_issue: false, can_reopen_issue: false, can_award_emoji: false, can_create_issue: false } }) });
    renderApp();
    const menu = await openMenu();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy reference']);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers every action an owner may take', async () => {
    fakeSession('owner');
    fakeIssueApi({
      issue: fakeIssue({
        issue_email: 'incoming+1@example.test',
        current_user: { can_destroy_issue: true, can_promote_to_epic: true, show_lock_issue_option: true, can_report_spam: true },
      }),
    });
    renderApp();
    const menu = await openMenu();
    const names = [...menu.querySelectorAll('[role="menuitem"], [role="menuitemcheckbox"]')].map((item) => item.textContent);
    expect(names).toEqual([
      'Close issue',
      'New related issue',
      'Promote to epic',
      'Lock discussion',
      'Notifications',
      'Copy reference',
      'Copy issue email address',
      'Report abuse',
      'Submit as spam',
      'Delete issue',
    ]);
  });

  it('closes through updateIssue, publishes status-changed and shows Closed', async () => {
    fakeSession('developer');
    const api = fakeIssueApi();
    graphql.graphqlMutate.mockImplementation(async () => {
      api.editElsewhere({ state: 'closed' });
      return { updateIssue: { issue: { id: 'gid://gitlab/Issue/7', state: 'closed' }, errors: [] } };
    });
    const events: AnyEventEnvelope[] = [];
    getEventBus().events$().subscribe((event) => events.push(event));
    renderApp();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Close issue' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('updateIssue'), {
      input: { projectPath: 'gitlab-org/gitlab', iid: '1', stateEvent: 'CLOSE' },
    });
    expect(events.find((event) => event.type === 'status-changed')?.payload).toEqual({
      issuableType: 'issue',
      id: 7,
      iid: 1,
      fullPath: 'gitlab-org/gitlab',
      state: 'closed',
    });
  });

  it('asks before closing a blocked issue, listing the blockers', async () => {
    fakeSession('developer');
    const api = fakeIssueApi({ issue: fakeIssue({ blocked_by_issues: [{ iid: 4, title: 'Blocker', web_url: '/gitlab-org/gitlab/-/issues/4', reference: '#4' }] }) });
    graphql.graphqlMutate.mockImplementation(async () => {
      api.editElsewhere({ state: 'closed' });
      return { updateIssue: { issue: { id: '1', state: 'closed' }, errors: [] } };
    });
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Close issue' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('link', { name: '#4 Blocker' })).toBeInTheDocument();
    expect(graphql.graphqlMutate).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, close issue' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });

  it('shows the status error when the toggle fails', async () => {
    fakeSession('developer');
    fakeIssueApi();
    graphql.graphqlMutate.mockRejectedValue(new Error('boom'));
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Close issue' }));
    expect(await screen.findByText('Error occurred while updating the issue status')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('deletes with the form post (method override, CSRF token, destroy_confirm) after the danger modal', async () => {
    fakeSession('owner');
    const posted: unknown[] = [];
    fakeIssueApi({
      issue: fakeIssue({ current_user: { can_destroy_issue: true } }),
      override: ({ path, method, body }) => {
        if (path === '/gitlab-org/gitlab/-/issues/1' && method === 'POST') {
          posted.push(body);
          return { status: 200, data: { web_url: '/gitlab-org/gitlab/-/issues' } };
        }
        return undefined;
      },
    });
    const meta = Object.assign(document.createElement('meta'), { name: 'csrf-token', content: 'token' });
    document.head.append(meta);
    onTestFinished(() => meta.remove());
    const pushState = vi.spyOn(window.history, 'pushState');
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete issue' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete issue?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete issue' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ _method: 'delete', authenticity_token: 'token', destroy_confirm: 'true' });
    await waitFor(() => expect(pushState).toHaveBeenCalledWith(null, '', '/gitlab-org/gitlab/-/issues'));
  });

  it('promotes to an epic, says so and redirects', async () => {
    fakeSession('owner');
    fakeIssueApi({ issue: fakeIssue({ current_user: { can_promote_to_epic: true } }) });
    graphql.graphqlMutate.mockResolvedValue({ promoteToEpic: { epic: { id: 'gid://gitlab/Epic/1', webPath: '/groups/gitlab-org/-/epics/3' }, errors: [] } });
    const pushState = vi.spyOn(window.history, 'pushState');
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Promote to epic' }));
    expect(await screen.findByText('The issue was successfully promoted to an epic. Redirecting to epic...')).toBeInTheDocument();
    // The notice is on screen before the page leaves.
    expect(pushState).not.toHaveBeenCalledWith(null, '', '/groups/gitlab-org/-/epics/3');
    await waitFor(() => expect(pushState).toHaveBeenCalledWith(null, '', '/groups/gitlab-org/-/epics/3'), { timeout: 3000 });
  });

  it('reports a promote failure, also when the payload has errors', async () => {
    fakeSession('owner');
    fakeIssueApi({ issue: fakeIssue({ current_user: { can_promote_to_epic: true } }) });
    graphql.graphqlMutate.mockResolvedValue({ promoteToEpic: { epic: null, errors: ['Cannot promote'] } });
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Promote to epic' }));
    expect(await screen.findByText('Something went wrong while promoting the issue to an epic. Please try again.')).toBeInTheDocument();
  });

  it('copies the reference and says so', async () => {
    fakeSession('developer');
    fakeIssueApi();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Copy reference' }));
    expect(await screen.findByText('Reference copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('gitlab-org/gitlab#1');
  });
});
