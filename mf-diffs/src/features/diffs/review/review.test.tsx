import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from 'shared-kernel/testing';
import { MR_PATH, userRb } from '../../../test/diffFixtures';
import { fakeMergeRequest, fakeMergeRequestApi } from '../../../test/fakeMergeRequestApi';
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
    mr: fakeMergeRequest({ user_can_approve: true }),
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
        return (body as { approve?: boolean }).approve ? approve : { status: 200, data: {} };
      }
      const one = /\/drafts\/(\d+)$/.exec(path);
      const existing = one ? drafts.find((d) => d.id === Number(one[1])) : undefined;
      if (existing && method === 'PUT') {
        const note = (body as { draft_note: { note: string } }).draft_note.note;
        Object.assign(existing, { note, note_html: `<p>${note}</p>` });
        return { status: 200, data: existing };
      }
      if (existing && method === 'DELETE') {
        drafts.splice(drafts.indexOf(existing), 1);
        return { status: 200, data: {} };
      }
      if (path === `${MR_PATH}/drafts/discard` && method === 'DELETE') {
        drafts.splice(0);
        return { status: 200, data: {} };
      }
      return undefined;
    },
  });
  return { api, drafts };
}

async function openLineForm() {
  const button = await vi.waitFor(() => within(document.getElementById(`${userRb.file_hash}_12_12`)!).getByRole('button', { name: ADD_COMMENT_HINT }), { timeout: 5000 });
  fireEvent.mouseDown(button);
  fireEvent.mouseUp(button);
}

describe('draft review in the Changes tab', () => {
  it('starts a review on a line, shows the draft in place as Pending, adds to it, and submits with a summary and approval', async () => {
    fakeSession('developer');
    const user = userEvent.setup();
    const { api } = withDrafts({ status: 500, data: { message: 'An error occurred while approving, please try again.' } });
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
    // One request publishes and approves; a refused approval (after the review was published) is told.
    expect(await screen.findByText('An error occurred while approving, please try again.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === `${MR_PATH}/drafts/publish`)?.body).toEqual({ note: 'Overall good', approve: true });
    await vi.waitFor(() => expect(screen.queryByTestId('draft-note')).toBeNull());
  });

  it('edits a pending comment in place and deletes it', async () => {
    fakeSession('developer');
    const user = userEvent.setup();
    const { api, drafts } = withDrafts({ status: 200, data: {} });
    drafts.push({ id: 7, note: 'Typo', note_html: '<p>Typo</p>', line_code: `${userRb.file_hash}_12_12`, file_path: userRb.file_path, discussion_id: null, resolve_discussion: false, author });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<DiffsPage fullPath="gitlab-org/gitlab-test" iid={1} />);
    const pending = await screen.findByTestId('draft-note', {}, { timeout: 5000 });
    await user.click(within(pending).getByRole('button', { name: 'Edit comment' }));
    const field = within(pending).getByRole('textbox', { name: 'Edit comment' });
    expect(field).toHaveValue('Typo');
    await user.clear(field);
    await user.type(field, 'Fixed');
    await user.click(within(pending).getByRole('button', { name: 'Save comment' }));
    await vi.waitFor(() => expect(screen.getByTestId('draft-note')).toHaveTextContent('Fixed'));
    expect(api.requests.find((r) => r.method === 'PUT')).toMatchObject({ path: `${MR_PATH}/drafts/7`, body: { draft_note: { note: 'Fixed' } } });
    await user.click(within(screen.getByTestId('draft-note')).getByRole('button', { name: 'Delete pending comment' }));
    await vi.waitFor(() => expect(screen.queryByTestId('draft-note')).toBeNull());
    expect(drafts).toEqual([]);
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
