import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDiscussion, fakeNote } from '../../../test/fakes';
import { fakeNotesApi } from '../../../test/fakeNotesApi';
import { unresolvedLabel } from './ThreadNavigation';
import { fakeSession } from 'shared-kernel/testing';
import { collapsedThread, renderIssueNotes } from '../../../test/renderNotes';

describe('unresolved thread navigation', () => {
  it('words the counter', () => {
    expect(unresolvedLabel(1)).toBe('1 unresolved thread');
    expect(unresolvedLabel(4)).toBe('4 unresolved threads');
  });

  it('n and p move between unresolved threads, expanding them and wrapping around', async () => {
    fakeSession('developer');
    fakeNotesApi({ discussions: [collapsedThread('a', 'Alpha'), fakeDiscussion([fakeNote({ id: '9' })]), collapsedThread('b', 'Beta')] });
    const user = userEvent.setup();
    renderIssueNotes();
    const group = await screen.findByRole('group', { name: 'Unresolved threads' });
    expect(within(group).getByRole('status')).toHaveTextContent('2 unresolved threads');
    expect(screen.queryByText('Alpha reply')).not.toBeInTheDocument();

    await user.keyboard('n');
    expect(await screen.findByText('Alpha reply')).toBeInTheDocument();
    expect(screen.queryByText('Beta reply')).not.toBeInTheDocument();
    await user.keyboard('n');
    expect(await screen.findByText('Beta reply')).toBeInTheDocument();

    // Back to the first one from the last (wrap-around), then p wraps to the last.
    for (const button of screen.getAllByRole('button', { name: 'Hide thread' })) await user.click(button);
    expect(screen.queryByText('Alpha reply')).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Go to next unresolved thread' }));
    expect(await screen.findByText('Alpha reply')).toBeInTheDocument();
    expect(screen.queryByText('Beta reply')).not.toBeInTheDocument();
    await user.keyboard('p');
    expect(await screen.findByText('Beta reply')).toBeInTheDocument();
  }, 15_000);
});

describe('Resolve all with new issue', () => {
  it('links to the new issue page while threads are unresolved', async () => {
    const { render } = await import('@testing-library/react');
    const { ThreadNavigation } = await import('./ThreadNavigation');
    const href = '/g/p/-/issues/new?merge_request_to_resolve_discussions_of=3';
    const open = collapsedThread('a', 'Alpha');
    const view = render(<ThreadNavigation discussions={[open]} onFocus={() => undefined} resolveAllInIssueHref={href} />);
    expect(screen.getByRole('link', { name: 'Resolve all with new issue' })).toHaveAttribute('href', href);
    view.unmount();
    const resolved = { ...open, resolved: true, notes: open.notes.map((n) => ({ ...n, resolved: true })) };
    render(<ThreadNavigation discussions={[resolved]} onFocus={() => undefined} resolveAllInIssueHref={href} />);
    expect(screen.queryByRole('link', { name: 'Resolve all with new issue' })).toBeNull();
  });
});
