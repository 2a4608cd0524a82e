import { clearNewIssueDraft, newIssueDraft, saveNewIssueDraft } from './draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('new issue drafts', () => {
  it('keeps title and description under autosave/ keys of the page, per related issue', () => {
    const storage = memoryStorage();
    const plain = newIssueDraft('gitlab-org/gitlab', undefined, storage);
    const related = newIssueDraft('gitlab-org/gitlab', 3, storage);
    saveNewIssueDraft(plain, { title: 'A', description: 'B' });
    saveNewIssueDraft(related, { title: 'C', description: '' });
    expect(Object.fromEntries(storage.items)).toEqual({
      'autosave/gitlab-org/gitlab/-/issues/new/title': 'A',
      'autosave/gitlab-org/gitlab/-/issues/new/description': 'B',
      'autosave/gitlab-org/gitlab/-/issues/new/add_related_issue=3/title': 'C',
    });
    expect(newIssueDraft('gitlab-org/gitlab', undefined, storage).title.restore()?.text).toBe('A');
    clearNewIssueDraft(plain);
    expect([...storage.items.keys()]).toEqual(['autosave/gitlab-org/gitlab/-/issues/new/add_related_issue=3/title']);
  });
});
