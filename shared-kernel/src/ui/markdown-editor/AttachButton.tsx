import { PaperclipIcon } from '@primer/octicons-react';
import { IconButton } from 'shared-kernel/primer';
import { useRef } from 'react';
import { ATTACHMENT_TEXTS as T } from './attachments';

/** The toolbar's "Attach a file" button: opens the browser's file picker (several files at once). */
export function AttachButton({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton icon={PaperclipIcon} aria-label={T.attach} size="small" variant="invisible" disabled={disabled} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be chosen again later.
          event.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
