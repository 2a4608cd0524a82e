import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { fakeRestApi, fakeSession } from 'shared-kernel/testing';
import { AdminSettingsPage } from './AdminSettingsPage';
import { AdminPage } from './AdminPage';

describe('the Admin Area', () => {
  it('is a 404 for anybody but an administrator, without asking the API', async () => {
    fakeSession('developer');
    const api = fakeRestApi(() => ({ status: 403, data: { message: '403 Forbidden' } }));
    const { unmount } = render(<AdminSettingsPage />);
    expect(screen.getByRole('heading', { name: '404: Page not found' })).toBeInTheDocument();
    unmount();
    render(<AdminPage />);
    expect(screen.getByRole('heading', { name: '404: Page not found' })).toBeInTheDocument();
    expect(api.urls).toEqual([]);
  });

  it('lets an administrator turn sign-up off and says the settings were saved', async () => {
    fakeSession('root', { is_admin: true });
    const sent: unknown[] = [];
    fakeRestApi(({ path, config }) => {
      if (path !== '/api/v4/application/settings') return { status: 404, data: {} };
      if (config.method === 'put') {
        sent.push(JSON.parse(String(config.data)));
        return { status: 200, data: { id: 1, signup_enabled: false, updated_at: '2026-01-01T00:00:00Z' } };
      }
      return { status: 200, data: { id: 1, signup_enabled: true, updated_at: null } };
    });
    render(<AdminSettingsPage />);
    const checkbox = await screen.findByRole('checkbox', { name: 'Sign-up enabled' });
    expect(checkbox).toBeChecked();
    fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Application settings saved successfully');
    expect(sent).toEqual([{ signup_enabled: false }]);
    expect(screen.getByRole('checkbox', { name: 'Sign-up enabled' })).not.toBeChecked();
  });
});
