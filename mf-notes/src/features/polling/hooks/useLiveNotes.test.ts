import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeNote } from '../../../test/fakes';
import type { Note } from '../../../lib/types';
import { noteIdOf, useLiveNotes } from './useLiveNotes';
import { fakeRestApi, liveGraphql } from 'shared-kernel/testing';

const OPERATIONS = ['workItemNoteCreated', 'workItemNoteUpdated', 'workItemNoteDeleted'];

/** The notes endpoint: answers `next()`'s notes, stamps each answer with an increasing last_fetched_at. */
function notesEndpoint(pollInterval = '-1') {
  const sent: number[] = [];
  const queue: Note[][] = [];
  const { adapter } = fakeRestApi(({ path, config }) => {
    expect(path).toBe('/gitlab-org/gitlab/noteable/issue/7/notes');
    sent.push(Number((config.headers as Record<string, unknown>)['X-Last-Fetched-At']));
    return { status: 200, data: { notes: queue.shift() ?? [], last_fetched_at: 1000 * (sent.length + 1) }, headers: { 'poll-interval': pollInterval } };
  });
  return { sent, adapter, next: (notes: Note[]) => queue.push(notes) };
}

function renderLive(options: { onNotes?: (notes: Note[]) => void; onDeleted?: (id: string) => void; initialDelayMs?: number } = {}) {
  const onNotes = vi.fn(options.onNotes ?? (() => {}));
  const onDeleted = vi.fn(options.onDeleted ?? (() => {}));
  const hook = renderHook(() => useLiveNotes({ noteableGid: 'gid://gitlab/Issue/7', notesPath: '/gitlab-org/gitlab/noteable/issue/7/notes', enabled: true, since: () => 500, onNotes, onDeleted, initialDelayMs: options.initialDelayMs ?? 60_000 }));
  return { ...hook, onNotes, onDeleted };
}

async function subscribed() {

  await waitFor(() => expect(liveGraphql.active().map((s) => s.operation).sort()).toEqual([...OPERATIONS].sort()));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useLiveNotes', () => {
  it('subscribes to the three note events of the issue, and unsubscribes on unmount', async () => {
    notesEndpoint();
    const { unmount } = renderLive();
    await subscribed();
    for (const s of liveGraphql.active()) expect(s.variables).toEqual({ noteableId: 'gid://gitlab/Issue/7' });

    unmount();
    expect(liveGraphql.active()).toEqual([]);
  });

  it('subscribes with the global id the noteable JSON names (an epic)', async () => {
    fakeRestApi(() => ({ status: 200, data: { notes: [], last_fetched_at: 1 } }));
    renderHook(() => useLiveNotes({ noteableGid: 'gid://gitlab/Epic/12', notesPath: '/groups/gitlab-org/-/epics/1/notes', enabled: true, since: () => 0, onNotes: () => {}, onDeleted: () => {}, initialDelayMs: 60_000 }));
    await subscribed();
    for (const s of liveGraphql.active()) expect(s.variables).toEqual({ noteableId: 'gid://gitlab/Epic/12' });
  });

  it('fetches the notes endpoint from last_fetched_at at once when a note is created or updated', async () => {
    const api = notesEndpoint();
    const created = fakeNote({ id: '42' });
    const { onNotes, result } = renderLive();
    await subscribed();
    act(() => liveGraphql.setStatus('connected'));
    await waitFor(() => expect(result.current.live).toBe(true));
    await waitFor(() => expect(api.sent).toEqual([500])); // the catch-up of the connect

    api.next([created]);
    act(() => liveGraphql.emit('workItemNoteCreated', { workItemNoteCreated: { id: 'gid://gitlab/Note/42' } }));
    await waitFor(() => expect(onNotes).toHaveBeenCalledWith([created]));
    expect(api.sent).toEqual([500, 2000]);

    const edited = { ...created, note: 'edited' };
    api.next([edited]);
    act(() => liveGraphql.emit('workItemNoteUpdated', { workItemNoteUpdated: { id: 'gid://gitlab/Note/42' } }));
    await waitFor(() => expect(onNotes).toHaveBeenLastCalledWith([edited]));
    expect(api.sent).toEqual([500, 2000, 3000]);
  });

  it('folds a burst of events into one more request', async () => {
    const api = notesEndpoint();
    renderLive();
    await subscribed();
    act(() => liveGraphql.setStatus('connected'));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    act(() => {
      for (let i = 0; i < 5; i += 1) liveGraphql.emit('workItemNoteCreated', { workItemNoteCreated: { id: `gid://gitlab/Note/${i}` } });
    });
    await waitFor(() => expect(api.sent).toHaveLength(3));
    await sleep(50);
    expect(api.sent).toHaveLength(3);
  });

  it('removes a deleted note without a request', async () => {
    const api = notesEndpoint();
    const { onDeleted } = renderLive();
    await subscribed();
    act(() => liveGraphql.emit('workItemNoteDeleted', { workItemNoteDeleted: { id: 'gid://gitlab/Note/42', discussionId: 'gid://gitlab/Discussion/abc', lastDiscussionNote: true } }));
    expect(onDeleted).toHaveBeenCalledWith('42');
    expect(api.sent).toEqual([]);
  });

  it('keeps polling while the socket is not connected and pauses while it is', async () => {
    const api = notesEndpoint('30');
    const { result } = renderLive({ initialDelayMs: 0 });
    await subscribed();
    act(() => liveGraphql.setStatus('connecting'));
    await waitFor(() => expect(api.sent.length).toBeGreaterThanOrEqual(3));
    expect(result.current.live).toBe(false);

    act(() => liveGraphql.setStatus('connected'));
    await waitFor(() => expect(result.current.live).toBe(true));
    await sleep(60); // a poll already in flight may still land
    const whileLive = api.sent.length;
    await sleep(150);
    expect(api.sent).toHaveLength(whileLive);

    act(() => liveGraphql.setStatus('closed'));
    await waitFor(() => expect(api.sent.length).toBeGreaterThanOrEqual(whileLive + 3));
  });

  it('catches up from last_fetched_at on every (re)connect', async () => {
    const api = notesEndpoint();
    const missed = fakeNote({ id: '77' });
    const { onNotes } = renderLive();
    await subscribed();
    act(() => liveGraphql.setStatus('connected'));
    await waitFor(() => expect(api.sent).toEqual([500]));

    act(() => liveGraphql.setStatus('closed'));
    await waitFor(() => expect(api.sent).toEqual([500, 2000])); // polling resumes at once
    act(() => liveGraphql.setStatus('connecting'));
    api.next([missed]);
    act(() => liveGraphql.setStatus('connected'));
    await waitFor(() => expect(onNotes).toHaveBeenCalledWith([missed]));
    expect(api.sent).toEqual([500, 2000, 3000]);
  });

  it('falls back to polling when a subscription fails even though the socket is up', async () => {
    const api = notesEndpoint('30');
    const { result } = renderLive({ initialDelayMs: 0 });
    await subscribed();
    act(() => liveGraphql.setStatus('connected'));
    await waitFor(() => expect(result.current.live).toBe(true));

    act(() => liveGraphql.fail('workItemNoteCreated'));
    await waitFor(() => expect(result.current.live).toBe(false));
    const before = api.sent.length;
    await waitFor(() => expect(api.sent.length).toBeGreaterThanOrEqual(before + 3));
  });

  it('pollNow fetches once while live instead of restarting the timed poll', async () => {
    const api = notesEndpoint('30');
    const { result } = renderLive();
    await subscribed();
    act(() => liveGraphql.setStatus('connected'));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    act(() => result.current.pollNow());
    await waitFor(() => expect(api.sent).toHaveLength(2));
    await sleep(150);
    expect(api.sent).toHaveLength(2);
  });

  it('reads the web note id from a global id', () => {
    expect(noteIdOf('gid://gitlab/Note/123')).toBe('123');
  });
});
