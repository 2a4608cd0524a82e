import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDiscussion, fakeNote, fakeNoteable } from '../../../test/fakes';
import { fakeNotesApi } from '../../../test/fakeNotesApi';
import { ATTACHMENT_WARNING } from '../messages';
import { fakeSession } from 'shared-kernel/testing';
import { renderIssueNotes } from '../../../test/renderNotes';

const LINK = { alt: 'shot', url: '/uploads/0123456789abcdef0123456789abcdef/shot.png', markdown: '![shot](/uploads/0123456789abcdef0123456789abcdef/shot.png)' };

describe('attaching files to a comment', () => {
  it('uploads to the project, inserts the markdown and then warns the email participants', async () => {
    fakeSession('developer');
    const emails = ['a@example.net', 'b@example.net', 'c@example.net', 'd@example.net'];
    const { adapter } = fakeNotesApi({
      noteable: fakeNoteable({ issue_email_participants: emails.map((email) => ({ email })) }),
      override: ({ method, path }) => (method === 'POST' && path === '/gitlab-org/gitlab/uploads' ? { status: 200, data: { link: LINK } } : undefined),
    });
    renderIssueNotes();
    const box = await screen.findByRole('textbox', { name: 'Comment' });
    const participants = screen.getByRole('note', { name: 'Email participants' });
    expect(participants).toHaveTextContent('a@example.net, b@example.net, c@example.net, + 1 more will be notified of your comment.');
    expect(within(participants).queryByText(ATTACHMENT_WARNING)).not.toBeInTheDocument();

    fireEvent.paste(box, { clipboardData: { files: [new File(['png'], 'shot.png', { type: 'image/png' })], items: [], types: ['Files'] } });
    expect(await screen.findByDisplayValue(LINK.markdown)).toBe(box);
    const upload = adapter.mock.calls.find(([config]) => config.url === '/gitlab-org/gitlab/uploads')?.[0];
    expect((upload?.data as FormData).get('file')).toBeInstanceOf(File);
    expect(within(participants).getByText(ATTACHMENT_WARNING)).toBeInTheDocument();
  });

  it('says "Attaching the file failed." when the server refuses the file', async () => {
    fakeSession('developer');
    fakeNotesApi({
      override: ({ method, path }) => (method === 'POST' && path === '/gitlab-org/gitlab/uploads' ? { status: 413, data: { message: 'File is too large (maximum is 10 MiB).' } } : undefined),
    });
    renderIssueNotes();
    const box = await screen.findByRole('textbox', { name: 'Comment' });
    fireEvent.paste(box, { clipboardData: { files: [new File(['x'], 'big.bin')], items: [], types: ['Files'] } });
    expect(await screen.findByText('Attaching the file failed. File is too large (maximum is 10 MiB).')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('attaches a file to a reply too, in the thread\'s markdown editor', async () => {
    fakeSession('developer');
    const { adapter } = fakeNotesApi({
      discussions: [fakeDiscussion([fakeNote({ id: '5', note_html: '<p>Question</p>' })])],
      override: ({ method, path }) => (method === 'POST' && path === '/gitlab-org/gitlab/uploads' ? { status: 200, data: { link: LINK } } : undefined),
    });
    const user = userEvent.setup();
    renderIssueNotes();
    await user.click(await screen.findByRole('button', { name: 'Reply to comment' }));
    const form = screen.getByRole('form', { name: 'Reply to thread' });
    const box = within(form).getByRole('textbox', { name: 'Reply' });
    expect(box).toHaveFocus();
    expect(within(form).getByRole('button', { name: 'Attach a file' })).toBeInTheDocument();
    fireEvent.paste(box, { clipboardData: { files: [new File(['png'], 'shot.png', { type: 'image/png' })], items: [], types: ['Files'] } });
    expect(await within(form).findByDisplayValue(LINK.markdown)).toBe(box);
    expect(adapter.mock.calls.some(([config]) => config.url === '/gitlab-org/gitlab/uploads')).toBe(true);
  });
});
