import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotesApp from '../../../exposes/NotesApp';
import { fakeDiscussion, fakeNote } from '../../../test/fakes';
import { fakeNotesApi } from '../../../test/fakeNotesApi';
import { unresolvedLabel } from './ThreadNavigation';
import { fakeSession } from 'shared-kernel/testing';

const renderApp = () => render(<NotesApp fullPath="gitlab-org/gitlab" iid={1} issueType="issue" />);
const resolver = { can_edit: true, can_award_emoji: true, can_resolve_discussion: true };

function collapsedThread(id: string, text: string) {
  const notes = [
    fakeNote({ id: `${id}1`, discussion_id: id, type: 'DiscussionNote', resolvable: true, note_html: `<p>${text}</p>`, current_user: resolver }),
    fakeNote({ id: `${id}2`, discussion_id: id, type: 'DiscussionNote', resolvable: true, note_html: `<p>${text} reply</p>`, current_user: resolver }),
  ];
  return fakeDiscussion(notes, { expanded: false });
}

afterEach(() => {
  window.location.hash = '';
});

describe('unresolved thread navigation', () => {
  it('words the counter', () => {
    expect(unresolvedLabel(1)).toBe('1 unresolved thread');
    expect(unresolvedLabel(4)).toBe('4 unresolved threads');
  });

  it('n and p move between unresolved threads, expanding them and wrapping around', async () => {
    fakeSession('developer');
    fakeNotesApi({ discussions: [collapsedThread('a', 'Alpha'), fakeDiscussion([fakeNote({ id: '9' })]), collapsedThread('b', 'Beta')] });
    const user = userEvent.setup();
    renderApp();
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
