import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from 'shared-kernel/event-bus';
import { isFirstContentShown, resetFirstContent } from 'shared-kernel/first-content';
import { fakeDiscussion, fakeNote, fakeNoteable } from '../test/fakes';
import { fakeNotesApi } from '../test/fakeNotesApi';
import { fakeSession } from 'shared-kernel/testing';
import { renderIssueNotes } from '../test/renderNotes';

describe('NotesApp', () => {
  it('lists system notes, individual notes and threads with Show/Hide thread', async () => {
    fakeSession('developer');
    const system = fakeNote({ id: '1', system: true, system_note_icon_name: 'issue-close', note_html: '<p>closed</p>' });
    const single = fakeNote({ id: '2', note_html: '<p>Just a comment</p>', is_noteable_author: true });
    const threadNotes = [fakeNote({ id: '3', discussion_id: 't', type: 'DiscussionNote', note_html: '<p>Question?</p>' }), fakeNote({ id: '4', discussion_id: 't', type: 'DiscussionNote', note_html: '<p>Answer</p>' })];
    fakeNotesApi({ discussions: [fakeDiscussion([system]), fakeDiscussion([single]), fakeDiscussion(threadNotes)] });
    const user = userEvent.setup();
    renderIssueNotes();

    expect(await screen.findByText('Just a comment')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'System note' })).toHaveTextContent('closed');
    const comment = screen.getAllByRole('listitem', { name: 'Comment by Dana Developer' })[0]!;
    expect(within(comment).getByText('Author')).toBeInTheDocument();
    expect(within(comment).getByText('Developer')).toBeInTheDocument();

    const thread = screen.getByRole('listitem', { name: 'Thread' });
    expect(within(thread).getByText('Answer')).toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'Hide thread' }));
    expect(within(thread).queryByText('Answer')).not.toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'Show thread' }));
    expect(within(thread).getByText('Answer')).toBeInTheDocument();
  });

  it('says so when the comments cannot be fetched', async () => {
    fakeSession('developer');
    fakeNotesApi({ override: ({ path }) => (path.endsWith('discussions.json') ? { status: 500, data: { message: 'boom' } } : undefined) });
    renderIssueNotes();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while fetching comments. Please try again.');
  });

  it('posts a comment, lists it and publishes note-added', async () => {
    fakeSession('developer');
    const posted: unknown[] = [];
    const { adapter } = fakeNotesApi();
    const published: unknown[] = [];
    subscribe('note-added', (envelope) => published.push(envelope.payload));
    const user = userEvent.setup();
    renderIssueNotes();

    const textarea = await screen.findByRole('textbox', { name: 'Comment' });
    await user.type(textarea, 'Hello there');
    expect(localStorage.getItem('autosave/Note/Issue/7')).toBe('Hello there');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Hello there', { selector: 'p' })).toBeInTheDocument();
    expect(textarea).toHaveValue('');
    expect(localStorage.getItem('autosave/Note/Issue/7')).toBeNull();
    const post = adapter.mock.calls.map(([config]) => config).find((config) => config.method === 'post')!;
    // The issue JSON's create_note_path.
    expect(post.url).toBe('/gitlab-org/gitlab/notes?target_id=7&target_type=issue');
    posted.push(JSON.parse(post.data as string));
    expect(posted[0]).toEqual({ note: { note: 'Hello there', internal: false } });
    expect(published).toEqual([{ noteableType: 'Issue', noteableId: 7, noteId: 500, discussionId: 'new500' }]);
  });

  it('restores the text and shows the error when posting fails; internal notes only for reporters+', async () => {
    fakeSession('reporter');
    fakeNotesApi({
      noteable: fakeNoteable({ current_user: { can_create_confidential_note: true } }),
      override: ({ method }) => (method === 'POST' ? { status: 422, data: { errors: "Note can't be blank" } } : undefined),
    });
    const user = userEvent.setup();
    renderIssueNotes();

    await user.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Secret plan');
    await user.click(screen.getByRole('checkbox', { name: /Make this an internal note/ }));
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Your comment could not be submitted because note can't be blank.");
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Secret plan');
  });

  it('asks to register or sign in when signed out', async () => {
    fakeSession(null);
    fakeNotesApi({ discussions: [fakeDiscussion([fakeNote()])] });
    renderIssueNotes();
    expect(await screen.findByText(/to reply/)).toHaveTextContent('Please register or sign in to reply');
    expect(screen.getByRole('link', { name: 'register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('warns instead of the form in a locked discussion', async () => {
    fakeSession('outsider');
    fakeNotesApi({ noteable: fakeNoteable({ discussion_locked: true, current_user: { can_create_note: false } }) });
    renderIssueNotes();
    expect(await screen.findByText(/is locked/)).toHaveTextContent('The discussion in this issue is locked. Only project members can comment.');
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeInTheDocument();
  });

  it('edits and deletes a note after confirmation', async () => {
    fakeSession('developer');
    const note = fakeNote({ id: '9', note: 'Old', note_html: '<p>Old</p>' });
    const { adapter } = fakeNotesApi({
      discussions: [fakeDiscussion([note])],
      override: ({ method, path, body }) => {
        if (path !== '/gitlab-org/gitlab/notes/9') return undefined;
        if (method === 'PUT') return { status: 200, data: { ...note, note: (body as { note: { note: string } }).note.note, note_html: '<p>New</p>' } };
        if (method === 'DELETE') return { status: 200, data: {} };
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderIssueNotes();

    await user.click(await screen.findByRole('button', { name: 'Edit comment' }));
    const editor = screen.getByRole('textbox', { name: 'Edit comment' });
    await user.clear(editor);
    await user.type(editor, 'New');
    await user.click(screen.getByRole('button', { name: 'Save comment' }));
    expect(await screen.findByText('New')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
    expect(adapter.mock.calls.some(([config]) => config.method === 'delete')).toBe(true);
  });

  it('remembers the sort direction and saves a chosen filter apart from the reads', async () => {
    fakeSession('developer');
    const { adapter } = fakeNotesApi();
    const user = userEvent.setup();
    renderIssueNotes();
    await user.click(await screen.findByRole('button', { name: 'Sort: Oldest first' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Newest first' }));
    expect(localStorage.getItem('sort_direction_Issue')).toBe('"desc"');

    await user.click(screen.getByRole('button', { name: 'Filter: All activity' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'History only' }));
    expect(await screen.findByRole('button', { name: 'Show all activity' })).toBeInTheDocument();
    await act(async () => {});
    // Reads never remember the filter (the page's first read is the same for every reader); the choice is saved apart, once.
    const reads = adapter.mock.calls.map(([config]) => config).filter((config) => config.url?.endsWith('discussions.json'));
    expect(reads.filter((config) => config.params?.persist_filter === 'true').map((config) => config.params)).toEqual([{ notes_filter: 2, persist_filter: 'true', per_page: 1 }]);
    expect(reads.filter((config) => config.params?.per_page !== 1).map((config) => [config.params?.notes_filter, config.params?.persist_filter])).toEqual([
      [0, 'false'],
      [2, 'false'],
    ]);
  });
});

describe('NotesApp secrets and threads', () => {
  it('asks before posting a comment that looks like it holds a token', async () => {
    fakeSession('developer');
    const { adapter } = fakeNotesApi();
    const user = userEvent.setup();
    renderIssueNotes();
    await user.type(await screen.findByRole('textbox', { name: 'Comment' }), 'my token glpat-abcdefghijklmnopqrst');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This comment appears to have a token in it. Are you sure you want to add it?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(adapter.mock.calls.some(([config]) => config.method === 'post')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('my token glpat-abcdefghijklmnopqrst');
  });

  it('resolves a thread with the answer of the resolve path', async () => {
    fakeSession('developer');
    const note = fakeNote({ id: '5', discussion_id: 'r', type: 'DiscussionNote', resolvable: true, current_user: { can_edit: true, can_award_emoji: true, can_resolve_discussion: true } });
    const thread = fakeDiscussion([note]);
    fakeNotesApi({
      discussions: [thread],
      override: ({ method, path }) =>
        method === 'PUT' && path === thread.resolve_path ? { status: 200, data: { ...thread, resolved: true, resolved_by: note.author, expanded: false, notes: [{ ...note, resolved: true }] } } : undefined,
    });
    const user = userEvent.setup();
    renderIssueNotes();
    expect(await screen.findByRole('status')).toHaveTextContent('1 unresolved thread');
    const [noteAction, footer] = screen.getAllByRole('button', { name: 'Resolve thread' });
    expect(noteAction).toHaveAttribute('aria-pressed', 'false');
    await user.click(footer!);
    expect(await screen.findByRole('button', { name: 'Resolved by Dana Developer' })).toHaveAttribute('aria-pressed', 'true');
    // A resolved thread collapses; showing it again offers Unresolve thread.
    await user.click(screen.getByRole('button', { name: 'Show thread' }));
    expect(screen.getByRole('button', { name: 'Unresolve thread' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Resolved thread' })).toHaveTextContent('Resolved by');
    expect(screen.getByRole('status')).toHaveTextContent('All threads resolved!');
  });

  it('says a thread a push resolved was resolved automatically', async () => {
    fakeSession('developer');
    const note = fakeNote({ id: '6', discussion_id: 'p', type: 'DiscussionNote', resolvable: true, resolved: true });
    fakeNotesApi({ discussions: [{ ...fakeDiscussion([note]), resolved: true, resolved_by: note.author, resolved_by_push: true, expanded: false }] });
    renderIssueNotes();
    expect(await screen.findByRole('listitem', { name: 'Resolved thread' })).toHaveTextContent('Automatically resolved by Dana Developer');
  });
});

describe('NotesApp and the first-content signal', () => {
  it('holds it until the first discussions are on screen', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    resetFirstContent();
    fakeSession('developer');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const discussion = fakeDiscussion([fakeNote({ id: '2', note_html: '<p>Just a comment</p>' })]);
    fakeNotesApi({ override: ({ path }) => (path.endsWith('discussions.json') ? answered.then(() => ({ status: 200, data: [discussion] })) : undefined) });
    renderIssueNotes();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isFirstContentShown()).toBe(false);
    answer();
    expect(await screen.findByText('Just a comment')).toBeInTheDocument();
    await waitFor(() => expect(isFirstContentShown()).toBe(true));
  });
});
