import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from 'shared-kernel/event-bus';
import { fakeNoteable } from '../../../test/fakes';
import { fakeNotesApi } from '../../../test/fakeNotesApi';
import { CommentFormWarnings } from './CommentFormWarnings';
import { closeReopenLabel } from './CloseReopenButton';
import { fakeSession } from 'shared-kernel/testing';
import { renderIssueNotes } from '../../../test/renderNotes';

describe('the close/reopen button', () => {
  it('reads Close / Reopen, or Comment & close with text', () => {
    expect(closeReopenLabel('opened', 'issue', false)).toBe('Close issue');
    expect(closeReopenLabel('reopened', 'incident', true)).toBe('Comment & close incident');
    expect(closeReopenLabel('closed', 'issue', false)).toBe('Reopen issue');
    expect(closeReopenLabel('closed', 'issue', true)).toBe('Comment & reopen issue');
  });

  it('shows only when the viewer can update and the issue is not closed and locked', async () => {
    fakeSession('developer');
    fakeNotesApi({ noteable: fakeNoteable({ state: 'closed', discussion_locked: true }) });
    renderIssueNotes();
    await screen.findByRole('textbox', { name: 'Comment' });
    expect(screen.queryByRole('button', { name: 'Reopen issue' })).not.toBeInTheDocument();
  });

  it('hides without can_update', async () => {
    fakeSession('guest');
    fakeNotesApi({ noteable: fakeNoteable({ current_user: { can_update: false } }) });
    renderIssueNotes();
    await screen.findByRole('textbox', { name: 'Comment' });
    expect(screen.queryByRole('button', { name: 'Close issue' })).not.toBeInTheDocument();
  });

  it('closes the issue with an empty body and publishes status-changed; then offers Reopen', async () => {
    fakeSession('developer');
    const states: string[] = [];
    subscribe('status-changed', (envelope) => states.push(envelope.payload.state));
    const { adapter } = fakeNotesApi();
    const user = userEvent.setup();
    renderIssueNotes();
    await user.click(await screen.findByRole('button', { name: 'Close issue' }));
    expect(await screen.findByRole('button', { name: 'Reopen issue' })).toBeInTheDocument();
    expect(states).toEqual(['closed']);
    // The issue JSON's state_event_path, with a bare state_event.
    const put = adapter.mock.calls.map(([config]) => config).find((config) => config.method === 'put')!;
    expect([put.url, JSON.parse(put.data as string)]).toEqual(['/gitlab-org/gitlab/-/issues/1.json', { state_event: 'close' }]);
    expect(adapter.mock.calls.some(([config]) => config.method === 'post')).toBe(false);
  });

  it('a /close quick action flips the button and publishes status-changed', async () => {
    fakeSession('developer');
    const states: string[] = [];
    subscribe('status-changed', (envelope) => states.push(envelope.payload.state));
    fakeNotesApi({
      override: ({ method, path }) =>
        method === 'POST' && path === '/gitlab-org/gitlab/notes'
          ? { status: 200, data: { valid: false, errors: { commands_only: ['Closed this issue.'] }, command_names: ['close'], commands_changes: { state_event: 'close' } } }
          : undefined,
    });
    const user = userEvent.setup();
    renderIssueNotes();
    await user.type(await screen.findByRole('textbox', { name: 'Comment' }), '/close');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByRole('button', { name: 'Reopen issue' })).toBeInTheDocument();
    expect(screen.getByText('Closed this issue.')).toBeInTheDocument();
    expect(states).toEqual(['closed']);
  });

  it('follows a status-changed from the issue header', async () => {
    fakeSession('developer');
    const { server } = fakeNotesApi();
    renderIssueNotes();
    await screen.findByRole('button', { name: 'Close issue' });
    server.noteable = { ...server.noteable, state: 'closed' };
    const { publish } = await import('shared-kernel/event-bus');
    publish('status-changed', { issuableType: 'issue', id: 7, iid: 1, fullPath: 'gitlab-org/gitlab', state: 'closed' }, { source: 'mf_issue' });
    expect(await screen.findByRole('button', { name: 'Reopen issue' })).toBeInTheDocument();
  });
});

describe('the comment type split button and internal notes', () => {
  it('starts an internal thread, then resets the Internal note checkbox', async () => {
    fakeSession('reporter');
    const { adapter } = fakeNotesApi({ noteable: fakeNoteable({ current_user: { can_create_confidential_note: true } }) });
    const user = userEvent.setup();
    renderIssueNotes();
    await user.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Between us');
    await user.click(screen.getByRole('checkbox', { name: /Make this an internal note/ }));
    await user.click(screen.getByRole('button', { name: 'Comment type' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Start internal thread/ }));
    await user.click(screen.getByRole('button', { name: 'Start internal thread' }));
    await screen.findByText('Between us', { selector: 'p' });
    const post = adapter.mock.calls.map(([config]) => config).find((config) => config.method === 'post')!;
    expect(JSON.parse(post.data as string)).toEqual({ note: { note: 'Between us', internal: true, type: 'DiscussionNote' } });
    expect(screen.getByRole('checkbox', { name: /Make this an internal note/ })).not.toBeChecked();
  });

  it('offers no Internal note checkbox without permission', async () => {
    fakeSession('guest');
    fakeNotesApi();
    renderIssueNotes();
    await screen.findByRole('textbox', { name: 'Comment' });
    expect(screen.queryByRole('checkbox', { name: /internal note/ })).not.toBeInTheDocument();
  });
});

describe('CommentFormWarnings', () => {
  const base = { noteableName: 'issue', confidential: false, locked: false, internal: false, text: '', emailParticipants: [] as string[] };

  it('warns on confidential and locked issues', () => {
    render(<CommentFormWarnings {...base} confidential locked />);
    expect(screen.getByText(/This is a confidential issue. People without permission will never get a notification./)).toBeInTheDocument();
    expect(screen.getByText(/This issue is locked. Only project members can comment./)).toBeInTheDocument();
  });

  it('lists 3 email participants, then an expand link; attachments only with an upload link; none for internal notes', async () => {
    const emails = ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io'];
    const user = userEvent.setup();
    const { rerender } = render(<CommentFormWarnings {...base} emailParticipants={emails} />);
    const note = screen.getByRole('note', { name: 'Email participants' });
    expect(note).toHaveTextContent('a@x.io, b@x.io, c@x.io');
    expect(note).not.toHaveTextContent('d@x.io');
    expect(note).not.toHaveTextContent(/Attachments are sent by email/);
    await user.click(within(note).getByRole('button', { name: '+ 2 more' }));
    expect(note).toHaveTextContent('e@x.io');
    rerender(<CommentFormWarnings {...base} emailParticipants={emails} text="see /uploads/0123456789abcdef0123456789abcdef/log.txt" />);
    expect(screen.getByRole('note', { name: 'Email participants' })).toHaveTextContent(/Attachments are sent by email/);
    rerender(<CommentFormWarnings {...base} emailParticipants={emails} internal />);
    expect(screen.queryByRole('note', { name: 'Email participants' })).not.toBeInTheDocument();
  });
});

describe('quick actions in the comment form', () => {
  const COMMANDS = [
    { name: 'close', aliases: [], description: 'Close this issue', params: [], warning: '', icon: '' },
    { name: 'spend', aliases: ['spent'], description: 'Add or subtract spent time', params: ['<time(1h30m | -1h30m)> <date(YYYY-MM-DD)>'], warning: '', icon: '' },
  ];

  it('shows "Applying command to …" with the description of the one command while the comment posts', async () => {
    fakeSession('developer');
    let finish: (reply: { status: number; data: unknown }) => void = () => {};
    const { urls } = fakeNotesApi({
      override: ({ method, path }) => {
        if (path === '/gitlab-org/gitlab/-/autocomplete_sources/commands') return { status: 200, data: COMMANDS };
        if (method === 'POST' && path === '/gitlab-org/gitlab/notes') return new Promise((resolve) => (finish = resolve));
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderIssueNotes();
    await user.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Done{Enter}/spend 1h');
    await vi.waitFor(() => expect(urls).toContain('/gitlab-org/gitlab/-/autocomplete_sources/commands?type=Issue&type_id=1'));
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByRole('listitem', { name: 'Applying commands' })).toHaveTextContent('Applying command to add or subtract spent time');
    expect(screen.getByRole('listitem', { name: 'Posting comment' })).toHaveTextContent('Done');
    finish({ status: 200, data: { valid: false, errors: { commands_only: ['Added 1h spent time.'] }, command_names: ['spend'] } });
    expect(await screen.findByText('Added 1h spent time.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Applying commands' })).not.toBeInTheDocument();
  });

  it('lists the quick actions the server offers under the comment box', async () => {
    fakeSession('developer');
    fakeNotesApi({ override: ({ path }) => (path === '/gitlab-org/gitlab/-/autocomplete_sources/commands' ? { status: 200, data: COMMANDS } : undefined) });
    const user = userEvent.setup();
    renderIssueNotes();
    await screen.findByRole('textbox', { name: 'Comment' });
    expect(screen.getByText('Supports Markdown. For quick actions, type /.')).toBeInTheDocument();
    await user.click(screen.getByText('Available quick actions'));
    const list = await screen.findByRole('list', { name: 'Available quick actions' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '/close Close this issue',
      '/spend <time(1h30m | -1h30m)> <date(YYYY-MM-DD)> Add or subtract spent time',
    ]);
  });
});
