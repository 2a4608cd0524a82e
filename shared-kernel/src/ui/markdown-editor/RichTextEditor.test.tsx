// @vitest-environment jsdom
import '../domShims.testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

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
