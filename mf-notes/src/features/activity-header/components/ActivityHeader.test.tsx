import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'shared-kernel/primer';
import { ActivityHeader } from './ActivityHeader';

function renderHeader() {
  const onSortChange = vi.fn();
  const onFilterChange = vi.fn();
  render(
    <ThemeProvider>
      <ActivityHeader sort="asc" filter={0} onSortChange={onSortChange} onFilterChange={onFilterChange} />
    </ThemeProvider>,
  );
  return { onSortChange, onFilterChange };
}

describe('ActivityHeader', () => {
  it('shows the sort and filter buttons as menu buttons before any menu is mounted', () => {
    renderHeader();
    for (const name of ['Sort: Oldest first', 'Filter: All activity']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-haspopup', 'true');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the sort menu on the first click and sorts', async () => {
    const user = userEvent.setup();
    const { onSortChange } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Sort: Oldest first' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Newest first' }));
    expect(onSortChange).toHaveBeenCalledWith('desc');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the filter menu with ArrowDown, as the menu button does', async () => {
    const user = userEvent.setup();
    const { onFilterChange } = renderHeader();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Filter: All activity' }), { key: 'ArrowDown' });
    await user.click(await screen.findByRole('menuitemradio', { name: 'History only' }));
    expect(onFilterChange).toHaveBeenCalledWith(2);
  });
});
