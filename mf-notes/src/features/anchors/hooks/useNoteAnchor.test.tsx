import { act, render, screen } from '@testing-library/react';
import NotesApp from '../../../exposes/NotesApp';
import { fakeDiscussion, fakeNote } from '../../../test/fakes';
import { fakeNotesApi } from '../../../test/fakeNotesApi';
import { noteIdFromHash } from './useNoteAnchor';
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

describe('#note_ anchors', () => {
  it('reads note ids from the hash', () => {
    expect(noteIdFromHash('#note_42')).toBe('42');
    expect(noteIdFromHash('#note_x')).toBeNull();
    expect(noteIdFromHash('')).toBeNull();
  });

  it('switch the filter to all activity and expand the thread of the note', async () => {
    fakeSession('developer');
    localStorage.setItem('notes_filter_Issue', '1');
    const thread = collapsedThread('b', 'Beta');
    thread.notes[1]!.id = '77';
    window.location.hash = '#note_77';
    const { adapter } = fakeNotesApi({ discussions: [thread] });
    renderApp();
    expect(await screen.findByRole('button', { name: 'Filter: All activity' })).toBeInTheDocument();
    const target = await screen.findByRole('listitem', { name: 'Comment by Dana Developer', current: 'location' });
    expect(target).toHaveTextContent('Beta reply');
    await act(async () => {});
    const filters = adapter.mock.calls.map(([config]) => config).filter((config) => config.url?.endsWith('discussions.json')).map((config) => (config.params as { notes_filter: number }).notes_filter);
    expect(filters.at(-1)).toBe(0);
  });
});
