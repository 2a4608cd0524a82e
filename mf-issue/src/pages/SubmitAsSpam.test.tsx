import { fakeSession } from 'shared-kernel/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { resetEventBus } from 'shared-kernel/event-bus';
import { fakeIssue } from '../test/fakeIssue';
import { fakeIssueApi } from '../test/fakeIssueApi';
import IssueApp from '../exposes/IssueApp';
import { SPAM_ERROR, SPAM_SUCCESS } from '../features/issue/texts';

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

beforeEach(() => resetEventBus());

describe('Submit as spam', () => {
  it('posts mark_as_spam, says so, and drops the item once the server no longer offers it', async () => {
    fakeSession('root');
    let submitted = false;
    const api = fakeIssueApi({
      issue: fakeIssue({ current_user: { can_report_spam: true } }),
      override: ({ path, method }) => {
        if (path === '/gitlab-org/gitlab/-/issues/1/mark_as_spam' && method === 'POST') {
          submitted = true;
          return { status: 200, data: { notice: 'Issue was submitted as spam.', web_url: '/gitlab-org/gitlab/-/issues/1' } };
        }
        if (path === '/gitlab-org/gitlab/-/issues/1.json' && submitted) return { status: 200, data: fakeIssue({ current_user: { can_report_spam: false } }) };
        return undefined;
      },
    });
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Submit as spam' }));
    expect(await screen.findByText(SPAM_SUCCESS)).toBeInTheDocument();
    expect(SPAM_SUCCESS).toBe('Issue was submitted as spam.');
    expect(api.urls).toContain('/gitlab-org/gitlab/-/issues/1/mark_as_spam');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(within(await openMenu()).queryByRole('menuitem', { name: 'Submit as spam' })).not.toBeInTheDocument();
  });

  it('shows the error and keeps the item when the server refuses', async () => {
    fakeSession('root');
    fakeIssueApi({
      issue: fakeIssue({ current_user: { can_report_spam: true } }),
      override: ({ path }) => (path.endsWith('/mark_as_spam') ? { status: 422, data: { message: 'Issue has already been submitted as spam.' } } : undefined),
    });
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Submit as spam' }));
    expect(await screen.findByText(SPAM_ERROR)).toBeInTheDocument();
    expect(within(await openMenu()).getByRole('menuitem', { name: 'Submit as spam' })).toBeInTheDocument();
  });
});
