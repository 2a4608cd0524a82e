// @vitest-environment jsdom
import 'shared-kernel/testing';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/apiError';
import { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor';
import type { MarkdownUploadHandler } from './attachments';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Harness({ onUpload, initial = '' }: { onUpload?: MarkdownUploadHandler; initial?: string } & Partial<MarkdownEditorProps>) {
  const [value, setValue] = useState(initial);
  return <MarkdownEditor id="note" name="note[note]" label="Comment" value={value} onChange={setValue} onUpload={onUpload} enableRichText={false} />;
}

/** An upload the test settles by hand. */
function deferredUpload() {
  const calls: Array<{ file: File; resolve: (markdown: string) => void; reject: (error: unknown) => void }> = [];
  const onUpload = vi.fn<MarkdownUploadHandler>(
    (file) =>
      new Promise((resolve, reject) => {
        calls.push({ file, resolve: (markdown) => resolve({ markdown }), reject });
      }),
  );
  return { onUpload, calls };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
const textbox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' });

describe('MarkdownEditor attachments', () => {
  it('offers "Attach a file" only with an upload handler', () => {
    const { unmount } = render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Attach a file' })).not.toBeInTheDocument();
    unmount();
    render(<Harness onUpload={deferredUpload().onUpload} />);
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeInTheDocument();
  });

  it('uploads a pasted file at the caret with a placeholder, then inserts its markdown', async () => {
    const { onUpload, calls } = deferredUpload();
    render(<Harness onUpload={onUpload} initial="Look:" />);
    const field = textbox();
    field.setSelectionRange(5, 5);
    fireEvent.paste(field, { clipboardData: { files: [png()], items: [], types: ['Files'] } });
    expect(field).toHaveValue('Look: [Uploading shot.png…]()');
    expect(screen.getByRole('status')).toHaveTextContent('Attaching a file…');
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'shot.png' }));

    // Typing goes on while the file uploads.
    fireEvent.change(field, { target: { value: `${field.value} and more` } });
    await act(async () => calls[0]?.resolve('![shot](/uploads/0123456789abcdef0123456789abcdef/shot.png)'));
    expect(field).toHaveValue('Look: ![shot](/uploads/0123456789abcdef0123456789abcdef/shot.png) and more');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes dropped files, several at once', async () => {
    const { onUpload, calls } = deferredUpload();
    render(<Harness onUpload={onUpload} />);
    const files = [png(), new File(['x'], 'notes.txt')];
    fireEvent.dragOver(textbox(), { dataTransfer: { types: ['Files'], files, items: [] } });
    fireEvent.drop(textbox(), { dataTransfer: { types: ['Files'], files, items: [] } });
    expect(screen.getByRole('status')).toHaveTextContent('Attaching 2 files…');
    await act(async () => {
      calls[1]?.resolve('[notes.txt](/uploads/b/notes.txt)');
      calls[0]?.resolve('![shot](/uploads/a/shot.png)');
    });
    expect(textbox()).toHaveValue('![shot](/uploads/a/shot.png) [notes.txt](/uploads/b/notes.txt)');
  });

  it('says "Attaching the file failed." (with the server’s reason) and removes the placeholder', async () => {
    const { onUpload, calls } = deferredUpload();
    render(<Harness onUpload={onUpload} initial="Hi" />);
    textbox().setSelectionRange(2, 2);
    fireEvent.paste(textbox(), { clipboardData: { files: [png()], items: [], types: ['Files'] } });
    expect(textbox()).toHaveValue('Hi [Uploading shot.png…]()');
    await act(async () => calls[0]?.reject(new ApiError({ status: 413, code: 'PAYLOAD_TOO_LARGE', messages: ['File is too large (maximum is 10 MiB).'] })));
    expect(screen.getByRole('alert')).toHaveTextContent('Attaching the file failed. File is too large (maximum is 10 MiB).');
    expect(textbox()).toHaveValue('Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.paste(textbox(), { clipboardData: { files: [png()], items: [], types: ['Files'] } });
    await act(async () => calls[1]?.reject(new Error('network')));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Attaching the file failed\.\s*Dismiss$/));
  });

  it('leaves text pastes to the text box', () => {
    const { onUpload } = deferredUpload();
    render(<Harness onUpload={onUpload} />);
    const event = fireEvent.paste(textbox(), { clipboardData: { files: [], items: [], types: ['text/plain'], getData: () => 'x' } });
    expect(event).toBe(true);
    expect(onUpload).not.toHaveBeenCalled();
  });
});
