// @vitest-environment jsdom
import 'shared-kernel/testing';
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKDOWN_EDITOR_MODE_STORAGE_KEY, isSubmitChord, readEditorMode, writeEditorMode } from './editorMode';
import { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor';
import type { RichTextEditorProps } from './RichTextEditor';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A stand-in for the Tiptap editor: a plain contenteditable-like textbox. */
function FakeRichText({ label, value, onChange }: RichTextEditorProps) {
  return <textarea aria-label={`${label} (rich text)`} value={value} onChange={(event) => onChange(event.target.value)} />;
}

function Harness(props: Partial<MarkdownEditorProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <MarkdownEditor
      id="issue-description"
      name="issue[description]"
      label="Description"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      loadRichTextEditor={props.loadRichTextEditor ?? (async () => FakeRichText)}
    />
  );
}

describe('editor mode storage', () => {
  it('defaults to the plain markdown field and remembers the mode', () => {
    expect(readEditorMode()).toBe('markdownField');
    writeEditorMode('contentEditor');
    expect(localStorage.getItem(MARKDOWN_EDITOR_MODE_STORAGE_KEY)).toBe('contentEditor');
    expect(readEditorMode()).toBe('contentEditor');
  });

  it('logs and ignores storage errors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readEditorMode(broken)).toBe('markdownField');
    expect(() => writeEditorMode('contentEditor', broken)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    [{ key: 'Enter', ctrlKey: true, metaKey: false }, true],
    [{ key: 'Enter', ctrlKey: false, metaKey: true }, true],
    [{ key: 'Enter', ctrlKey: false, metaKey: false }, false],
    [{ key: 'a', ctrlKey: true, metaKey: false }, false],
  ])('isSubmitChord(%o) is %s', (event, expected) => {
    expect(isSubmitChord(event)).toBe(expected);
  });
});

describe('MarkdownEditor', () => {
  it('is a textarea with an id and a name, named by its label', () => {
    render(<Harness value="Hello" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('id', 'issue-description');
    expect(box).toHaveAttribute('name', 'issue[description]');
    expect(box).toHaveValue('Hello');
  });

  it('renders the preview through renderPreview and goes back to writing', async () => {
    const renderPreview = vi.fn(async (text: string) => `<p><strong>${text}</strong></p>`);
    render(<Harness value="**bold**" renderPreview={renderPreview} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText('**bold**', { selector: 'strong' })).toBeInTheDocument();
    expect(renderPreview).toHaveBeenCalledWith('**bold**');
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
  });

  it('says there is nothing to preview for an empty text, without a request', async () => {
    const renderPreview = vi.fn(async () => '<p>x</p>');
    render(<Harness value="  " renderPreview={renderPreview} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText('Nothing to preview.')).toBeInTheDocument();
    expect(renderPreview).not.toHaveBeenCalled();
  });

  it('calls onSubmit on Ctrl+Enter and Cmd+Enter, onCancel on Escape', () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onSubmit={onSubmit} onCancel={onCancel} />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('loads the rich-text editor on demand, keeps the text and remembers the mode', async () => {
    const load = vi.fn(async () => FakeRichText);
    const onChange = vi.fn();
    render(<Harness value="Some *markdown*" loadRichTextEditor={load} onChange={onChange} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to rich text editing' }));
    const rich = await screen.findByRole('textbox', { name: 'Description (rich text)' });
    expect(rich).toHaveValue('Some *markdown*');
    expect(load).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(MARKDOWN_EDITOR_MODE_STORAGE_KEY)).toBe('contentEditor');
    // The form field keeps its id and name as a hidden input.
    expect(document.getElementById('issue-description')).toHaveAttribute('name', 'issue[description]');
    fireEvent.change(rich, { target: { value: 'Changed' } });
    expect(onChange).toHaveBeenLastCalledWith('Changed');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to plain text editing' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Changed');
    expect(localStorage.getItem(MARKDOWN_EDITOR_MODE_STORAGE_KEY)).toBe('markdownField');
  });

  it('starts in the remembered rich-text mode', async () => {
    localStorage.setItem(MARKDOWN_EDITOR_MODE_STORAGE_KEY, 'contentEditor');
    render(<Harness value="x" />);
    expect(await screen.findByRole('textbox', { name: 'Description (rich text)' })).toBeInTheDocument();
  });

  it('falls back to plain text when the rich-text editor cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(MARKDOWN_EDITOR_MODE_STORAGE_KEY, 'contentEditor');
    render(<Harness value="x" loadRichTextEditor={() => Promise.reject(new Error('chunk failed'))} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('x'));
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
  });
});
