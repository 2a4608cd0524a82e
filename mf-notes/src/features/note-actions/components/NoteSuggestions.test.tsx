import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from 'shared-kernel/testing';
import type { Suggestion } from 'shared-kernel/ui';
import { fakeDiscussion, fakeNote } from '../../../test/fakes';
import { fakeNotesApi, type NotesApiRequest } from '../../../test/fakeNotesApi';
import { renderIssueNotes } from '../../../test/renderNotes';

function suggestion(id: number, overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id,
    appliable: true,
    applied: false,
    diff_lines: [
      { type: 'old', old_line: 3, new_line: null, text: '-line 3', rich_text: '-line 3' },
      { type: 'new', old_line: null, new_line: 3, text: `+LINE ${id}`, rich_text: `+LINE ${id}` },
    ],
    current_user: { can_apply: true },
    inapplicable_reason: null,
    ...overrides,
  };
}

function diffThread(noteId: string, suggestions: Suggestion[]) {
  const resolvePath = `/gitlab-org/gitlab/-/merge_requests/1/discussions/d${noteId}/resolve`;
  const note = fakeNote({
    id: noteId,
    type: 'DiffNote',
    resolvable: true,
    resolve_path: resolvePath,
    note: '```suggestion\nLINE\n```',
    note_html: '<p>Try this</p>',
    current_user: { can_edit: true, can_award_emoji: true, can_resolve: true, can_resolve_discussion: true },
    suggestions,
  });
  return fakeDiscussion([note], { resolve_path: resolvePath });
}

const requests = (log: NotesApiRequest[], path: string) => log.filter((request) => request.path === path);

describe('suggestions in the notes timeline', () => {
  it('renders a diff comment’s suggestion, applies it and resolves its thread', async () => {
    fakeSession('developer');
    const log: NotesApiRequest[] = [];
    const thread = diffThread('41', [suggestion(5)]);
    fakeNotesApi({
      discussions: [thread],
      override: (request) => {
        log.push(request);
        if (request.path === '/api/v4/suggestions/5/apply') return { status: 200, data: { id: 5, applied: true } };
        if (request.path === thread.resolve_path && request.method === 'PUT') return { status: 200, data: { ...thread, resolved: true } };
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderIssueNotes();

    const box = await screen.findByLabelText('Suggested change');
    expect(within(box).getAllByRole('row').map((row) => row.textContent)).toEqual(['3-line 3', '3+LINE 5']);
    await user.click(within(box).getByRole('button', { name: 'Apply suggestion' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Apply suggestion' })).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(requests(log, thread.resolve_path as string).map((r) => r.method)).toEqual(['PUT']));
    expect(requests(log, '/api/v4/suggestions/5/apply').map((r) => [r.method, r.body])).toEqual([['PUT', {}]]);
  });

  it('batches suggestions of two threads, applies them together and shows a refusal with the server’s text', async () => {
    fakeSession('developer');
    const log: NotesApiRequest[] = [];
    let refuse = true;
    fakeNotesApi({
      discussions: [diffThread('51', [suggestion(1)]), diffThread('52', [suggestion(2), suggestion(3, { appliable: false, inapplicable_reason: "Can't apply as this line was changed in a more recent version." })])],
      override: (request) => {
        log.push(request);
        if (request.path === '/api/v4/suggestions/batch_apply') {
          return refuse ? { status: 400, data: { message: 'Suggestions are not applicable as their lines cannot overlap.' } } : { status: 200, data: [] };
        }
        if (request.path.endsWith('/resolve')) return { status: 200, data: diffThread(request.path.includes('d51') ? '51' : '52', []) };
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderIssueNotes();

    const boxes = await screen.findAllByLabelText('Suggested change');
    expect(boxes).toHaveLength(3);
    const [first, second, outdated] = boxes as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(outdated).getByRole('button', { name: 'Add suggestion to batch' })).toBeDisabled();
    expect(within(outdated).getByTitle("Can't apply as this line was changed in a more recent version.")).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Add suggestion to batch' }));
    await user.click(within(second).getByRole('button', { name: 'Add suggestion to batch' }));
    const applyBatch = within(second).getByRole('button', { name: /Apply suggestions/ });
    expect(applyBatch).toHaveTextContent('2');
    await user.click(applyBatch);
    expect(await within(second).findByRole('alert')).toHaveTextContent('Suggestions are not applicable as their lines cannot overlap.');

    refuse = false;
    await user.click(within(second).getByRole('button', { name: /Apply suggestions/ }));
    await waitFor(() => expect(log.filter((r) => r.path.endsWith('/resolve')).length).toBe(2));
    expect(requests(log, '/api/v4/suggestions/batch_apply').map((r) => r.body)).toEqual([{ ids: [1, 2] }, { ids: [1, 2] }]);
  });
});
