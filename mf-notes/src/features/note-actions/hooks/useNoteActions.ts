import { useState } from 'react';
import { isApiError } from 'shared-kernel/api';
import { applyAwardToggle, deleteNoteConfirmation, useConfirm } from 'shared-kernel/ui';
import { mergeNotes, removeNote } from '../../../lib/discussionsState';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Note } from '../../../lib/types';
import { deleteNote } from '../api/deleteNote';
import { toggleAwardEmoji } from '../api/toggleAwardEmoji';
import { updateNote } from '../api/updateNote';

export const DELETE_NOTE_ERROR = 'Something went wrong while deleting your note. Please try again.';
export const UPDATE_NOTE_ERROR = 'Something went wrong while editing your comment. Please try again.';

/** Edit, delete and award a note, keeping the list in step with the server's answers. */
export function useNoteActions(note: Note) {
  const { update, currentUser, editingNoteId, setEditingNoteId } = useNotesContext();
  const confirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editing = editingNoteId === note.id;
  const setEditing = (value: boolean) => setEditingNoteId(value ? note.id : null);

  async function save(text: string) {
    setSaving(true);
    setError(null);
    // Requesting (spec §4): the new text shows at once and the old HTML comes back on failure.
    const previous = note;
    const escaped = text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
    update((discussions) => mergeNotes(discussions, [{ ...note, note: text, note_html: `<p>${escaped.replace(/\n/g, '<br>')}</p>` }]));
    setEditing(false);
    try {
      const updated = await updateNote(note, text);
      update((discussions) => mergeNotes(discussions, [updated]));
    } catch (cause) {
      if (isApiError(cause) && cause.status === 404) {
        update((discussions) => removeNote(discussions, note.id));
        return;
      }
      update((discussions) => mergeNotes(discussions, [previous]));
      setEditingNoteId(note.id);
      setError(isApiError(cause) && cause.messages.length > 0 ? cause.messages.join(' ') : UPDATE_NOTE_ERROR);
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!(await confirm(deleteNoteConfirmation(note.internal ? 'internal note' : 'comment')))) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteNote(note);
      update((discussions) => removeNote(discussions, note.id));
    } catch (cause) {
      if (isApiError(cause) && cause.status === 404) {
        update((discussions) => removeNote(discussions, note.id));
        return;
      }
      setDeleting(false);
      setError(DELETE_NOTE_ERROR);
    }
  }

  /** Awards are optimistic in AwardsList (reverted there when this rejects); the list keeps the result. */
  async function toggleAward(name: string) {
    await toggleAwardEmoji(note, name);
    if (!currentUser) return;
    const user = { id: currentUser.id, name: currentUser.name, username: currentUser.username };
    update((discussions) => {
      const current = discussions.flatMap((d) => d.notes).find((n) => n.id === note.id) ?? note;
      return mergeNotes(discussions, [{ ...current, award_emoji: applyAwardToggle(current.award_emoji, name, user) }]);
    });
  }

  return { editing, setEditing, saving, deleting, error, setError, save, remove, toggleAward };
}
