import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from 'shared-kernel/testing';
import { MR_PATH, userRb } from '../../../test/diffFixtures';
import { fakeMergeRequestApi } from '../../../test/fakeMergeRequestApi';
import { ADD_COMMENT_HINT } from '../texts';
import { DiffsPage } from '../../../pages/DiffsPage';
import type { DraftNote } from './drafts';
import { PENDING_HIDDEN } from './texts';

beforeEach(() => {
  history.replaceState(null, '', `${MR_PATH}/diffs`);
  document.cookie = 'diff_view=; max-age=0; path=/';
});

const author = { id: 6, name: 'Dev Eloper', username: 'developer', avatar_url: null };

/** The merge request's batch-comments routes over an in-memory list of drafts. */
function withDrafts(approve: { status: number; data: unknown }) {
  const drafts: DraftNote[] = [];
  const api = fakeMergeRequestApi({
    files: [userRb],
    override: ({ method, path, body }) => {
      if (path === `${MR_PATH}/drafts` && method === 'GET') return { status: 200, data: drafts.map((d) => ({ ...d })) };
      if (path === `${MR_PATH}/drafts` && method === 'POST') {
        const { draft_note: d } = body as { draft_note: { note: string; position: string } };
        const draft: DraftNote = { id: drafts.length + 1, note: d.note, note_html: `<p>${d.note}</p>`, line_code: `${userRb.file_hash}_12_12`, file_path: userRb.file_path, discussion_id: null, resolve_discussion: false, author };
        drafts.push(draft);
        return { status: 200, data: draft };
      }
      if (path === `${MR_PATH}/drafts/publish` && method === 'POST') {
        drafts.splice(0);
        return { status: 200, data: {} };
      }
      if (path === `${MR_PATH}/drafts/discard` && method === 'DELETE') {
        drafts.splice(0);
        return { status: 200, data: {} };
      }
      if (path === '/api/v4/projects/2/merge_requests/1/approve') return approve;
      return undefined;
    },
  });
  return { api, drafts };
}

async function openLineForm() {
  const button = await vi.waitFor(() => within(document.getElementById(`${userRb.file_hash}_12_12`)!).getByRole('button', { name: ADD_COMMENT_HINT }));
  fireEvent.mouseDown(button);
  fireEvent.mouseUp(button);
}

describe('draft review in the Changes tab', () => {
  it('starts a review on a line, shows the draft in place as Pending, adds to it, and submits with a summary and approval', async () => {
    fakeSession('developer');
    const user = userEvent.setup();
    const { api } = withDrafts({ status: 404, data: { message: '404 Not Found' } });
    render(<DiffsPage fullPath="gitlab-org/gitlab-test" iid={1} />);

    await openLineForm();
    expect(screen.getByRole('button', { name: 'Add comment now' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Draft one');
    await user.click(screen.getByRole('button', { name: 'Start a review' }));
    const pending = await screen.findByTestId('draft-note');
    expect(pending).toHaveTextContent('Draft one');
    expect(within(pending).getByText('Pending')).toHaveAttribute('title', PENDING_HIDDEN);
    expect(pending).toHaveTextContent(PENDING_HIDDEN);
    expect(screen.getByTestId('review-count')).toHaveTextContent('1 pending comment');
    const saved = api.requests.find((r) => r.method === 'POST' && r.path === `${MR_PATH}/drafts`)!;
    expect(JSON.parse((saved.body as { draft_note: { position: string } }).draft_note.position)).toMatchObject({ position_type: 'text', new_line: 12 });

    await openLineForm();
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Draft two');
    await user.click(screen.getByRole('button', { name: 'Add to review' }));
    expect(await screen.findByText('2 pending comments')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const form = screen.getByTestId('submit-review-form');
    await user.type(within(form).getByRole('textbox'), 'Overall good');
    await user.click(within(form).getByRole('checkbox', { name: 'Approve merge request' }));
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    // The approval route answered 404: its words are shown; the review itself was published.
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === `${MR_PATH}/drafts/publish`)?.body).toEqual({ note: 'Overall good' });
    await vi.waitFor(() => expect(screen.queryByTestId('draft-note')).toBeNull());
  });

  it('discards the review after a confirmation', async () => {
    fakeSession('developer');
    const user = userEvent.setup();
    const { drafts } = withDrafts({ status: 201, data: {} });
    drafts.push({ id: 9, note: 'Old', note_html: '<p>Old</p>', line_code: `${userRb.file_hash}_12_12`, file_path: userRb.file_path, discussion_id: null, resolve_discussion: false, author });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<DiffsPage fullPath="gitlab-org/gitlab-test" iid={1} />);
    expect(await screen.findByText('1 pending comment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard review' }));
    expect(screen.getByTestId('draft-note')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard review' }));
    await vi.waitFor(() => expect(screen.queryByTestId('review-bar')).toBeNull());
    expect(screen.queryByTestId('draft-note')).toBeNull();
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
