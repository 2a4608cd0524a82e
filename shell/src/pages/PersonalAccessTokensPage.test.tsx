import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRestApi } from 'shared-kernel/testing';
import { PersonalAccessTokensPage } from './PersonalAccessTokensPage';
import type { PersonalAccessToken } from '../features/personal-access-tokens/api';

const token = (id: number, name: string, extra: Partial<PersonalAccessToken> = {}): PersonalAccessToken => ({
  id,
  name,
  revoked: false,
  created_at: '2026-01-02T10:00:00.000Z',
  scopes: ['api'],
  user_id: 4,
  last_used_at: null,
  active: true,
  expires_at: null,
  ...extra,
});

/** A fake server for the page's JSON routes that records what it was sent. */
function fakeServer(initial: PersonalAccessToken[], options: { status?: number } = {}) {
  let tokens = [...initial];
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  fakeRestApi(({ path, config }) => {
    const method = String(config.method).toUpperCase();
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : undefined;
    requests.push({ method, path, body });
    if (options.status) return { status: options.status, data: { message: '401 Unauthorized' } };
    if (method === 'POST') {
      const input = body as { name: string; scopes: string[]; expires_at: string | null };
      if (input.name === 'bad') return { status: 400, data: { message: { scopes: ['does not have a valid value'] } } };
      tokens = [...tokens, token(99, input.name, { scopes: input.scopes, expires_at: input.expires_at })];
      return { status: 200, data: { new_token: 'glpat-abcdefghij0123456789', active_access_tokens: tokens } };
    }
    const revoke = /\/(\d+)\/revoke$/.exec(path);
    if (method === 'PUT' && revoke) tokens = tokens.filter((t) => t.id !== Number(revoke[1]));
    return { status: 200, data: { active_access_tokens: tokens } };
  });
  return requests;
}

describe('PersonalAccessTokensPage', () => {
  it('lists the active tokens with scopes, dates and "Never"', async () => {
    fakeServer([token(1, 'laptop', { scopes: ['read_api', 'read_user'], last_used_at: '2026-02-03T00:00:00Z', expires_at: '2027-01-01' }), token(2, 'ci')]);
    render(<PersonalAccessTokensPage />);
    const table = await screen.findByRole('table', { name: 'Active personal access tokens' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['laptop', 'read_api, read_user', '2026-01-02', '2026-02-03', '2027-01-01'],
      ['ci', 'api', '2026-01-02', 'Never', 'Never'],
    ]);
    expect(screen.getByRole('heading', { name: 'Active personal access tokens (2)' })).toBeInTheDocument();
  });

  it('creates a token with name, scopes and expiry, shows it once with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const requests = fakeServer([]);
    render(<PersonalAccessTokensPage />);
    expect(await screen.findByText('This user has no active personal access tokens.')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create personal access token' });
    expect(create).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Token name/ }), 'deploy');
    await user.click(screen.getByRole('checkbox', { name: 'read_api' }));
    await user.click(screen.getByRole('checkbox', { name: 'read_user' }));
    await user.type(screen.getByLabelText('Expiration date'), '2030-05-06');
    await user.click(create);
    const shown = await screen.findByRole('textbox', { name: 'Your new personal access token' });
    expect(shown).toHaveValue('glpat-abcdefghij0123456789');
    expect(requests.find((r) => r.method === 'POST')).toEqual({ method: 'POST', path: '/-/profile/personal_access_tokens', body: { name: 'deploy', scopes: ['read_api', 'read_user'], expires_at: '2030-05-06' } });
    await user.click(screen.getByRole('button', { name: 'Copy personal access token' }));
    expect(writeText).toHaveBeenCalledWith('glpat-abcdefghij0123456789');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // The form is emptied and the list has the new token (without its secret).
    expect(screen.getByRole('textbox', { name: /^Token name/ })).toHaveValue('');
    const table = screen.getByRole('table', { name: 'Active personal access tokens' });
    expect(within(table).getByText('deploy')).toBeInTheDocument();
    expect(table.textContent).not.toContain('glpat-');
  });

  it('shows the server error when creation is refused', async () => {
    const user = userEvent.setup();
    fakeServer([]);
    render(<PersonalAccessTokensPage />);
    await screen.findByText('This user has no active personal access tokens.');
    await user.type(screen.getByRole('textbox', { name: /^Token name/ }), 'bad');
    await user.click(screen.getByRole('checkbox', { name: 'api' }));
    await user.click(screen.getByRole('button', { name: 'Create personal access token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('does not have a valid value');
    expect(screen.queryByRole('textbox', { name: 'Your new personal access token' })).not.toBeInTheDocument();
  });

  it('revokes a token after confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const requests = fakeServer([token(1, 'laptop'), token(2, 'ci')]);
    render(<PersonalAccessTokensPage />);
    await user.click(await screen.findByRole('button', { name: 'Revoke laptop' }));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke laptop' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to revoke the laptop Personal Access Token? This action cannot be undone.');
    await vi.waitFor(() => expect(screen.queryByText('laptop')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual(['/-/profile/personal_access_tokens/1/revoke']);
    expect(screen.getByText('ci')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('asks a signed-out visitor to sign in', async () => {
    fakeServer([], { status: 401 });
    render(<PersonalAccessTokensPage />);
    expect(await screen.findByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/users/sign_in?redirect=%2F-%2Fprofile%2Fpersonal_access_tokens');
  });
});
