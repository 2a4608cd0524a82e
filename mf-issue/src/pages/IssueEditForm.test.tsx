import { fakeSession } from 'shared-kernel/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { fakeIssue } from '../test/fakeIssue';
import { fakeIssueApi } from '../test/fakeIssueApi';
import IssueApp from '../exposes/IssueApp';

function renderApp() {
  return render(
    <ThemeProvider>
      <IssueApp fullPath="gitlab-org/gitlab" iid={1} />
    </ThemeProvider>,
  );
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.findByRole('form', { name: 'Edit issue' });
}

describe('IssueEditForm', () => {
  it('offers the project\'s description templates, read once through the page cache however often the form opens', async () => {
    fakeSession('developer');
    let reads = 0;
    fakeIssueApi({
      override: ({ path }) => {
        if (!path.endsWith('/templates/issues')) return undefined;
        reads += 1;
        return { status: 200, data: [{ key: 'bug', name: 'Bug' }] };
      },
    });
    renderApp();
    let form = await openForm();
    expect(await within(form).findByRole('option', { name: 'Bug' })).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit issue' })).not.toBeInTheDocument());
    form = await openForm();
    expect(within(form).getByRole('option', { name: 'Bug' })).toBeInTheDocument();
    expect(reads).toBe(1);
  });

  it('disables Save while the title is blank and saves with the lock_version on Ctrl+Enter', async () => {
    fakeSession('developer');
    const api = fakeIssueApi();
    renderApp();
    const form = await openForm();
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    fireEvent.change(title, { target: { value: '   ' } });
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    fireEvent.change(title, { target: { value: 'New title' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description' }), { target: { value: 'New text' } });
    expect(localStorage.getItem('autosave/gitlab-org/gitlab/-/issues/1/title')).toBe('New title');
    expect(localStorage.getItem('autosave/gitlab-org/gitlab/-/issues/1/description/lockVersion')).toBe('3');
    fireEvent.keyDown(within(form).getByRole('textbox', { name: 'Description' }), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'New title' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit issue' })).not.toBeInTheDocument();
    expect(api.issue).toMatchObject({ title: 'New title', description: 'New text', lock_version: 4 });
    expect(localStorage.getItem('autosave/gitlab-org/gitlab/-/issues/1/title')).toBeNull();
  });

  it('shows the concurrent-edit warning with their changes on 409, then overwrites on the next save', async () => {
    fakeSession('developer');
    const api = fakeIssueApi();
    renderApp();
    const form = await openForm();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Mine' } });
    api.editElsewhere({ title: 'Theirs', title_html: 'Theirs' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const warning = await within(form).findByText(/Someone edited the issue at the same time you did/);
    expect(warning).toBeInTheDocument();
    expect(within(form).getByLabelText('Their title')).toHaveTextContent('Theirs');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mine' })).toBeInTheDocument();
    expect(api.issue.title).toBe('Mine');
  });

  it('restores a draft; an outdated one asks to Keep or Discard', async () => {
    fakeSession('developer');
    localStorage.setItem('autosave/gitlab-org/gitlab/-/issues/1/description', 'My draft');
    localStorage.setItem('autosave/gitlab-org/gitlab/-/issues/1/description/lockVersion', '2');
    fakeIssueApi();
    renderApp();
    const form = await openForm();
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('My draft');
    const prompt = within(form).getByRole('alert');
    expect(prompt).toHaveTextContent('The comment you are editing has been changed by another user.');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Discard' }));
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('Some description');
  });

  it('asks before saving a description that contains a token', async () => {
    fakeSession('developer');
    const api = fakeIssueApi();
    renderApp();
    const form = await openForm();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description' }), { target: { value: 'token glpat-abcdefghij0123456789' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This description appears to have a token in it. Are you sure you want to add it?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.issue.lock_version).toBe(3);
  });

  it('asks before a link leaves the page with unsaved changes', async () => {
    fakeSession('developer');
    fakeIssueApi();
    renderApp();
    const form = await openForm();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Changed' } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const link = screen.getByRole('link', { name: 'Dana Developer' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to lose your issue information?');
    expect(event.defaultPrevented).toBe(true);
  });

  it('offers the incident type only when allowed', async () => {
    fakeSession('developer');
    fakeIssueApi({ issue: fakeIssue({ current_user: { can_create_incident: true } }) });
    renderApp();
    const form = await openForm();
    expect(within(within(form).getByRole('combobox', { name: 'Type' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Issue', 'Incident']);
  });

  it('shows the update error with the server messages', async () => {
    fakeSession('developer');
    fakeIssueApi({ override: ({ method }) => (method === 'PUT' ? { status: 422, data: { errors: ['Title is too long (maximum is 255 characters)'] } } : undefined) });
    renderApp();
    const form = await openForm();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Error updating issue. Title is too long (maximum is 255 characters)')).toBeInTheDocument();
  });
});
