import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ActionList } from 'shared-kernel/primer';
import { getEventBus, type AnyEventEnvelope } from 'shared-kernel/event-bus';
import { fakeApi, fakeIssuable, renderIssuable } from '../../test/renderIssuable';
import { HeaderActions } from './HeaderActions';

async function menuItems() {
  fireEvent.click(await screen.findByRole('button', { name: 'Issue actions' }));
  const menu = await screen.findByRole('menu');
  return [...menu.querySelectorAll('[role="menuitem"], [role="menuitemcheckbox"]')].map((item) => item.textContent);
}

describe('the actions menu over the port', () => {
  it('offers an action only when the API has it, whatever the flags allow', async () => {
    renderIssuable(<HeaderActions editing={false} onEdit={() => {}} />);
    // The flags allow promote, lock, spam and delete; this API offers none of them.
    expect(await menuItems()).toEqual(['Close issue', 'Notifications', 'Copy reference']);
  });

  it('shows what the API offers, worded by its texts', async () => {
    const api = fakeApi({
      texts: () => ({ noun: 'epic', confidential: '', stateToggleError: () => '' }),
      destroy: { run: async () => '/groups/g', error: 'Delete failed' },
      promote: { run: async () => '/e', success: 'Promoted', error: 'No', available: () => false },
      reportAbuse: async () => {},
    });
    renderIssuable(<HeaderActions editing={false} onEdit={() => {}} />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Epic actions' }));
    const menu = await screen.findByRole('menu');
    const names = [...menu.querySelectorAll('[role="menuitem"], [role="menuitemcheckbox"]')].map((item) => item.textContent);
    // Promote is not available for this issuable; report abuse and delete are.
    expect(names).toEqual(['Close epic', 'Notifications', 'Copy reference', 'Report abuse', 'Delete epic']);
  });

  it("words the report item by the texts and adds the page's own items after close/reopen", async () => {
    const api = fakeApi({ texts: () => ({ noun: 'epic', confidential: '', stateToggleError: () => '', reportAbuse: 'Report abuse to administrator' }), reportAbuse: async () => {} });
    const onNew = vi.fn();
    renderIssuable(<HeaderActions editing={false} onEdit={() => {}} menuItems={<ActionList.Item onSelect={onNew}>New epic</ActionList.Item>} />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Epic actions' }));
    const menu = await screen.findByRole('menu');
    const names = [...menu.querySelectorAll('[role="menuitem"], [role="menuitemcheckbox"]')].map((item) => item.textContent);
    expect(names).toEqual(['Close epic', 'New epic', 'Notifications', 'Copy reference', 'Report abuse to administrator']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'New epic' }));
    expect(onNew).toHaveBeenCalled();
  });

  it('closes through api.setState and publishes status-changed with the API kind and path', async () => {
    const api = fakeApi();
    const events: AnyEventEnvelope[] = [];
    const subscription = getEventBus().events$().subscribe((event) => events.push(event));
    onTestFinished(() => subscription.unsubscribe());
    renderIssuable(<HeaderActions editing={false} onEdit={() => {}} />, { api });
    await menuItems();
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Close issue' }));
    await waitFor(() => expect(api.setState).toHaveBeenCalledWith('CLOSE'));
    await waitFor(() => expect(events.find((event) => event.type === 'status-changed')?.payload).toEqual({ issuableType: 'issue', id: 7, iid: 1, fullPath: 'group/project', state: 'closed' }));
  });

  it("says the kind's state error when the toggle fails", async () => {
    const api = fakeApi({ setState: vi.fn(async () => Promise.reject(new Error('down'))) });
    const { notify } = renderIssuable(<HeaderActions editing={false} onEdit={() => {}} />, { api, issue: fakeIssuable({ state: 'closed' }) });
    await menuItems();
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Reopen issue' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: 'Reopen failed' }));
  });

  it('deletes through the API after the confirmation and goes where it says', async () => {
    const api = fakeApi({ destroy: { run: vi.fn(async () => '/group/project/-/issues'), error: 'Delete failed' } });
    const { navigate } = renderIssuable(<HeaderActions editing={false} onEdit={() => {}} />, { api });
    await menuItems();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete issue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/group/project/-/issues'));
    expect(confirm).toHaveBeenCalled();
  });
});
