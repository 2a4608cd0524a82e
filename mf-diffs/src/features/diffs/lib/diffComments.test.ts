import { diffNoteRequest, filePosition, imagePosition, lineContent, linePosition, linesBetween, orderedRange, suggestionBlock, threadsOfRow } from './diffComments';
import { buildRows, type FileEntry } from './rows';
import type { DiffDiscussion, DiffFile, DiffLine } from '../types';

const refs = { base_sha: 'b'.repeat(40), start_sha: 's'.repeat(40), head_sha: 'h'.repeat(40) };
const file = { old_path: 'a.rb', new_path: 'a.rb' };
const added: DiffLine = { line_code: 'x_0_2', type: 'new', old_line: null, new_line: 2, rich_text: 'two' };
const removed: DiffLine = { line_code: 'x_3_0', type: 'old', old_line: 3, new_line: null, rich_text: 'three' };
const context: DiffLine = { line_code: 'x_1_1', type: null, old_line: 1, new_line: 1, rich_text: 'one' };

describe('diff comment positions', () => {
  it('builds GitLab position payloads for a line, a range, a file and an image', () => {
    expect(linePosition(refs, file, added)).toEqual({
      ...refs,
      ...file,
      position_type: 'text',
      old_line: null,
      new_line: 2,
      line_range: { start: { line_code: 'x_0_2', type: 'new', old_line: null, new_line: 2 }, end: { line_code: 'x_0_2', type: 'new', old_line: null, new_line: 2 } },
      ignore_whitespace_change: false,
    });
    expect(linePosition(refs, file, removed, context)).toMatchObject({ old_line: 3, new_line: null, line_range: { start: { line_code: 'x_1_1' }, end: { line_code: 'x_3_0' } } });
    expect(filePosition(refs, file)).toEqual({ ...refs, ...file, position_type: 'file', ignore_whitespace_change: false });
    // x/width and y/height are the click's share of the rendered image.
    expect(imagePosition(refs, file, { x: 25.4, y: 80 }, { width: 100.2, height: 50 })).toMatchObject({ position_type: 'image', x: 25, y: 50, width: 100, height: 50 });
  });

  it('orders a dragged range by the file lines and sends the web request GitLab sends', () => {
    const lines = [context, added, removed];
    expect(orderedRange(lines, removed, context)).toEqual([context, removed]);
    const body = diffNoteRequest(7, 'Hi', linePosition(refs, file, added), 'inline', 'x_0_2', 'new');
    expect(body).toMatchObject({ view: 'inline', line_type: 'new', merge_request_diff_head_sha: refs.head_sha, target_type: 'merge_request', target_id: 7, return_discussion: true, note: { note: 'Hi', type: 'DiffNote', noteable_type: 'MergeRequest', noteable_id: 7, line_code: 'x_0_2' } });
    expect(JSON.parse(body.note.position)).toMatchObject({ new_line: 2, position_type: 'text' });
  });

  it('puts threads under their line (once per side-by-side row), file threads under the header, and an open form after its line', () => {
    const thread = { id: 'd1', diff_discussion: true, resolvable: true, resolved: false, resolve_path: null, line_code: 'x_0_2', position: null, notes: [] } satisfies DiffDiscussion;
    const fileThread = { ...thread, id: 'd2', line_code: null };
    const withThread = { ...added, discussions: [thread] };
    expect(threadsOfRow({ pair: { left: withThread, right: withThread } })).toEqual([thread]);
    const diff = { file_hash: 'x', file_path: 'a.rb', ...file, new_file: false, deleted_file: false, renamed_file: false, added_lines: 1, removed_lines: 1, viewer: { name: 'text' }, highlighted_diff_lines: [context, withThread, removed], parallel_diff_lines: [], discussions: [fileThread] } as DiffFile;
    const entry: FileEntry = { meta: { ...diff }, diff, collapsed: null };
    const rows = buildRows([entry], 'inline', { fileIndex: 0, kind: 'line', start: context, end: removed });
    expect(rows.map((r) => r.kind)).toEqual(['header', 'threads', 'line', 'line', 'threads', 'line', 'form']);
  });
});

describe('Insert suggestion', () => {
  const line = (type: DiffLine['type'], text: string, n: number): DiffLine => ({ line_code: `h_${n}_${n}`, type, old_line: n, new_line: n, rich_text: `<span>${text.slice(1)}</span>`, text });
  it('holds the commented line without its diff sign (GitLab suggestion:-0+0)', () => {
    expect(suggestionBlock([line('new', '+  let a = 1;', 2)])).toBe('```suggestion:-0+0\n  let a = 1;\n```');
  });
  it('holds a range with the lines above the commented one, removed lines left out', () => {
    const lines = [line(null, ' one', 1), line('old', '-two', 2), line('new', '+deux', 2), line('new', '+trois', 3)];
    expect(suggestionBlock(linesBetween(lines, lines[0]!, lines[3]!))).toBe('```suggestion:-2+0\none\ndeux\ntrois\n```');
  });
  it('falls back to the rich text stripped of markup', () => {
    expect(lineContent({ type: null, rich_text: '<span class="k">if</span> a &amp;&amp; b' })).toBe('if a && b');
  });
});
