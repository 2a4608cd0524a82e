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
