import { fakeDiscussion, fakeNote } from '../test/fakes';
import { adjacentUnresolvedId, countResolvable, isThreadResolved } from './resolveCounting';

const thread = (id: string, resolved: boolean[]) =>
  fakeDiscussion(resolved.map((r, i) => fakeNote({ id: `${id}${i}`, discussion_id: id, type: 'DiscussionNote', resolvable: true, resolved: r })));

describe('resolve counting', () => {
  it('counts a thread as resolved only when all its resolvable notes are', () => {
    expect(isThreadResolved(thread('a', [true, true]))).toBe(true);
    expect(isThreadResolved(thread('b', [true, false]))).toBe(false);
    const individual = fakeDiscussion([fakeNote({ id: 'i' })]);
    expect(countResolvable([thread('a', [true]), thread('b', [true, false]), thread('c', [false]), individual])).toEqual({ resolvable: 3, unresolved: 2 });
    expect(countResolvable([])).toEqual({ resolvable: 0, unresolved: 0 });
  });

  it('finds the next and previous unresolved thread, wrapping around', () => {
    const list = [thread('a', [false]), thread('b', [true]), fakeDiscussion([fakeNote({ id: 'x' })]), thread('c', [false]), thread('d', [false])];
    expect(adjacentUnresolvedId(list, null, 'next')).toBe('a');
    expect(adjacentUnresolvedId(list, null, 'previous')).toBe('d');
    expect(adjacentUnresolvedId(list, 'a', 'next')).toBe('c');
    expect(adjacentUnresolvedId(list, 'b', 'next')).toBe('c');
    expect(adjacentUnresolvedId(list, 'd', 'next')).toBe('a');
    expect(adjacentUnresolvedId(list, 'a', 'previous')).toBe('d');
    expect(adjacentUnresolvedId(list, 'c', 'previous')).toBe('a');
    expect(adjacentUnresolvedId([thread('b', [true])], null, 'next')).toBeNull();
  });
});
