import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type SessionSnapshot } from 'shared-kernel/api';
import { publish, resetEventBus } from 'shared-kernel/event-bus';
import { getQueryClient, invalidateQueries, issuableQueryKey, noteableQueryKey, resetQueryClient } from 'shared-kernel/query';

afterEach(() => {
  resetQueryClient();
  resetEventBus();
});

describe('the page query cache', () => {
  it('is one client per page, shared by every caller', () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it('fetches a key once for concurrent readers and keeps the answer', async () => {
    const queryFn = vi.fn(async () => ({ title: 'Title' }));
    const key = issuableQueryKey('issue', 'gitlab-org/gitlab', 1);
    const [first, second] = await Promise.all([getQueryClient().fetchQuery({ queryKey: key, queryFn }), getQueryClient().fetchQuery({ queryKey: key, queryFn })]);
    expect(first).toEqual({ title: 'Title' });
    expect(second).toBe(first);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('invalidates a prefix: every read under it is stale', async () => {
    const client = getQueryClient();
    await client.fetchQuery({ queryKey: issuableQueryKey('issue', 'g/p', 1, 'awards'), queryFn: async () => [] });
    await client.fetchQuery({ queryKey: issuableQueryKey('issue', 'g/p', 2), queryFn: async () => ({}) });
    await invalidateQueries(issuableQueryKey('issue', 'g/p', 1));
    expect(client.getQueryState(issuableQueryKey('issue', 'g/p', 1, 'awards'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(issuableQueryKey('issue', 'g/p', 2))?.isInvalidated).toBe(false);
  });

  it('bus events invalidate by key: status-changed the issuable (incidents are issues), note-added the noteable', async () => {
    const client = getQueryClient();
    await client.fetchQuery({ queryKey: issuableQueryKey('issue', 'g/p', 3), queryFn: async () => ({}) });
    await client.fetchQuery({ queryKey: noteableQueryKey('Issue', 30, 'discussions'), queryFn: async () => [] });
    await client.fetchQuery({ queryKey: noteableQueryKey('Epic', 30), queryFn: async () => [] });

    publish('status-changed', { issuableType: 'incident', id: 30, iid: 3, fullPath: 'g/p', state: 'closed' }, { source: 'test' });
    expect(client.getQueryState(issuableQueryKey('issue', 'g/p', 3))?.isInvalidated).toBe(true);
    expect(client.getQueryState(noteableQueryKey('Issue', 30, 'discussions'))?.isInvalidated).toBe(false);

    publish('note-added', { noteableType: 'Incident', noteableId: 30, noteId: 1, discussionId: 'a'.repeat(40) }, { source: 'test' });
    expect(client.getQueryState(noteableQueryKey('Issue', 30, 'discussions'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(noteableQueryKey('Epic', 30))?.isInvalidated).toBe(false);
  });

  it('reset drops the cache and stops listening to the bus', async () => {
    const before = getQueryClient();
    await before.fetchQuery({ queryKey: ['x'], queryFn: async () => 1 });
    resetQueryClient();
    expect(getQueryClient()).not.toBe(before);
    expect(getQueryClient().getQueryData(['x'])).toBeUndefined();
  });

  it('reads again for another user: a sign-in without a reload resets the cache', async () => {
    let snapshot: SessionSnapshot = { status: 'ready', csrfToken: 't', error: null, user: null };
    const listeners = new Set<() => void>();
    vi.spyOn(sessionStore, 'getSnapshot').mockImplementation(() => snapshot);
    vi.spyOn(sessionStore, 'subscribe').mockImplementation((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    const signIn = (id: number | null) => {
      snapshot = { ...snapshot, user: id === null ? null : { id, username: `u${id}`, name: `U${id}`, avatar_url: null, web_url: '/', is_admin: false, state: 'active' } };
      listeners.forEach((listener) => listener());
    };
    const client = getQueryClient();
    await client.fetchQuery({ queryKey: ['project'], queryFn: async () => 'anonymous view' });
    snapshot = { ...snapshot };
    listeners.forEach((listener) => listener());
    expect(client.getQueryData(['project'])).toBe('anonymous view');
    signIn(3);
    expect(client.getQueryData(['project'])).toBeUndefined();
    await client.fetchQuery({ queryKey: ['project'], queryFn: async () => 'member view' });
    signIn(3);
    expect(client.getQueryData(['project'])).toBe('member view');
  });
});
