import { adjacentThread, threadOfNote, unresolvedThreadsInOrder } from './threadNavigation';
import type { FileEntry } from './rows';
import type { DiffDiscussion, DiffFile, DiffLine } from '../types';

const thread = (id: string, resolved = false, noteId = id): DiffDiscussion => ({
  id,
  diff_discussion: true,
  resolvable: true,
  resolved,
  resolve_path: null,
  line_code: null,
  position: null,
  notes: [{ id: noteId, note: '', note_html: '', created_at: '', author: null }],
});
const line = (n: number, discussions: DiffDiscussion[] = []): DiffLine => ({ line_code: `f_0_${n}`, type: 'new', old_line: null, new_line: n, rich_text: '', discussions });
const entry = (hash: string, lines: DiffLine[], fileThreads: DiffDiscussion[] = []): FileEntry => ({
  meta: { file_hash: hash, new_path: hash, old_path: hash, added_lines: 1, removed_lines: 0, new_file: true, deleted_file: false },
  diff: { file_hash: hash, file_path: hash, old_path: hash, new_path: hash, new_file: true, deleted_file: false, renamed_file: false, added_lines: 1, removed_lines: 0, viewer: { name: 'text' }, highlighted_diff_lines: lines, discussions: fileThreads } as DiffFile,
  collapsed: null,
});

describe('unresolved thread navigation', () => {
  const entries = [entry('a', [line(1, [thread('a1')]), line(2, [thread('a2', true)]), line(3, [thread('a3', false, '33')])], [thread('afile')]), entry('b', [line(1, [thread('b1')])])];

  it('orders unresolved threads by diff position: files in order, file threads first, then lines top to bottom', () => {
    expect(unresolvedThreadsInOrder(entries).map((p) => p.discussionId)).toEqual(['afile', 'a1', 'a3', 'b1']);
    expect(unresolvedThreadsInOrder(entries)[1]).toEqual({ discussionId: 'a1', fileIndex: 0, lineCode: 'f_0_1' });
  });

  it('moves to the next and previous thread, wrapping around, starting at either end', () => {
    const order = unresolvedThreadsInOrder(entries);
    expect(adjacentThread(order, null, 1)?.discussionId).toBe('afile');
    expect(adjacentThread(order, null, -1)?.discussionId).toBe('b1');
    expect(adjacentThread(order, 'a1', 1)?.discussionId).toBe('a3');
    expect(adjacentThread(order, 'b1', 1)?.discussionId).toBe('afile');
    expect(adjacentThread(order, 'afile', -1)?.discussionId).toBe('b1');
    expect(adjacentThread([], null, 1)).toBeNull();
  });

  it('finds the thread of a #note_ anchor', () => {
    expect(threadOfNote(entries, '33')).toEqual({ discussionId: 'a3', fileIndex: 0, lineCode: 'f_0_3' });
    expect(threadOfNote(entries, 'afile')).toEqual({ discussionId: 'afile', fileIndex: 0, lineCode: null });
    expect(threadOfNote(entries, 'nope')).toBeNull();
  });
});
