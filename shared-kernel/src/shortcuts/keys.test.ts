import { describe, expect, it } from 'vitest';
import { InvalidShortcutKeysError, chordFromEvent, chordMatches, describeKeys, parseKeys } from './keys';

const press = (key: string, mods: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) =>
  chordFromEvent({ key, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...mods })!;

describe('parseKeys', () => {
  it('parses single keys, sequences and modifiers', () => {
    expect(parseKeys('e')).toEqual([{ key: 'e', shift: false, alt: false, mod: false }]);
    expect(parseKeys('g i').map((chord) => chord.key)).toEqual(['g', 'i']);
    expect(parseKeys('shift+p')).toEqual([{ key: 'p', shift: true, alt: false, mod: false }]);
    expect(parseKeys('mod+enter')).toEqual([{ key: 'enter', shift: false, alt: false, mod: true }]);
    expect(parseKeys('esc')[0]!.key).toBe('escape');
  });

  it('rejects empty specs and unknown modifiers', () => {
    expect(() => parseKeys('  ')).toThrow(InvalidShortcutKeysError);
    expect(() => parseKeys('hyper+x')).toThrow('unknown modifier "hyper"');
  });
});

describe('chordMatches', () => {
  it('distinguishes shift on letters but not on symbols', () => {
    expect(chordMatches(parseKeys('shift+p')[0]!, press('P', { shiftKey: true }))).toBe(true);
    expect(chordMatches(parseKeys('p')[0]!, press('P', { shiftKey: true }))).toBe(false);
    expect(chordMatches(parseKeys('?')[0]!, press('?', { shiftKey: true }))).toBe(true);
  });

  it('matches mod with Ctrl or Cmd', () => {
    const wanted = parseKeys('mod+enter')[0]!;
    expect(chordMatches(wanted, press('Enter', { ctrlKey: true }))).toBe(true);
    expect(chordMatches(wanted, press('Enter', { metaKey: true }))).toBe(true);
    expect(chordMatches(wanted, press('Enter'))).toBe(false);
  });

  it('ignores lone modifier keys', () => {
    expect(chordFromEvent({ key: 'Shift', shiftKey: true, altKey: false, ctrlKey: false, metaKey: false })).toBeNull();
  });
});

describe('describeKeys', () => {
  it('labels keys for the help dialog', () => {
    expect(describeKeys('shift+p')).toEqual([['Shift', 'P']]);
    expect(describeKeys('g i')).toEqual([['G'], ['I']]);
    expect(describeKeys('mod+enter', { mac: true })).toEqual([['⌘', 'Enter']]);
  });
});
