// @vitest-environment jsdom
import 'shared-kernel/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Editor } from '@tiptap/core';
import { RICH_TEXT_EXTENSIONS, RichTextEditor, tidyMarkdown, type RichTextController } from './RichTextEditor';

afterEach(cleanup);

describe('RichTextEditor (Tiptap)', () => {
  it('shows markdown as rich text in a textbox named by its label', () => {
    render(<RichTextEditor label="Description" value={'Hello **world**\n\n- one\n- two'} onChange={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.querySelector('strong')?.textContent).toBe('world');
    expect(box.querySelectorAll('li')).toHaveLength(2);
  });

  it('emits markdown when a new value replaces the document, and round-trips it', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor label="Description" value="First" onChange={onChange} />);
    rerender(<RichTextEditor label="Description" value={'# Title\n\nSome *emphasis* and `code`'} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.querySelector('h1')?.textContent).toBe('Title');
    expect(box.querySelector('em')?.textContent).toBe('emphasis');
    expect(box.querySelector('code')?.textContent).toBe('code');
    // Setting a value from outside does not echo it back as a change.
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('markdown round trip of the rich-text mode', () => {
  const source = [
    '# Plan',
    '',
    'Some *emphasis*, **strong**, ~~gone~~ and a [link](https://example.com/docs "Docs") plus `code`.',
    '',
    '- [ ] first task',
    '- [x] done task',
    '  - [ ] nested task',
    '',
    '| Name | Value |',
    '| --- | --- |',
    '| a | 1 |',
    '| b *c* | 2 |',
    '',
    '```ts',
    'const x = 1;',
    '',
    '',
    'const y = 2;',
    '```',
    '',
    '> quoted',
    '',
    '1. one',
    '2. two',
  ].join('\n');

  const roundTrip = (markdown: string) => {
    const editor = new Editor({ extensions: [...RICH_TEXT_EXTENSIONS], content: markdown, contentType: 'markdown' });
    try {
      return tidyMarkdown(editor.getMarkdown());
    } finally {
      editor.destroy();
    }
  };

  it('keeps task lists (checked, nested), tables, code blocks, links and emphasis', () => {
    const once = roundTrip(source);
    expect(once).toBe(
      source
        .replace('| Name | Value |\n| --- | --- |\n| a | 1 |\n| b *c* | 2 |', '| Name  | Value |\n| ----- | ----- |\n| a     | 1     |\n| b *c* | 2     |'),
    );
    // Stable: a second pass changes nothing.
    expect(roundTrip(once)).toBe(once);
  });

  it('shows task items as checkboxes and the table as a table', () => {
    render(<RichTextEditor label="Description" value={source} onChange={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    const checkboxes = [...box.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(checkboxes.map((input) => input.checked)).toEqual([false, true, false]);
    expect([...box.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Name', 'Value']);
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://example.com/docs');
    expect(box.querySelector('pre code')?.textContent).toBe('const x = 1;\n\n\nconst y = 2;');
  });

  it('tidyMarkdown folds repeated blank lines outside code fences only', () => {
    expect(tidyMarkdown('a\n\n\n\nb\n```\nx\n\n\ny\n```\n\n\nc')).toBe('a\n\nb\n```\nx\n\n\ny\n```\n\nc');
  });
});

describe('RichTextEditor controller (autocomplete and toolbar)', () => {
  it('reads the text before the caret, replaces it, and formats', async () => {
    const onChange = vi.fn();
    let controller: RichTextController | null = null;
    render(<RichTextEditor label="Description" value="Hello @ro" onChange={onChange} autoFocus onReady={(c) => (controller = c)} />);
    await vi.waitFor(() => expect(controller).not.toBeNull());
    const c = controller!;
    // autoFocus puts the caret at the end of the document.
    expect(c.textBeforeCaret()).toBe('Hello @ro');
    c.replaceBeforeCaret(3, '@root ');
    expect(onChange).toHaveBeenLastCalledWith('Hello @root ');
    c.format('taskList');
    expect(onChange.mock.calls.at(-1)![0]).toMatch(/^- \[ \] Hello @root/);
    c.format('table');
    expect(screen.getByRole('textbox', { name: 'Description' }).querySelector('table')).not.toBeNull();
  });
});
