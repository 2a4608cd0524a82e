import { describe, expect, it } from 'vitest';
import { applyEdits, contentBetween, editsOverlap, lineRange, textLines, toContentOf } from './content.ts';
import { MAX_CONTEXT_LINES, parseSuggestionBlocks } from './parser.ts';

describe('suggestion blocks', () => {
  it('finds plain and ranged blocks, several per note, in order', () => {
    const body = ['Try this:', '```suggestion', 'puts "hi"', '```', 'and', '```suggestion:-2+1', 'a', 'b', '```', '~~~suggestion:+3', 'c', '~~~'].join('\n');
    expect(parseSuggestionBlocks(body)).toEqual([
      { text: 'puts "hi"', linesAbove: 0, linesBelow: 0 },
      { text: 'a\nb', linesAbove: 2, linesBelow: 1 },
      { text: 'c', linesAbove: 0, linesBelow: 3 },
    ]);
  });

  it('keeps an empty block (deleting the lines), ignores other languages and bad parameters', () => {
    expect(parseSuggestionBlocks('```suggestion\n```')).toEqual([{ text: '', linesAbove: 0, linesBelow: 0 }]);
    expect(parseSuggestionBlocks('```ruby\nx\n```\n`suggestion` inline')).toEqual([]);
    expect(parseSuggestionBlocks('```suggestion:abc\nx\n```')).toEqual([{ text: 'x', linesAbove: 0, linesBelow: 0 }]);
    expect(parseSuggestionBlocks('```suggestion:-1\nx\n```')).toEqual([{ text: 'x', linesAbove: 1, linesBelow: 0 }]);
  });

  it('caps the lines above and below at 100', () => {
    expect(parseSuggestionBlocks('```suggestion:-250+101\nx\n```')).toEqual([{ text: 'x', linesAbove: MAX_CONTEXT_LINES, linesBelow: 100 }]);
  });

  it('finds blocks in block quotes and list items, and in a longer fence', () => {
    expect(parseSuggestionBlocks('> ```suggestion\n> quoted\n> ```')).toEqual([{ text: 'quoted', linesAbove: 0, linesBelow: 0 }]);
    expect(parseSuggestionBlocks('- ```suggestion\n  listed\n  ```')).toEqual([{ text: 'listed', linesAbove: 0, linesBelow: 0 }]);
    expect(parseSuggestionBlocks('````suggestion\n```\nx\n````')).toEqual([{ text: '```\nx', linesAbove: 0, linesBelow: 0 }]);
  });
});

describe('suggestion content', () => {
  const lines = textLines('one\ntwo\nthree\nfour\n');

  it('reads the replaced lines and ends the suggested text with their line break', () => {
    expect(lineRange(2, 5, 1)).toEqual({ from: 1, to: 3 });
    expect(contentBetween(lines, 2, 3)).toBe('two\nthree\n');
    expect(toContentOf('TWO', 'two\n')).toBe('TWO\n');
    expect(toContentOf('TWO', 'two\r\n')).toBe('TWO\r\n');
    expect(toContentOf('  ', 'two\n')).toBe('');
    expect(toContentOf('last', 'no break')).toBe('last');
  });

  it('applies several edits of a file, shifting lines, and tells overlapping ones', () => {
    expect(applyEdits(lines, [{ from: 3, to: 4, toContent: 'x\n' }, { from: 1, to: 1, toContent: 'a\nb\n' }])).toBe('a\nb\ntwo\nx\n');
    expect(applyEdits(lines, [{ from: 2, to: 2, toContent: '' }])).toBe('one\nthree\nfour\n');
    expect(editsOverlap([{ from: 1, to: 2, toContent: '' }, { from: 3, to: 3, toContent: '' }])).toBe(false);
    expect(editsOverlap([{ from: 1, to: 2, toContent: '' }, { from: 2, to: 3, toContent: '' }])).toBe(true);
  });
});
