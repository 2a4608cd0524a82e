import { describe, expect, it, vi } from 'vitest';
import { createAutosave, type AutosaveStorage } from './createAutosave';

function memoryStorage(): AutosaveStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing: AutosaveStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('createAutosave', () => {
  it('stores the draft under autosave/ and the lock version under a sibling key', () => {
    const storage = memoryStorage();
    const draft = createAutosave(['group/project/-/issues/3', 'description'], { storage });
    draft.save('Draft text', 4);
    expect(Object.fromEntries(storage.data)).toEqual({
      'autosave/group/project/-/issues/3/description': 'Draft text',
      'autosave/group/project/-/issues/3/description/lockVersion': '4',
    });
    expect(draft.restore()).toEqual({ text: 'Draft text', lockVersion: 4 });
  });

  it('restores null when nothing is saved and a null lock version when none was', () => {
    const storage = memoryStorage();
    const draft = createAutosave(['notes', 'Issue', '1'], { storage });
    expect(draft.restore()).toBeNull();
    draft.save('text');
    expect(draft.restore()).toEqual({ text: 'text', lockVersion: null });
  });

  it('clears both keys, also when saving an empty text', () => {
    const storage = memoryStorage();
    const draft = createAutosave(['a'], { storage });
    draft.save('x', 1);
    draft.clear();
    expect(storage.data.size).toBe(0);
    draft.save('y', 2);
    draft.save('');
    expect(storage.data.size).toBe(0);
  });

  it.each([
    [4, 4, false],
    [4, 5, true],
    [null, 5, false],
    [4, null, false],
  ])('saved lock version %s vs current %s → outdated %s', (saved, current, expected) => {
    const draft = createAutosave(['a'], { storage: memoryStorage() });
    draft.save('text', saved);
    expect(draft.isOutdated(current)).toBe(expected);
  });

  it('logs and ignores storage errors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const draft = createAutosave(['a'], { storage: throwing });
    expect(() => draft.save('text', 1)).not.toThrow();
    expect(draft.restore()).toBeNull();
    expect(() => draft.clear()).not.toThrow();
    expect(draft.isOutdated(1)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('works without any storage (e.g. on the server)', () => {
    vi.stubGlobal('localStorage', undefined);
    const draft = createAutosave(['a']);
    draft.save('text');
    expect(draft.restore()).toBeNull();
  });
});
