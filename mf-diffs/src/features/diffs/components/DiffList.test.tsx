import { render } from '@testing-library/react';
import { createRef } from 'react';
import { toParallel } from '../../../test/diffFixtures';
import type { FileEntry } from '../lib/rows';
import type { DiffFile, DiffLine } from '../types';
import { DiffList, measureRow, overscanAhead, VIRTUALISE_ABOVE_ROWS, type DiffListHandle } from './DiffList';
import { lineContent, plainText } from './DiffLineRows';

const HASH = 'ab'.repeat(20);

function bigFile(lineCount: number): DiffFile {
  const lines: DiffLine[] = Array.from({ length: lineCount }, (_, i) => ({ line_code: `${HASH}_${i + 1}_${i + 1}`, type: 'new', old_line: null, new_line: i + 1, rich_text: `line ${i + 1}` }));
  return {
    file_hash: HASH,
    file_path: 'big.txt',
    old_path: 'big.txt',
    new_path: 'big.txt',
    new_file: true,
    deleted_file: false,
    renamed_file: false,
    added_lines: lineCount,
    removed_lines: 0,
    viewer: { name: 'text' },
    highlighted_diff_lines: lines,
    parallel_diff_lines: toParallel(lines),
  };
}

const files = { reviewed: () => false, toggleCollapsed: vi.fn(), setViewed: vi.fn(), loadFile: vi.fn(), unfold: vi.fn(), showContents: vi.fn() };

describe('DiffList', () => {
  it('keeps only the rows near the viewport of a 10,000-line file, in both views, and scrolls to a line', () => {
    const diff = bigFile(10_000);
    const entry: FileEntry = { meta: { ...diff }, diff, collapsed: null };
    const handle = createRef<DiffListHandle>();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // jsdom lays nothing out: every row measures 20 px high, as a line does in a browser.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(20);
    const view = render(<DiffList entries={[entry]} view="inline" projectPath="p/q" diffRefs={null} highlightedLine={null} files={files} handle={handle} />);
    const rendered = () => view.container.querySelectorAll('[data-line-type]').length;
    expect(rendered()).toBeGreaterThan(0);
    expect(rendered()).toBeLessThan(200);
    expect(view.container.textContent).toContain('line 1');
    expect(view.container.textContent).not.toContain('line 9999');
    view.rerender(<DiffList entries={[entry]} view="parallel" projectPath="p/q" diffRefs={null} highlightedLine={null} files={files} handle={handle} />);
    expect(view.container.querySelectorAll('[data-side="new"]').length).toBeLessThan(200);
    expect(handle.current!.scrollToLine(`${HASH}_9000_9000`)).toBe(true);
    expect(scrollTo).toHaveBeenCalled();
    expect(handle.current!.scrollToLine('nope')).toBe(false);
  });

  it('leaves the rows shown alone when a batch of files arrives (every entry rebuilt around the same diffs)', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(20);
    const many = Array.from({ length: 300 }, (_, i) => {
      const hash = i.toString(16).padStart(40, '0');
      const line: DiffLine = { line_code: `${hash}_0_1`, type: 'new', old_line: null, new_line: 1, rich_text: `file ${i}` };
      const diff: DiffFile = { ...bigFile(1), file_hash: hash, file_path: `f/${i}.ts`, old_path: `f/${i}.ts`, new_path: `f/${i}.ts`, highlighted_diff_lines: [line], parallel_diff_lines: toParallel([line]) };
      return diff;
    });
    const entriesOf = () => many.map((diff): FileEntry => ({ meta: { ...diff }, diff, collapsed: null }));
    const reviewed = vi.fn(() => false);
    const props = { view: 'inline' as const, projectPath: 'p/q', diffRefs: null, highlightedLine: null, files: { ...files, reviewed }, handle: createRef<DiffListHandle>() };
    const first = entriesOf();
    const view = render(<DiffList entries={first} {...props} />);
    const headers = reviewed.mock.calls.length;
    expect(headers).toBeGreaterThan(0);
    expect(headers).toBeLessThan(300);
    // The same files as new entries (useDiffFiles rebuilds them all when a batch arrives): nothing renders again.
    view.rerender(<DiffList entries={first.map((entry) => ({ ...entry }))} {...props} />);
    expect(reviewed.mock.calls.length).toBe(headers);
    // A file that changed (its diff re-read) renders again, alone.
    const changed = first.map((entry, index) => (index === 0 ? { ...entry, diff: { ...entry.diff! } } : entry));
    view.rerender(<DiffList entries={changed} {...props} />);
    expect(reviewed.mock.calls.length).toBe(headers + 1);
  });

  it('shows the sign apart from a rich_text that carries the prefix of its text', () => {
    expect(lineContent({ text: '+foo', rich_text: '+foo' })).toBe('foo');
    expect(lineContent({ text: ' a &lt; b', rich_text: ' a &lt; b' })).toBe('a &lt; b');
    expect(lineContent({ text: '<span class="line">x</span>', rich_text: '<span class="line">x</span>' })).toBe('<span class="line">x</span>');
    expect(lineContent({ rich_text: '-kept' })).toBe('-kept');
  });

  it('shows a line without markup as text (its escapes decoded), and one with tags or other references as HTML', () => {
    expect(plainText('line 12')).toBe('line 12');
    expect(plainText('a &lt; b &amp;&amp; c &gt; &quot;d&quot; &#39;e&#x27;')).toBe(`a < b && c > "d" 'e'`);
    expect(plainText('<span class="k">const</span>')).toBeNull();
    expect(plainText('&nbsp;x')).toBeNull();
    const diff = bigFile(3);
    diff.highlighted_diff_lines = [
      { line_code: `${HASH}_0_1`, type: 'new', old_line: null, new_line: 1, text: '+a &lt; b', rich_text: '+a &amp;lt; b' },
      { line_code: `${HASH}_0_2`, type: 'new', old_line: null, new_line: 2, text: '+const', rich_text: '+<span class="k">const</span>' },
    ];
    const view = render(<DiffList entries={[{ meta: { ...diff }, diff, collapsed: null }]} view="inline" projectPath="p/q" diffRefs={null} highlightedLine={null} files={files} handle={createRef()} />);
    const code = [...view.container.querySelectorAll('.mf-diffs-code')];
    expect(code[0]!.textContent).toBe('a &lt; b');
    expect(code[0]!.children).toHaveLength(0);
    expect(code[1]!.querySelector('span.k')).toHaveTextContent('const');
  });

  it('renders short diffs whole', () => {
    const diff = bigFile(VIRTUALISE_ABOVE_ROWS - 10);
    const view = render(<DiffList entries={[{ meta: { ...diff }, diff, collapsed: null }]} view="inline" projectPath="p/q" diffRefs={null} highlightedLine={null} files={files} handle={createRef()} />);
    expect(view.container.querySelectorAll('[data-line-type]')).toHaveLength(VIRTUALISE_ABOVE_ROWS - 10);
  });
});

describe('overscanAhead', () => {
  const range = { startIndex: 100, endIndex: 130, overscan: 30, count: 10_000 };
  const bounds = (indexes: number[]) => [indexes[0], indexes[indexes.length - 1], indexes.length];

  it('keeps the whole overscan on both sides at rest, and a quarter of it behind a scroll', () => {
    expect(bounds(overscanAhead(range, null))).toEqual([70, 160, 91]);
    expect(bounds(overscanAhead(range, 'forward'))).toEqual([92, 160, 69]);
    expect(bounds(overscanAhead(range, 'backward'))).toEqual([70, 138, 69]);
    expect(bounds(overscanAhead({ ...range, startIndex: 0, endIndex: 5, count: 6 }, 'forward'))).toEqual([0, 5, 6]);
  });
});

describe('measureRow', () => {
  const instance = (known: Map<string, number>) =>
    ({ indexFromElement: () => 3, itemSizeCache: known, options: { getItemKey: (index: number) => `row-${index}`, estimateSize: () => 20 } }) as unknown as Parameters<typeof measureRow>[2];
  const element = () => {
    const div = document.createElement('div');
    Object.defineProperty(div, 'offsetHeight', { get: () => { throw new Error('a mounted row is not measured in its commit'); } });
    return div;
  };

  it('takes the observer’s box size, and on mount the known size or the estimate without reading the layout', () => {
    const entry = { borderBoxSize: [{ blockSize: 41.6, inlineSize: 800 }] } as unknown as ResizeObserverEntry;
    expect(measureRow(element(), entry, instance(new Map()))).toBe(42);
    expect(measureRow(element(), undefined, instance(new Map()))).toBe(20);
    expect(measureRow(element(), undefined, instance(new Map([['row-3', 64]])))).toBe(64);
  });
});
