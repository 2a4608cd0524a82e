import { useEffect, useRef, useState } from 'react';
import { isApiError } from 'shared-kernel/api';
import { ATTACHMENT_TEXTS as T, insertAt, removePlaceholder, replacePlaceholder, uploadPlaceholder, type MarkdownUploadHandler } from './attachments';

/** What {@link useAttachments} needs from the editor. */
export interface AttachmentsOptions {
  value: string;
  onChange: (value: string) => void;
  onUpload: MarkdownUploadHandler | undefined;
  /** The plain textarea, for the caret (null in rich-text mode: files go at the end, without placeholder). */
  textarea: () => HTMLTextAreaElement | null;
}

/** State and actions of the editor's attachments. */
export interface Attachments {
  /** Files uploading right now. */
  uploading: number;
  error: string | null;
  dismissError: () => void;
  attach: (files: File[]) => void;
}

function failureMessage(error: unknown): string {
  // The server's reason (e.g. "File is too large (maximum is 10 MiB).") follows GitLab's sentence.
  const detail = isApiError(error) && error.status !== 0 && error.status < 500 ? error.messages.filter((m) => !/^\d{3} /.test(m)).join(' ') : '';
  return detail ? `${T.failed} ${detail}` : T.failed;
}

/**
 * Uploads files through `onUpload`: each gets an `[Uploading name…]()` placeholder at the caret, replaced
 * by its markdown when done or removed when it fails ("Attaching the file failed.").
 */
export function useAttachments({ value, onChange, onUpload, textarea }: AttachmentsOptions): Attachments {
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // Uploads finish after other edits: they always work on the latest text.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const write = (next: string) => {
    latest.current.value = next;
    latest.current.onChange(next);
  };

  function attach(files: File[]) {
    if (!onUpload || files.length === 0) return;
    setError(null);
    const field = textarea();
    let caret = field ? field.selectionEnd : latest.current.value.length;
    const placeholders = files.map((file) => {
      if (!field) return null;
      const placeholder = uploadPlaceholder(file);
      const inserted = insertAt(latest.current.value, caret, placeholder);
      caret = inserted.caret;
      write(inserted.value);
      return placeholder;
    });
    setUploading((n) => n + files.length);
    files.forEach((file, index) => {
      const placeholder = placeholders[index] ?? null;
      onUpload(file).then(
        ({ markdown }) => write(replacePlaceholder(latest.current.value, placeholder, markdown)),
        (cause: unknown) => {
          write(removePlaceholder(latest.current.value, placeholder));
          if (mounted.current) setError(failureMessage(cause));
        },
      ).finally(() => {
        if (mounted.current) setUploading((n) => n - 1);
      });
    });
  }

  return { uploading, error, dismissError: () => setError(null), attach };
}
