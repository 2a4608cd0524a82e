import type { AutosaveStorage } from 'shared-kernel/autosave';
import { clearDraft, issueDraftSlots, restoreDraft, saveDraft, serverChanges } from './draft';

function memoryStorage(): AutosaveStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const server = { title: 'Title', description: 'Text', lockVersion: 3 };

describe('issue drafts (autosave/ keys with lock_version)', () => {
  it('keys drafts by the page path and stores the description lock_version', () => {
    const storage = memoryStorage();
    const slots = issueDraftSlots('/gitlab-org/gitlab/-/issues/1', storage);
    saveDraft(slots, { title: 'New title', description: 'New text' }, server);
    expect(Object.fromEntries(storage.data)).toEqual({
      'autosave/gitlab-org/gitlab/-/issues/1/title': 'New title',
      'autosave/gitlab-org/gitlab/-/issues/1/description': 'New text',
      'autosave/gitlab-org/gitlab/-/issues/1/description/lockVersion': '3',
    });
  });

  it('does not keep a draft equal to the server text', () => {
    const storage = memoryStorage();
    const slots = issueDraftSlots('/p/-/issues/1', storage);
    saveDraft(slots, { title: 'x', description: 'y' }, server);
    saveDraft(slots, { title: 'Title', description: 'Text' }, server);
    expect(storage.data.size).toBe(0);
  });

  it('restores the draft; it is outdated only when the lock_version moved on', () => {
    const storage = memoryStorage();
    const slots = issueDraftSlots('/p/-/issues/1', storage);
    saveDraft(slots, { title: 'Title', description: 'Mine' }, server);
    expect(restoreDraft(slots, server)).toEqual({ title: 'Title', description: 'Mine', outdated: false, restored: true });
    expect(restoreDraft(slots, { ...server, lockVersion: 4 })).toMatchObject({ description: 'Mine', outdated: true });
    clearDraft(slots);
    expect(restoreDraft(slots, server)).toEqual({ title: 'Title', description: 'Text', outdated: false, restored: false });
  });

  it('lists what the server changed meanwhile', () => {
    expect(serverChanges({ title: 'a', description: 'b' }, { title: 'a', description: 'b' })).toBeNull();
    expect(serverChanges({ title: 'a', description: 'b' }, { title: 'c', description: 'b' })).toEqual({ title: 'c', description: null });
    expect(serverChanges({ title: 'a', description: 'b' }, { title: 'a', description: 'd' })).toEqual({ title: null, description: 'd' });
  });
});
