import { parallelizeLines, withParallelLines } from './parallelLines';
import { toParallel, userRb } from '../../../test/diffFixtures';
import type { DiffLine } from '../types';

const line = (type: DiffLine['type'], oldLine: number | null, newLine: number | null): DiffLine => ({ line_code: type === 'match' ? null : `h_${oldLine ?? 0}_${newLine ?? 0}`, type, old_line: oldLine, new_line: newLine, rich_text: '', discussions: [] });

describe('parallelizeLines', () => {
  it('pairs removed lines with the added lines after them, added lines alone on the right, the rest on both sides', () => {
    const match = line('match', null, null);
    const context = line(null, 1, 1);
    const [old2, old3, new2] = [line('old', 2, null), line('old', 3, null), line('new', null, 2)];
    const [new3, new4, old5] = [line('new', null, 3), line('new', null, 4), line('old', 5, null)];
    const noNewline = line('old-nonewline', null, null);
    const rows = parallelizeLines([match, context, old2, old3, new2, context, new3, new4, old5, noNewline]);
    expect(rows).toEqual([
      { left: match, right: match },
      { left: context, right: context },
      { left: old2, right: new2 },
      { left: old3, right: null },
      { left: context, right: context },
      { left: null, right: new3 },
      { left: null, right: new4 },
      { left: old5, right: null },
      { left: noNewline, right: null },
    ]);
    // The rows hold the inline lines themselves: a thread on a line is on its side-by-side row too.
    expect(rows[2]!.right).toBe(new2);
  });

  it('matches the side-by-side rows the server sends', () => {
    expect(parallelizeLines(userRb.highlighted_diff_lines!)).toEqual(toParallel(userRb.highlighted_diff_lines!));
  });

  it('adds the rows to a file read with view=inline only', () => {
    const { parallel_diff_lines: _sent, ...inline } = userRb;
    const file = withParallelLines(inline);
    expect(file.parallel_diff_lines).toEqual(userRb.parallel_diff_lines);
    expect(file.parallel_diff_lines![2]!.right).toBe(inline.highlighted_diff_lines![3]);
    expect(withParallelLines(userRb)).toBe(userRb);
  });
});
