import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRestApi } from 'shared-kernel/testing';
import { fakeDiscussion, fakeNote } from '../../../test/fakes';
import { NotesArea } from '../../../test/notesContext';
import { DiscussionList } from './DiscussionList';
import { DIFF_LOAD_FAILED } from './DiffExcerpt';

const position = { position_type: 'text' as const, old_path: 'app.rb', new_path: 'app.rb', old_line: null, new_line: 2 };
const lines = [
  { line_code: 'h_0_1', type: 'new', old_line: null, new_line: 1, text: '+one', rich_text: '+one' },
  { line_code: 'h_0_2', type: 'new', old_line: null, new_line: 2, text: '+two', rich_text: '+two' },
];

describe('diff threads in the timeline', () => {
  it('show their file and excerpt; without lines, load them and offer Try again on failure', async () => {
    let fail = true;
    const { adapter } = fakeRestApi(() => (fail ? { status: 500, data: {} } : { status: 200, data: { truncated_diff_lines: lines } }));
    const note = fakeNote({ id: '70', type: 'DiffNote', note_html: '<p>Why two?</p>', resolvable: true });
    const withLines = fakeDiscussion([note], { diff_discussion: true, position, active: true, diff_file: { file_path: 'app.rb', old_path: 'app.rb', new_path: 'app.rb' }, discussion_path: '/p/-/merge_requests/1/diffs#h_0_2', truncated_diff_lines: lines });
    const other = fakeNote({ id: '71', type: 'DiffNote', note_html: '<p>Lazy</p>', resolvable: true });
    const lazy = fakeDiscussion([other], { diff_discussion: true, position, active: false, truncated_diff_lines: [], truncated_diff_lines_path: '/p/-/merge_requests/1/discussions/x/diff_lines' });
    render(
      <NotesArea>
        <DiscussionList status="ready" loadingMore={false} discussions={[withLines, lazy]} sort="asc" />
      </NotesArea>,
    );
    const [first, second] = screen.getAllByTestId('diff-excerpt');
    expect(first).toHaveTextContent('app.rb');
    expect(first).toHaveTextContent('+two');
    expect(screen.getAllByRole('link', { name: 'app.rb' })[0]).toHaveAttribute('href', '/p/-/merge_requests/1/diffs#h_0_2');
    expect(second).toHaveTextContent('(outdated)');
    expect(await screen.findByText(DIFF_LOAD_FAILED)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(second).toHaveTextContent('+one'));
    expect(adapter).toHaveBeenCalledTimes(2);
  });
});
