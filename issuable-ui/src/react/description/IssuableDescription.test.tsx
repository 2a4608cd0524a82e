import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fakeIssuable, renderIssuable } from '../../test/renderIssuable';
import { IssuableDescription } from './IssuableDescription';

describe('IssuableDescription over the port', () => {
  it('toggles a task through api.toggleTask with its source line and the lock_version', async () => {
    const api = fakeApi();
    renderIssuable(<IssuableDescription />, { api });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'first' }));
    await waitFor(() =>
      expect(api.toggleTask).toHaveBeenCalledWith({ index: 1, checked: true, lineNumber: 3, lineSource: '- [ ] first' }, 3, 'Steps:\n\n- [ ] first'),
    );
  });

  it('offers "Convert to task" only when the API has tasks', async () => {
    renderIssuable(<IssuableDescription />);
    fireEvent.click(await screen.findByRole('button', { name: 'Task actions: first' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Convert to task' })).not.toBeInTheDocument();
  });

  it('deletes an item through api.saveDescription', async () => {
    const api = fakeApi({ tasks: { create: vi.fn(async () => ({ iid: 9 })), revert: vi.fn(async () => {}) } });
    renderIssuable(<IssuableDescription />, { api, issue: fakeIssuable() });
    fireEvent.click(await screen.findByRole('button', { name: 'Task actions: first' }));
    expect(await screen.findByRole('menuitem', { name: 'Convert to task' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(api.saveDescription).toHaveBeenCalledWith('Steps:\n', 3));
  });
});
