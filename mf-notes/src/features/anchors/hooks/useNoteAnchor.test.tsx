import { act, screen } from '@testing-library/react';

import { fakeNotesApi } from '../../../test/fakeNotesApi';
import { noteIdFromHash } from './useNoteAnchor';
import { fakeSession } from 'shared-kernel/testing';
import { collapsedThread, renderIssueNotes } from '../../../test/renderNotes';

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
    renderIssueNotes();
    expect(await screen.findByRole('button', { name: 'Filter: All activity' })).toBeInTheDocument();
    const target = await screen.findByRole('listitem', { name: 'Comment by Dana Developer', current: 'location' });
    expect(target).toHaveTextContent('Beta reply');
    await act(async () => {});
    const filters = adapter.mock.calls.map(([config]) => config).filter((config) => config.url?.endsWith('discussions.json')).map((config) => (config.params as { notes_filter: number }).notes_filter);
    expect(filters.at(-1)).toBe(0);
  });
});
