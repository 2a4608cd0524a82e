import { describe, expect, it } from 'vitest';
import { applyFormat, formatActionForKey, TABLE_TEMPLATE, type TextSelection } from './formatting';

/** `|` marks the caret, `[` `]` a selection. */
function parse(text: string): TextSelection {
  const caret = text.indexOf('|');
  if (caret >= 0) return { value: text.replace('|', ''), start: caret, end: caret };
  const start = text.indexOf('[');
  const end = text.indexOf(']') - 1;
  return { value: text.replace('[', '').replace(']', ''), start, end };
}
function show({ value, start, end }: TextSelection): string {
  return start === end ? `${value.slice(0, start)}|${value.slice(start)}` : `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}
const run = (text: string, action: Parameters<typeof applyFormat>[1]) => show(applyFormat(parse(text), action));

describe('applyFormat (GitLab markdown toolbar)', () => {
  it('wraps the selection (or the caret) in the tag, and unwraps a wrapped selection', () => {
    expect(run('say [hi] now', 'bold')).toBe('say **[hi]** now');
    expect(run('say **[hi]** now', 'bold')).toBe('say [hi] now');
    expect(run('say [**hi**] now', 'bold')).toBe('say [hi] now');
    expect(run('a |b', 'italic')).toBe('a _|_b');
    expect(run('[gone]', 'strikethrough')).toBe('~~[gone]~~');
    expect(run('run [ls]', 'code')).toBe('run `[ls]`');
    expect(run('[a\nb]', 'code')).toBe('```\n[a\nb]\n```');
  });

  it('links: the selection becomes the text with "url" selected; a selected URL becomes the target', () => {
    expect(run('see [docs]', 'link')).toBe('see [docs]([url])');
    expect(run('|', 'link')).toBe('[]([url])');
    expect(run('[https://x.test/a]', 'link')).toBe('[[text]](https://x.test/a)');
  });

  it('prefixes each selected line for quotes and lists, and removes the prefix when all have it', () => {
    expect(run('[one\ntwo]', 'bulletList')).toBe('[- one\n- two]');
    expect(run('[- one\n- two]', 'bulletList')).toBe('[one\ntwo]');
    expect(run('[one\ntwo]', 'numberedList')).toBe('[1. one\n2. two]');
    expect(run('[1. one\n2. two]', 'numberedList')).toBe('[one\ntwo]');
    expect(run('x\nta|sk', 'taskList')).toBe('x\n- [ ] ta|sk');
    expect(run('[said]', 'quote')).toBe('[> said]');
    expect(run('> sa|id', 'quote')).toBe('sa|id');
  });

  it('inserts the table template on its own lines', () => {
    expect(run('text|', 'table')).toBe(`text\n\n${TABLE_TEMPLATE}|`);
    expect(run('|', 'table')).toBe(`${TABLE_TEMPLATE}|`);
  });
});

describe('formatActionForKey', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => formatActionForKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
  it("maps GitLab's shortcuts with Ctrl or Cmd", () => {
    expect(key('b', { ctrlKey: true })).toBe('bold');
    expect(key('i', { metaKey: true })).toBe('italic');
    expect(key('k', { ctrlKey: true })).toBe('link');
    expect(key('X', { ctrlKey: true, shiftKey: true })).toBe('strikethrough');
    expect(key('b')).toBeNull();
    expect(key('b', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('Enter', { ctrlKey: true })).toBeNull();
  });
});
