import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDiscussion, fakeNote, fakeNoteable } from '../../../test/fakes';
import { fakeNotesApi } from '../../../test/fakeNotesApi';
import { CHANGED_WHILE_EDITING_WARNING, NoteEditForm } from './NoteEditForm';
import { fakeSession } from 'shared-kernel/testing';
import { renderIssueNotes } from '../../../test/renderNotes';

const other = { id: 9, username: 'rita', name: 'Rita Reporter', avatar_url: null, web_url: '/rita', path: '/rita' };
const readOnly = { can_edit: false, can_award_emoji: true, can_resolve_discussion: false };

async function openMenu(user: ReturnType<typeof userEvent.setup>, comment: HTMLElement) {
  await user.click(within(comment).getByRole('button', { name: 'More actions' }));
  return screen.findByRole('menu');
}

describe('note actions', () => {
  it("offers Report abuse on other people's notes only, opening the drawer", async () => {
    fakeSession('developer');
    const theirs = fakeNote({ id: '1', author: other, report_abuse_path: '/-/abuse_reports/add_category', current_user: readOnly });
    const mine = fakeNote({ id: '2', report_abuse_path: '/-/abuse_reports/add_category' });
    fakeNotesApi({ discussions: [fakeDiscussion([theirs]), fakeDiscussion([mine])] });
    const user = userEvent.setup();
    renderIssueNotes();

    const their = await screen.findByRole('listitem', { name: 'Comment by Rita Reporter' });
    let menu = await openMenu(user, their);
    expect(within(menu).queryByRole('menuitem', { name: 'Edit comment' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete comment' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Report abuse' }));
    expect(await screen.findByRole('dialog', { name: 'Report abuse to administrator' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    menu = await openMenu(user, screen.getByRole('listitem', { name: 'Comment by Dana Developer' }));
    expect(within(menu).queryByRole('menuitem', { name: 'Report abuse' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete comment' })).toBeInTheDocument();
  });

  it('reports the author of a note in two steps without leaving the page', async () => {
    fakeSession('developer');
    const theirs = fakeNote({ id: '1', author: other, report_abuse_path: '/-/abuse_reports/add_category', current_user: readOnly });
    const { adapter } = fakeNotesApi({
      discussions: [fakeDiscussion([theirs])],
      override: ({ method, path }) => {
        if (method === 'POST' && path === '/-/abuse_reports/add_category') return { status: 200, data: { abuse_report: { user_id: 9, category: 'spam' }, report_path: '/-/abuse_reports' } };
        if (method === 'POST' && path === '/-/abuse_reports') return { status: 200, data: { message: 'Thank you for your report. A GitLab administrator will look into it shortly.' } };
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderIssueNotes();
    const their = await screen.findByRole('listitem', { name: 'Comment by Rita Reporter' });
    await user.click(within(await openMenu(user, their)).getByRole('menuitem', { name: 'Report abuse' }));
    const drawer = await screen.findByRole('dialog', { name: 'Report abuse to administrator' });
    await user.click(within(drawer).getByRole('radio', { name: "They're posting spam." }));
    await user.click(within(drawer).getByRole('button', { name: 'Next' }));
    await user.type(await within(drawer).findByRole('textbox', { name: /Reason/ }), 'Scam links');
    await user.click(within(drawer).getByRole('button', { name: 'Send report' }));
    expect(await within(drawer).findByRole('status')).toHaveTextContent('Thank you for your report. A GitLab administrator will look into it shortly.');
    const posts = adapter.mock.calls.map(([config]) => config).filter((config) => config.method === 'post');
    expect(posts.map((config) => [config.url, JSON.parse(config.data as string)])).toEqual([
      ['/-/abuse_reports/add_category', { user_id: 9, abuse_report: { category: 'spam', reported_from_url: theirs.noteable_note_url } }],
      ['/-/abuse_reports', { user_id: 9, abuse_report: { user_id: 9, category: 'spam', message: 'Scam links', reported_from_url: theirs.noteable_note_url } }],
    ]);
    await user.click(within(drawer).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('assigns and unassigns the commenting user with can_set_issue_metadata', async () => {
    fakeSession('developer');
    const theirs = fakeNote({ id: '1', author: other, current_user: readOnly });
    const { adapter } = fakeNotesApi({
      noteable: { ...fakeNoteable({ current_user: { can_set_issue_metadata: true } }), project_id: 4, assignees: [] },
      discussions: [fakeDiscussion([theirs])],
      override: ({ method, path, body }) =>
        method === 'PUT' && path === '/api/v4/projects/4/issues/1'
          ? { status: 200, data: { assignees: (body as { assignee_ids: number[] }).assignee_ids.filter((id) => id > 0).map((id) => ({ id })) } }
          : undefined,
    });
    const user = userEvent.setup();
    renderIssueNotes();
    const comment = await screen.findByRole('listitem', { name: 'Comment by Rita Reporter' });
    await user.click(within(await openMenu(user, comment)).getByRole('menuitem', { name: 'Assign to commenting user' }));
    await waitFor(() => expect(adapter.mock.calls.some(([config]) => config.method === 'put')).toBe(true));
    await user.click(within(await openMenu(user, comment)).getByRole('menuitem', { name: 'Unassign from commenting user' }));
    const puts = adapter.mock.calls.map(([config]) => config).filter((config) => config.method === 'put');
    await waitFor(() => expect(puts.map((config) => JSON.parse(config.data as string))).toEqual([{ assignee_ids: [9] }, { assignee_ids: [0] }]));
  });

  it('has no assign action without can_set_issue_metadata', async () => {
    fakeSession('developer');
    fakeNotesApi({ noteable: { ...fakeNoteable(), project_id: 4, assignees: [] }, discussions: [fakeDiscussion([fakeNote({ id: '1', author: other, current_user: readOnly })])] });
    const user = userEvent.setup();
    renderIssueNotes();
    const menu = await openMenu(user, await screen.findByRole('listitem', { name: 'Comment by Rita Reporter' }));
    expect(within(menu).queryByRole('menuitem', { name: /commenting user/ })).not.toBeInTheDocument();
  });

  it('reverts an award the server refuses and says so', async () => {
    fakeSession('developer');
    fakeNotesApi({
      discussions: [fakeDiscussion([fakeNote({ id: '1', award_emoji: [{ name: 'thumbsup', user: { id: 9, name: 'Rita Reporter', username: 'rita' } }] })])],
      override: ({ path }) => (path.endsWith('/toggle_award_emoji') ? { status: 200, data: { ok: false } } : undefined),
    });
    const user = userEvent.setup();
    renderIssueNotes();
    const comment = await screen.findByRole('listitem', { name: 'Comment by Dana Developer' });
    const thumbs = await within(comment).findByRole('button', { name: 'thumbsup 1' });
    await user.click(thumbs);
    expect(await within(comment).findByRole('alert')).toHaveTextContent('Something went wrong on our end.');
    expect(within(comment).getByRole('button', { name: 'thumbsup 1' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('NoteEditForm', () => {
  it('warns when the comment changes on the server while editing', () => {
    const note = fakeNote({ id: '1', note: 'First' });
    const props = { saving: false, onSave: () => {}, onCancel: () => {} };
    const { rerender } = render(<NoteEditForm note={note} {...props} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<NoteEditForm note={{ ...note, note: 'Changed elsewhere' }} {...props} />);
    expect(screen.getByRole('alert')).toHaveTextContent(CHANGED_WHILE_EDITING_WARNING);
    expect(screen.getByRole('textbox', { name: 'Edit comment' })).toHaveValue('First');
  });
});
