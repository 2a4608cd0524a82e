// @vitest-environment jsdom
import 'shared-kernel/testing';
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emojiFixture } from '../emoji/emojiFixture.testing';
import { autocompleteSourcesFor } from './autocomplete';
import { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const LISTS: Record<string, unknown[]> = {
  members: [
    { type: 'User', username: 'root', name: 'Administrator' },
    { type: 'User', username: 'mary', name: 'Mary Major' },
  ],
  labels: [{ title: 'needs review', color: '#f00' }],
  commands: [{ name: 'label', aliases: ['labels'], description: 'Add labels', params: ['~label1 ~"label 2"'] }],
};

function Harness(props: Partial<MarkdownEditorProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <MarkdownEditor
        id="note"
        name="note[note]"
        label="Comment"
        enableRichText={false}
        autocompleteSources={autocompleteSourcesFor({ projectPath: 'g/p' }, { type: 'Issue', iid: 1 })}
        fetchAutocomplete={async (url) => LISTS[/autocomplete_sources\/(\w+)/.exec(url)![1]!] ?? []}
        loadEmojis={async () => emojiFixture()}
        {...props}
        value={value}
        onChange={setValue}
      />
      <output aria-label="value">{value}</output>
    </>
  );
}

/** Types `text` at the end of the textarea, as a user would (input, then key up). */
function type(box: HTMLElement, text: string) {
  const field = box as HTMLTextAreaElement;
  const next = field.value + text;
  fireEvent.change(field, { target: { value: next } });
  field.setSelectionRange(next.length, next.length);
  fireEvent.keyUp(field, { key: text.slice(-1) });
}

describe('MarkdownEditor autocomplete (markdown mode)', () => {
  it('suggests members for @, moves with arrows, inserts @username and a space on Enter', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    type(box, 'Hi @');
    await screen.findByRole('option', { name: /root/ });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['RrootAdministrator', 'MmaryMary Major']) // the identicon letter first;
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByLabelText('value')).toHaveTextContent(/^Hi @mary$/);
    expect((box as HTMLTextAreaElement).value).toBe('Hi @mary ');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('quick actions with descriptions; Tab chooses, the label trigger follows; Escape closes without cancelling', async () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    type(box, '/la');
    expect(await screen.findByRole('option', { name: /\/label \(or \/labels\).*Add labels/ })).toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'Tab' });
    expect((box as HTMLTextAreaElement).value).toBe('/label ~');
    fireEvent.keyUp(box, { key: '~' });
    expect(await screen.findByRole('option', { name: /needs review/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: /needs review/ }));
    expect((box as HTMLTextAreaElement).value).toBe('/label ~"needs review" ');
    type(box, ':tad');
    expect(await screen.findByRole('option', { name: /:tada:/ })).toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('a source that fails offers nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Harness fetchAutocomplete={() => Promise.reject(new Error('404'))} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    type(box, '!');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('option')).toBeNull();
    warn.mockRestore();
  });
});

describe('MarkdownEditor formatting toolbar (markdown mode)', () => {
  it('wraps the selection from the buttons and the shortcuts', () => {
    render(<Harness value="make this bold" />);
    const box = screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    box.setSelectionRange(10, 14);
    fireEvent.click(screen.getByRole('button', { name: 'Add bold text' }));
    expect(box.value).toBe('make this **bold**');
    expect([box.selectionStart, box.selectionEnd]).toEqual([12, 16]);
    fireEvent.keyDown(box, { key: 'i', ctrlKey: true });
    expect(box.value).toBe('make this **_bold_**');
    fireEvent.keyDown(box, { key: 'X', ctrlKey: true, shiftKey: true });
    expect(box.value).toBe('make this **_~~bold~~_**');
    box.setSelectionRange(0, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Add a checklist' }));
    expect(box.value).toBe('- [ ] make this **_~~bold~~_**');
  });
});
