import { Button, Flash, FormControl, Textarea } from '@primer/react';
import { useState } from 'react';
import { cancelEditingConfirmation, useConfirm } from 'shared-kernel/ui';
import type { Note } from '../../../lib/types';

export const CHANGED_WHILE_EDITING_WARNING =
  'This comment changed after you started editing it. Review the updated comment to ensure information is not lost.';

export interface NoteEditFormProps {
  note: Note;
  saving: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/**
 * Edits a note's markdown; cancelling with changes asks first ("Cancel editing" / "Continue
 * editing"). When the note changes on the server meanwhile (polling), a warning says so.
 */
export function NoteEditForm({ note, saving, onSave, onCancel }: NoteEditFormProps) {
  const [text, setText] = useState(note.note);
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
      <FormControl>
        <FormControl.Label>Edit comment</FormControl.Label>
        <Textarea
          block
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && text.trim()) {
              event.preventDefault();
              onSave(text);
            }
            if (event.key === 'Escape') {
              event.preventDefault();
              void cancel();
            }
          }}
          autoFocus
        />
      </FormControl>
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
