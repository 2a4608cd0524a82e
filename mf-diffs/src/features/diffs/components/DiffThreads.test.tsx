import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from 'shared-kernel/testing';
import { MR_PATH, userRb } from '../../../test/diffFixtures';
import { fakeMergeRequestApi } from '../../../test/fakeMergeRequestApi';
import type { DiffDiscussion, DiffFile } from '../types';
import { ADD_COMMENT_HINT, NOT_SUPPORTED } from '../texts';
import { DiffsView } from './DiffsView';

beforeEach(() => {
  history.replaceState(null, '', '/gitlab-org/gitlab-test/-/merge_requests/1/diffs');
  document.cookie = 'diff_view=; max-age=0; path=/';
});

const thread = (resolved: boolean): DiffDiscussion => ({
  id: 'a'.repeat(40),
  diff_discussion: true,
  resolvable: true,
  resolved,
  resolve_path: `${MR_PATH}/discussions/${'a'.repeat(40)}/resolve`,
  can_resolve: true,
  line_code: `${userRb.file_hash}_12_12`,
  position: null,
  notes: [{ id: '5', note: 'Range note', note_html: '<p>Range note</p>', created_at: '2026-11-20T10:00:00.000Z', author: { id: 6, name: 'Dev Eloper', username: 'developer', avatar_url: null } }],
});

/** user.rb with `discussion` on its `+ def email` line. */
function withThread(discussion: DiffDiscussion): DiffFile {
  const put = <T extends { line_code: string | null } | null>(line: T): T => (line && line.line_code === discussion.line_code ? { ...line, discussions: [discussion] } : line);
  return { ...userRb, highlighted_diff_lines: userRb.highlighted_diff_lines!.map(put), parallel_diff_lines: userRb.parallel_diff_lines!.map((p) => ({ left: put(p.left), right: put(p.right) })) };
}

describe('diff threads in the Changes tab', () => {
  it('drags a range from the gutter, shows a refusal, posts GitLab request, then shows and resolves the thread under its line', async () => {
    fakeSession('developer');
    const user = userEvent.setup();
    let current: DiffDiscussion | null = null;
    let refuse = true;
    const api = fakeMergeRequestApi({
      files: [userRb],
      override: ({ method, path, body }) => {
        if (method === 'POST' && path === '/gitlab-org/gitlab-test/notes') {
          if (refuse) return { status: 422, data: { errors: NOT_SUPPORTED.line } };
          current = thread(false);
          return { status: 200, data: { valid: true, discussion: current, body } };
        }
        if (path === `${MR_PATH}/diff_for_path.json`) return { status: 200, data: { diff_files: [current ? withThread(current) : userRb] } };
        if (path === current?.resolve_path && method === 'POST') {
          current = thread(true);
          return { status: 200, data: current };
        }
        return undefined;
      },
    });
    render(<DiffsView fullPath="gitlab-org/gitlab-test" iid={1} mergeRequestId={31} canComment />);
    const from = await vi.waitFor(() => within(document.getElementById(`${userRb.file_hash}_12_11`)!).getByRole('button', { name: ADD_COMMENT_HINT }));
    const to = within(document.getElementById(`${userRb.file_hash}_12_12`)!).getByRole('button', { name: ADD_COMMENT_HINT });
    fireEvent.mouseDown(from);
    fireEvent.mouseUp(to);
    expect(await screen.findByText('Commenting on lines 11 to 12')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Range note');
    await user.click(screen.getByRole('button', { name: 'Add comment now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SUPPORTED.line);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Add comment now' }));
    const threadBox = await screen.findByTestId('diff-thread');
    expect(threadBox).toHaveTextContent('Range note');
    const posted = api.requests.find((r) => r.method === 'POST' && r.path === '/gitlab-org/gitlab-test/notes')!;
    const note = (posted.body as { note: { position: string; type: string } }).note;
    expect(note.type).toBe('DiffNote');
    expect(JSON.parse(note.position)).toMatchObject({ position_type: 'text', new_line: 12, line_range: { start: { line_code: `${userRb.file_hash}_12_11` }, end: { line_code: `${userRb.file_hash}_12_12` } } });
    expect(posted.params).toEqual({ target_type: 'merge_request', target_id: 31 });

    await user.click(within(threadBox).getByRole('button', { name: 'Resolve thread' }));
    expect(await screen.findByRole('button', { name: 'Unresolve thread' })).toBeInTheDocument();
  });
});
