import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeRestApi, fakeSession } from 'shared-kernel/testing';
import { BillingPage } from './BillingPage';
import { SignUpPage } from './SignUpPage';

const inRouter = (element: React.ReactNode) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('the sign-up page', () => {
  it('registers through POST /users with GitLab field names and shows the per-field errors', async () => {
    fakeSession(null);
    const posted: unknown[] = [];
    fakeRestApi(({ path, config }) => {
      if (path === '/users/sign_up.json') return { status: 200, data: { signup_enabled: true, minimum_password_length: 8 } };
      if (path === '/users') {
        posted.push(JSON.parse(String(config.data)));
        return { status: 422, data: { message: { username: ['has already been taken'] } } };
      }
      return { status: 404, data: {} };
    });
    inRouter(<SignUpPage />);
    const form = await screen.findByRole('form', { name: 'Register' });
    fireEvent.change(within(form).getByLabelText(/Full name/), { target: { value: 'New Person' } });
    fireEvent.change(within(form).getByLabelText(/Username/), { target: { value: 'root' } });
    fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: 'n@example.com' } });
    fireEvent.change(within(form).getByLabelText(/Password/), { target: { value: 'a-good-password' } });
    expect(within(form).getByText('Minimum length is 8 characters.')).toBeInTheDocument();
    fireEvent.submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent(/has already been taken/);
    expect(posted).toEqual([{ user: { name: 'New Person', username: 'root', email: 'n@example.com', password: 'a-good-password' } }]);
  });

  it("says 'Sign-up is disabled' when the operator turned it off", async () => {
    fakeSession(null);
    fakeRestApi(() => ({ status: 200, data: { signup_enabled: false, minimum_password_length: 8 } }));
    inRouter(<SignUpPage />);
    expect(await screen.findByRole('heading', { name: 'Sign-up is disabled' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Register' })).not.toBeInTheDocument();
  });
});

describe('the billing page', () => {
  const group = { id: 1, name: 'GitLab.org', path: 'gitlab-org', full_path: 'gitlab-org', full_name: 'GitLab.org', description: null, visibility: 'public', web_url: '', parent_id: null };
  const subscription = {
    plan: { code: 'ultimate_trial', name: 'Ultimate Trial', trial: true, auto_renew: false, upgradable: true, exclude_guests: true },
    usage: { seats_in_subscription: 0, seats_in_use: 7, max_seats_used: 7, seats_owed: 0 },
    billing: { subscription_start_date: '2026-11-01', subscription_end_date: null, trial_starts_on: '2026-11-01', trial_ends_on: '2099-12-31' },
  };

  it("shows the plan, seats and trial dates of a member's top-level group", async () => {
    fakeSession('guest');
    fakeRestApi(({ path }) => (path === '/api/v4/groups/gitlab-org' ? { status: 200, data: group } : path === '/api/v4/namespaces/1/gitlab_subscription' ? { status: 200, data: subscription } : { status: 404, data: {} }));
    inRouter(<BillingPage fullPath="gitlab-org" />);
    expect(await screen.findByRole('heading', { name: /GitLab\.org is currently using the Ultimate Trial Plan/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Subscription' });
    expect(within(table).getByRole('row', { name: 'Seats currently in use 7' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Trial end date Dec 31, 2099' })).toBeInTheDocument();
    expect(screen.getByText(/days left in your trial/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn about the features of paid plans' })).toHaveAttribute('href', '/groups/gitlab-org/-/discover');
  });

  it('is the sign-in prompt signed out', async () => {
    fakeSession(null);
    const { unmount } = inRouter(<BillingPage fullPath="gitlab-org" />);
    expect(await screen.findByRole('heading', { name: 'You need to sign in or sign up before continuing.' })).toBeInTheDocument();
    unmount();
  });

  it('tells a signed-in non-member they cannot see it, and subgroups have none', async () => {
    fakeSession('outsider');
    fakeRestApi(({ path }) =>
      path === '/api/v4/groups/gitlab-org'
        ? { status: 200, data: group }
        : path === '/api/v4/groups/gitlab-org%2Fplatform'
          ? { status: 200, data: { ...group, id: 3, full_path: 'gitlab-org/platform', parent_id: 1 } }
          : { status: 403, data: { message: '403 Forbidden' } },
    );
    const { unmount } = inRouter(<BillingPage fullPath="gitlab-org" />);
    expect(await screen.findByText('Only members of this group can see its billing.')).toBeInTheDocument();
    unmount();
    inRouter(<BillingPage fullPath="gitlab-org/platform" />);
    expect(await screen.findByRole('heading', { name: '404: Page not found' })).toBeInTheDocument();
  });
});
