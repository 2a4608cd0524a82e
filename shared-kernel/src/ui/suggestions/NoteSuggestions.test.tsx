// @vitest-environment jsdom
import 'shared-kernel/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRestApi } from 'shared-kernel/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoteSuggestions } from './NoteSuggestions';
import { SuggestionBatchProvider } from './SuggestionBatch';
import { suggestionLineHtml, suggestionRows, type Suggestion } from './types';

afterEach(cleanup);

function suggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: 7,
    from_line: 5,
    to_line: 5,
    appliable: true,
    applied: false,
    outdated: false,
    diff_lines: [
      { type: 'match', old_line: null, new_line: null, text: '@@ -5 +5 @@', rich_text: '@@ -5 +5 @@' },
      { type: 'new', old_line: null, new_line: 5, text: '+five', rich_text: '+five' },
      { type: 'old', old_line: 5, new_line: null, text: '-line 5', rich_text: '-line <span class="m">5</span>' },
    ],
    current_user: { can_apply: true },
    inapplicable_reason: null,
    ...overrides,
  };
}

function bodyOf(config: { data?: unknown }): unknown {
  return typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
}

describe('suggestion rendering', () => {
  it('puts the removed lines before the added ones, without the hunk header or the sign', () => {
    const rows = suggestionRows(suggestion().diff_lines);
    expect(rows.map((line) => line.type)).toEqual(['old', 'new']);
    expect(rows.map(suggestionLineHtml)).toEqual(['line <span class="m">5</span>', 'five']);
  });

  it('shows the suggested change under its header, old lines removed and new lines added', () => {
    render(<NoteSuggestions suggestions={[suggestion()]} />);
    const box = screen.getByLabelText('Suggested change');
    expect(within(box).getByText('Suggested change')).toBeTruthy();
    const rows = within(box).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['5-line 5', '5+five']);
    expect(within(rows[0] as HTMLElement).getByLabelText('Removed line')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByLabelText('Added line')).toBeTruthy();
    // Without a batch provider, no batch buttons.
    expect(screen.queryByRole('button', { name: 'Add suggestion to batch' })).toBeNull();
  });

  it('disables the actions with the reason as tooltip, and shows Applied', () => {
    const { rerender } = render(
      <SuggestionBatchProvider>
        <NoteSuggestions suggestions={[suggestion({ current_user: { can_apply: false }, inapplicable_reason: "You don't have write access to the source branch." })]} />
      </SuggestionBatchProvider>,
    );
    expect((screen.getByRole('button', { name: 'Apply suggestion' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add suggestion to batch' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTitle("You don't have write access to the source branch.")).toBeTruthy();
    rerender(
      <SuggestionBatchProvider>
        <NoteSuggestions suggestions={[suggestion({ appliable: false, inapplicable_reason: "Can't apply as this line was changed in a more recent version." })]} />
      </SuggestionBatchProvider>,
    );
    expect((screen.getByRole('button', { name: 'Apply suggestion' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTitle("Can't apply as this line was changed in a more recent version.")).toBeTruthy();
    rerender(<NoteSuggestions suggestions={[suggestion({ applied: true, appliable: false })]} />);
    expect(screen.getByText('Applied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply suggestion' })).toBeNull();
  });

  it('applies one suggestion with a custom commit message, then tells the host', async () => {
    const api = fakeRestApi(() => ({ status: 200, data: { id: 7, applied: true } }));
    const onApplied = vi.fn();
    const user = userEvent.setup();
    render(<NoteSuggestions suggestions={[suggestion()]} onApplied={onApplied} />);
    await user.click(screen.getByRole('button', { name: 'Apply suggestion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply suggestion' });
    const message = within(dialog).getByLabelText('Commit message');
    expect(message.getAttribute('placeholder')).toBe('Apply %{suggestions_count} suggestion(s) to %{files_count} file(s)');
    await user.type(message, 'Use five');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledTimes(1));
    const call = api.adapter.mock.calls[0]?.[0];
    expect(call?.method).toBe('put');
    expect(call?.url).toBe('/api/v4/suggestions/7/apply');
    expect(bodyOf(call ?? {})).toEqual({ commit_message: 'Use five' });
  });

  it("shows the server's message when applying fails, GitLab's text otherwise", async () => {
    let answer = { status: 400, data: { message: 'A file has been changed.' } as unknown };
    fakeRestApi(() => answer);
    const user = userEvent.setup();
    render(<NoteSuggestions suggestions={[suggestion()]} />);
    const apply = async () => {
      await user.click(screen.getByRole('button', { name: 'Apply suggestion' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }));
    };
    await apply();
    expect((await screen.findByRole('alert')).textContent).toContain('A file has been changed.');
    answer = { status: 500, data: '' };
    await apply();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Something went wrong while applying the suggestion. Please try again.'));
  });

  it('collects a batch across notes and applies it as one call with the count', async () => {
    const api = fakeRestApi(() => ({ status: 200, data: [] }));
    const first = vi.fn();
    const second = vi.fn();
    const user = userEvent.setup();
    render(
      <SuggestionBatchProvider>
        <div data-testid="one">
          <NoteSuggestions suggestions={[suggestion({ id: 1 })]} onApplied={first} />
        </div>
        <div data-testid="two">
          <NoteSuggestions suggestions={[suggestion({ id: 2 })]} onApplied={second} />
        </div>
      </SuggestionBatchProvider>,
    );
    const one = screen.getByTestId('one');
    const two = screen.getByTestId('two');
    await user.click(within(one).getByRole('button', { name: 'Add suggestion to batch' }));
    expect(within(one).getByRole('button', { name: /Apply suggestions/ }).textContent).toContain('1');
    await user.click(within(two).getByRole('button', { name: 'Add suggestion to batch' }));
    expect(within(two).getByRole('button', { name: /Apply suggestions/ }).textContent).toContain('2');
    await user.click(within(two).getByRole('button', { name: 'Remove from batch' }));
    expect(within(two).getByRole('button', { name: 'Add suggestion to batch' })).toBeTruthy();
    await user.click(within(two).getByRole('button', { name: 'Add suggestion to batch' }));

    await user.click(within(one).getByRole('button', { name: /Apply suggestions/ }));
    await waitFor(() => expect(second).toHaveBeenCalled());
    expect(first).toHaveBeenCalled();
    const call = api.adapter.mock.calls[0]?.[0];
    expect(call?.url).toBe('/api/v4/suggestions/batch_apply');
    expect(bodyOf(call ?? {})).toEqual({ ids: [1, 2] });
    expect(within(one).getByRole('button', { name: 'Add suggestion to batch' })).toBeTruthy();
  });
});
