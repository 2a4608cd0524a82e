import { contextLines, userRb } from '../../../test/diffFixtures';
import { applyUnfold, hiddenLinesAt, unfoldRange } from './contextExpansion';

const hash = userRb.file_hash;

describe('context expansion', () => {
  it('finds the lines a hunk header hides and unfolds them upwards, downwards or all at once', () => {
    const lines = userRb.highlighted_diff_lines!;
    const hidden = hiddenLinesAt(lines, 0)!;
    expect(hidden).toEqual({ since: 1, to: 9, offset: 0, bottom: false });

    // All: lines 1–9 go before the hunk and the header goes.
    const all = unfoldRange(hidden, 'all');
    const unfolded = applyUnfold(userRb, 0, all, contextLines(hash, 1, 9, 0));
    expect(unfolded.highlighted_diff_lines!.slice(0, 10).map((l) => [l.type, l.new_line])).toEqual([...Array.from({ length: 9 }, (_, i) => [null, i + 1]), [null, 10]]);
    expect(unfolded.highlighted_diff_lines!.some((l) => l.type === 'match')).toBe(false);
    expect(unfolded.parallel_diff_lines![0]).toEqual({ left: unfolded.highlighted_diff_lines![0], right: unfolded.highlighted_diff_lines![0] });

    // 20 lines next to the hunk below, on a longer gap: the header stays and moves up.
    const gap = { since: 1, to: 40, offset: 2, bottom: false };
    expect(unfoldRange(gap, 'up')).toEqual({ since: 21, to: 40, offset: 2, bottom: false });
    expect(unfoldRange(gap, 'down')).toEqual({ since: 1, to: 20, offset: 2, bottom: false });
  });

  it('keeps the header while lines stay hidden and moves it when unfolding upwards', () => {
    const file = { ...userRb, highlighted_diff_lines: [{ ...userRb.highlighted_diff_lines![0]!, meta_data: { old_pos: 48, new_pos: 50 } }, ...userRb.highlighted_diff_lines!.slice(1)] };
    const hidden = hiddenLinesAt(file.highlighted_diff_lines, 0)!;
    expect(hidden).toEqual({ since: 1, to: 49, offset: 2, bottom: false });
    const up = unfoldRange(hidden, 'up');
    const afterUp = applyUnfold(file, 0, up, contextLines(hash, up.since, up.to, up.offset));
    expect(afterUp.highlighted_diff_lines![0]).toMatchObject({ type: 'match', meta_data: { old_pos: 28, new_pos: 30 } });
    expect(afterUp.highlighted_diff_lines![1]).toMatchObject({ new_line: 30, old_line: 28 });
    expect(hiddenLinesAt(afterUp.highlighted_diff_lines!, 0)).toEqual({ since: 1, to: 29, offset: 2, bottom: false });
    const down = unfoldRange(hidden, 'down');
    const afterDown = applyUnfold(file, 0, down, contextLines(hash, down.since, down.to, down.offset));
    expect(afterDown.highlighted_diff_lines![20]).toMatchObject({ type: 'match' });
    expect(hiddenLinesAt(afterDown.highlighted_diff_lines!, 0)).toEqual({ since: 21, to: 49, offset: 2, bottom: false });
  });

  it('unfolds below the last hunk until the end of the file', () => {
    const lines = [...userRb.highlighted_diff_lines!, { line_code: null, type: 'match' as const, old_line: null, new_line: null, rich_text: '', meta_data: { old_pos: 13, new_pos: 14 } }];
    const file = { ...userRb, highlighted_diff_lines: lines };
    const hidden = hiddenLinesAt(lines, 1)!;
    expect(hidden).toEqual({ since: 14, to: null, offset: 1, bottom: true });
    const range = unfoldRange(hidden, 'down');
    expect(range).toEqual({ since: 14, to: 33, offset: 1, bottom: true });
    // Only 5 lines were left: the file ends, the trailing header goes.
    const after = applyUnfold(file, 1, range, contextLines(hash, 14, 18, 1));
    expect(after.highlighted_diff_lines!.at(-1)).toMatchObject({ new_line: 18, old_line: 17 });
    expect(after.highlighted_diff_lines!.filter((l) => l.type === 'match')).toHaveLength(1);
  });
});
