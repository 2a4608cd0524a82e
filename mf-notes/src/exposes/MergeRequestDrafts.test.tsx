import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from 'shared-kernel/testing';
import { fakeNoteable, fakeNote } from '../test/fakes';
import { fakeNoteableRoutes } from '../test/fakeNotesApi';
import { collapsedThread } from '../test/renderNotes';
import type { DraftNote } from '../lib/drafts';
import { PENDING_HIDDEN } from '../lib/drafts';
import MergeRequestNotesApp from './MergeRequestNotesApp';

const MR = '/gitlab-org/gitlab/-/merge_requests/1';
const author = { id: 6, name: 'Dev Eloper', username: 'developer', avatar_url: null };

/** A merge request's notes area: its JSON names a drafts path, served from an in-memory list. */
function mergeRequestWithDrafts() {
  const drafts: DraftNote[] = [];
  const posts: unknown[] = [];
  const noteable = fakeNoteable({ id: 31, noteable_type: 'MergeRequest', noteable_gid: 'gid://gitlab/MergeRequest/31', noteable_human_name: 'merge request', drafts_path: `${MR}/drafts` });
  const thread = { ...collapsedThread('t', 'Please check'), expanded: true };
  const api = fakeNoteableRoutes({
    jsonPath: `${MR}.json`,
    noteable,
    discussions: [thread],
    note: (text, id) => fakeNote({ id, note: text, note_html: `<p>${text}</p>` }),
    override: ({ method, path, body }) => {
      if (path === `${MR}/drafts` && method === 'GET') return { status: 200, data: drafts.map((d) => ({ ...d })) };
      if (path === `${MR}/drafts` && method === 'POST') {
        posts.push(body);
        const request = body as { in_reply_to_discussion_id?: string; draft_note: { note: string; resolve_discussion: boolean } };
        if (!request.draft_note.note.trim()) return { status: 422, data: { errors: "Note can't be blank" } };
        const draft: DraftNote = { id: drafts.length + 1, note: request.draft_note.note, note_html: `<p>${request.draft_note.note}</p>`, discussion_id: request.in_reply_to_discussion_id ?? null, resolve_discussion: request.draft_note.resolve_discussion, line_code: null, file_path: null, author };
        drafts.push(draft);
        return { status: 200, data: draft };
      }
      return undefined;
    },
  });
  return { api, drafts, thread, posts };
}

describe('draft review in a merge request timeline', () => {
  it('adds a reply and a new thread to the review; both show in place as Pending', async () => {
    fakeSession('developer');
    const user = userEvent.setup();
    const { posts, thread } = mergeRequestWithDrafts();
    render(<MergeRequestNotesApp fullPath="gitlab-org/gitlab" iid={1} />);

    const item = await screen.findByText('Please check');
    const threadRow = item.closest<HTMLElement>('[data-discussion-id]')!;
    await user.click(within(threadRow).getAllByRole('button', { name: 'Reply' }).at(-1)!);
    const form = screen.getByRole('form', { name: 'Reply to thread' });
    expect(within(form).getByRole('button', { name: 'Add comment now' })).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Reply' }), 'Later reply');
    await user.click(within(form).getByRole('button', { name: 'Start a review' }));

    const pending = await screen.findByRole('list', { name: 'Pending replies' });
    expect(pending).toHaveTextContent('Later reply');
    expect(within(pending).getByText('Pending').closest('[title]')).toHaveAttribute('title', PENDING_HIDDEN);
    expect(posts[0]).toEqual({ in_reply_to_discussion_id: thread.id, draft_note: { note: 'Later reply', resolve_discussion: false } });

    const comment = screen.getByRole('form', { name: 'New comment' });
    await user.type(within(comment).getByRole('textbox', { name: 'Comment' }), 'A new point');
    await user.click(within(comment).getByRole('button', { name: 'Add to review' }));
    expect(await screen.findByRole('list', { name: 'Pending comments' })).toHaveTextContent('A new point');
    expect(within(comment).getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  });
});
