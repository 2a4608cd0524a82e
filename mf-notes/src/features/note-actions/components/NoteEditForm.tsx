import { Button, Flash } from 'shared-kernel/primer';
import { useId, useState } from 'react';
import { cancelEditingConfirmation, MarkdownEditor, useConfirm, type AutocompleteSources, type MarkdownUploadHandler } from 'shared-kernel/ui';
import type { Note } from '../../../lib/types';

export const CHANGED_WHILE_EDITING_WARNING =
  'This comment changed after you started editing it. Review the updated comment to ensure information is not lost.';

export interface NoteEditFormProps {
  note: Note;
  saving: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
  /** Attaches files (drop, paste, "Attach a file"); without it the form takes text only. */
  onUpload?: MarkdownUploadHandler;
  /** GitLab's autocomplete sources of the noteable (`@`, `#`, `~`, `/`, … suggestions). */
  autocompleteSources?: AutocompleteSources;
}

/**
 * Edits a note's markdown; cancelling with changes asks first ("Cancel editing" / "Continue
 * editing"). When the note changes on the server meanwhile (polling), a warning says so.
 */
export function NoteEditForm({ note, saving, onSave, onCancel, onUpload, autocompleteSources }: NoteEditFormProps) {
  const [text, setText] = useState(note.note);
  const editorId = useId();
  const [startedWith] = useState(note.note);
  const confirm = useConfirm();
  const kind = note.internal ? 'internal note' : 'comment';
  const changedElsewhere = note.note !== startedWith;

  async function cancel() {
    if (text !== note.note && !(await confirm(cancelEditingConfirmation(kind)))) return;
    onCancel();
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSave(text);
      }}
      style={{ display: 'grid', gap: 8 }}
    >
      {changedElsewhere && (
        <Flash variant="warning" role="alert">
          {CHANGED_WHILE_EDITING_WARNING}
        </Flash>
      )}
      <MarkdownEditor
        id={editorId}
        name="note[note]"
        label="Edit comment"
        value={text}
        onChange={setText}
        onSubmit={() => {
          if (text.trim()) onSave(text);
        }}
        onCancel={() => void cancel()}
        onUpload={onUpload}
        autocompleteSources={autocompleteSources}
        enableRichText={false}
        rows={4}
        autoFocus
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" variant="primary" disabled={saving || !text.trim()}>
          Save comment
        </Button>
        <Button type="button" onClick={() => void cancel()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
