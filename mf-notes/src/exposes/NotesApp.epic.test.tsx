import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from 'shared-kernel/event-bus';
import { fakeEpic, fakeEpicNotesApi } from '../test/fakeEpicNotesApi';
import { fakeDiscussion, fakeNote } from '../test/fakes';
import { fakeSession, liveGraphql } from 'shared-kernel/testing';
import { renderEpicNotes } from '../test/renderNotes';

describe('NotesApp on an epic', () => {
  it('lists the epic discussions and posts a comment to the epic notes route', async () => {
    fakeSession('developer');
    const { adapter, urls } = fakeEpicNotesApi({ discussions: [fakeDiscussion([fakeNote({ note_html: '<p>Roadmap first</p>', noteable_type: 'Epic' })])] });
    const published: unknown[] = [];
    subscribe('note-added', (envelope) => published.push(envelope.payload));
    const user = userEvent.setup();
    renderEpicNotes();

    expect(await screen.findByText('Roadmap first')).toBeInTheDocument();
    expect(urls.slice(0, 2)).toEqual(['/groups/gitlab-org/-/epics/1.json', '/groups/gitlab-org/-/epics/1/discussions.json']);
    const textarea = await screen.findByRole('textbox', { name: 'Comment' });
    await user.type(textarea, 'Epic comment');
    expect(localStorage.getItem('autosave/Note/Epic/40')).toBe('Epic comment');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText('Epic comment', { selector: 'p' })).toBeInTheDocument();
    const post = adapter.mock.calls.map(([config]) => config).find((config) => config.method === 'post')!;
    expect(post.url).toBe('/groups/gitlab-org/-/epics/1/notes');
    expect(post.params).toBeUndefined();
    expect(JSON.parse(post.data as string)).toEqual({ note: { note: 'Epic comment', internal: false } });
    expect(published).toEqual([{ noteableType: 'Epic', noteableId: 40, noteId: 500, discussionId: 'e500' }]);
    // Live notes follow the epic's global id.
    expect(liveGraphql.active('workItemNoteCreated')[0]?.variables).toEqual({ noteableId: 'gid://gitlab/Epic/40' });
  });

  it("closes the epic through its JSON's state_event_path and publishes status-changed; then offers Reopen epic", async () => {
    fakeSession('developer');
    const { adapter } = fakeEpicNotesApi();
    const states: unknown[] = [];
    subscribe('status-changed', (envelope) => states.push(envelope.payload));
    const user = userEvent.setup();
    renderEpicNotes();

    await user.click(await screen.findByRole('button', { name: 'Close epic' }));
    expect(await screen.findByRole('button', { name: 'Reopen epic' })).toBeInTheDocument();
    const put = adapter.mock.calls.map(([config]) => config).find((config) => config.method === 'put')!;
    expect([put.url, JSON.parse(put.data as string)]).toEqual(['/groups/gitlab-org/-/epics/1.json', { state_event: 'close' }]);
    expect(states).toEqual([{ issuableType: 'epic', id: 40, iid: 1, fullPath: 'gitlab-org', state: 'closed' }]);

    await user.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Reopening');
    await user.click(screen.getByRole('button', { name: 'Comment & reopen epic' }));
    expect(await screen.findByRole('button', { name: 'Close epic' })).toBeInTheDocument();
    expect(states).toHaveLength(2);
    expect(states[1]).toMatchObject({ state: 'opened' });
  });

  it("says so in the epic's words when closing or reopening fails", async () => {
    fakeSession('developer');
    fakeEpicNotesApi({
      epic: fakeEpic({ state: 'closed' }),
      override: ({ method }) => (method === 'PUT' ? { status: 404, data: { message: 'The resource that you are attempting to access does not exist' } } : undefined),
    });
    const user = userEvent.setup();
    renderEpicNotes();
    await user.click(await screen.findByRole('button', { name: 'Reopen epic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while reopening the epic. Please try again later.');
  });

  it('words the locked and confidential warnings for an epic and offers no assign action', async () => {
    fakeSession('maintainer');
    fakeEpicNotesApi({
      epic: fakeEpic({ confidential: true, discussion_locked: true }),
      discussions: [fakeDiscussion([fakeNote({ author: { id: 8, username: 'other', name: 'Olga Other', avatar_url: null, web_url: '/other', path: '/other' } })])],
    });
    const user = userEvent.setup();
    renderEpicNotes();
    expect(await screen.findByText(/This is a confidential epic\./)).toBeInTheDocument();
    expect(screen.getByText(/This epic is locked\. Only project members can comment\./)).toBeInTheDocument();
    const comment = await screen.findByRole('listitem', { name: 'Comment by Olga Other' });
    await user.click(within(comment).getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /commenting user/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /timeline/ })).not.toBeInTheDocument();
  });

  it('lists the epic quick actions from the group and words the placeholder with them', async () => {
    fakeSession('developer');
    const commands = [{ name: 'close', aliases: [], description: 'Close this epic', params: [], warning: '', icon: '' }];
    fakeEpicNotesApi({ override: ({ path }) => (path === '/groups/gitlab-org/-/autocomplete_sources/commands' ? { status: 200, data: commands } : undefined) });
    const user = userEvent.setup();
    renderEpicNotes();
    await screen.findByRole('textbox', { name: 'Comment' });
    await user.click(screen.getByText('Available quick actions'));
    const list = await screen.findByRole('list', { name: 'Available quick actions' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['/close Close this epic']);
  });
});
