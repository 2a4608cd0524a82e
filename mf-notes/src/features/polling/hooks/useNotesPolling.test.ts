import { renderHook, waitFor } from '@testing-library/react';
import { fakeNote } from '../../../test/fakes';
import { useNotesPolling } from './useNotesPolling';
import { fakeRestApi } from 'shared-kernel/testing';

describe('useNotesPolling', () => {
  it('asks for notes since the newest one with X-Last-Fetched-At, then since the answer', async () => {
    const note = fakeNote({ id: '42' });
    const sent: string[] = [];
    fakeRestApi(({ path, config }) => {
      expect(path).toBe('/gitlab-org/gitlab/noteable/issue/7/notes');
      sent.push(String((config.headers as Record<string, unknown>)['X-Last-Fetched-At']));
      return { status: 200, data: { notes: sent.length === 1 ? [note] : [], last_fetched_at: 555 }, headers: { 'poll-interval': sent.length < 2 ? '1' : '-1' } };
    });
    const onNotes = vi.fn();

    renderHook(() => useNotesPolling({ notesPath: '/gitlab-org/gitlab/noteable/issue/7/notes', enabled: true, since: () => 123, onNotes, initialDelayMs: 0 }));

    await waitFor(() => expect(sent).toEqual(['123', '555']));
    expect(onNotes).toHaveBeenCalledTimes(1);
    expect(onNotes).toHaveBeenCalledWith([note]);
  });

  it('reports the notes deleted since the last answer', async () => {
    fakeRestApi(() => ({ status: 200, data: { notes: [], last_fetched_at: 9, deleted_note_ids: [41, 43] }, headers: { 'poll-interval': '-1' } }));
    const onDeleted = vi.fn();
    renderHook(() => useNotesPolling({ notesPath: '/g/p/noteable/issue/7/notes', enabled: true, since: () => 0, onNotes: () => {}, onDeleted, initialDelayMs: 0 }));
    await waitFor(() => expect(onDeleted.mock.calls).toEqual([['41'], ['43']]));
  });

  it('polls the notes_path the noteable JSON names (an epic)', async () => {
    const paths: string[] = [];
    fakeRestApi(({ path }) => {
      paths.push(path);
      return { status: 200, data: { notes: [], last_fetched_at: 9 }, headers: { 'poll-interval': '-1' } };
    });
    renderHook(() => useNotesPolling({ notesPath: '/groups/gitlab-org/-/epics/2/notes', enabled: true, since: () => 0, onNotes: () => {}, initialDelayMs: 0 }));
    await waitFor(() => expect(paths).toEqual(['/groups/gitlab-org/-/epics/2/notes']));
  });

  it('sends the filter the list shows (notes_filter)', async () => {
    const params: unknown[] = [];
    fakeRestApi(({ params: sent }) => {
      params.push(sent);
      return { status: 200, data: { notes: [], last_fetched_at: 9 }, headers: { 'poll-interval': '-1' } };
    });
    renderHook(() => useNotesPolling({ notesPath: '/g/p/noteable/issue/7/notes', filter: 2, enabled: true, since: () => 0, onNotes: () => {}, initialDelayMs: 0 }));
    await waitFor(() => expect(params).toEqual([{ notes_filter: 2 }]));
  });

  it('does not poll until enabled', async () => {
    const { adapter } = fakeRestApi(() => ({ status: 200, data: { notes: [], last_fetched_at: 1 } }));
    renderHook(() => useNotesPolling({ notesPath: '/g/p/noteable/issue/7/notes', enabled: false, since: () => 0, onNotes: () => {}, initialDelayMs: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(adapter).not.toHaveBeenCalled();
  });
});
