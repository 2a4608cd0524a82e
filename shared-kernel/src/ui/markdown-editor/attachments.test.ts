import { describe, expect, it } from 'vitest';
import { filesOf, insertAt, removePlaceholder, replacePlaceholder, uploadPlaceholder } from './attachments';

describe('attachment text helpers', () => {
  it('names the placeholder after the file, without brackets that would break it', () => {
    expect(uploadPlaceholder({ name: 'shot.png' })).toBe('[Uploading shot.png…]()');
    expect(uploadPlaceholder({ name: 'a[1].txt' })).toBe('[Uploading a1.txt…]()');
  });

  it('inserts at the caret, spaced from words on either side', () => {
    expect(insertAt('', 0, 'X')).toEqual({ value: 'X', caret: 1 });
    expect(insertAt('ab', 1, 'X')).toEqual({ value: 'a X b', caret: 3 });
    expect(insertAt('a ', 2, 'X')).toEqual({ value: 'a X', caret: 3 });
    expect(insertAt('hello', 99, 'X')).toEqual({ value: 'hello X', caret: 7 });
  });

  it('replaces the placeholder, or appends when it is gone; failures take it out', () => {
    const placeholder = uploadPlaceholder({ name: 'a.png' });
    expect(replacePlaceholder(`See ${placeholder} here`, placeholder, '![a](/uploads/x/a.png)')).toBe('See ![a](/uploads/x/a.png) here');
    expect(replacePlaceholder('Edited away', placeholder, '[$&](/u)')).toBe('Edited away\n[$&](/u)');
    expect(replacePlaceholder('', null, 'M')).toBe('M');
    expect(removePlaceholder(`x ${placeholder}`, placeholder)).toBe('x');
    expect(removePlaceholder(`${placeholder} x`, placeholder)).toBe('x');
    expect(removePlaceholder(`a ${placeholder} b`, placeholder)).toBe('a b');
    expect(removePlaceholder('gone', placeholder)).toBe('gone');
  });

  it('reads files from a drop or paste', () => {
    const file = new File(['x'], 'x.txt');
    expect(filesOf({ files: [file], items: [] } as unknown as DataTransfer)).toEqual([file]);
    expect(filesOf({ files: [], items: [{ kind: 'file', getAsFile: () => file }, { kind: 'string', getAsFile: () => null }] } as unknown as DataTransfer)).toEqual([file]);
    expect(filesOf(null)).toEqual([]);
  });
});
