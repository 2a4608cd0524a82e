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

/** Edit, delete and award a note, keeping the list in step with the server's answers. */
export function useNoteActions(note: Note) {
  const { update, currentUser } = useNotesContext();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(text: string) {
    setSaving(true);
    setError(null);
    try {
      const updated = await updateNote(note, text);
      update((discussions) => mergeNotes(discussions, [updated]));
      setEditing(false);
    } catch (cause) {
      if (isApiError(cause) && cause.status === 404) {
        update((discussions) => removeNote(discussions, note.id));
        return;
      }
      setError(isApiError(cause) && cause.messages.length > 0 ? cause.messages.join(' ') : 'Something went wrong while editing your comment. Please try again.');
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
    } catch {
      setDeleting(false);
      setError(DELETE_NOTE_ERROR);
    }
  }

  async function toggleAward(name: string) {
    await toggleAwardEmoji(note, name);
    if (!currentUser) return;
    const user = { id: currentUser.id, name: currentUser.name, username: currentUser.username };
    update((discussions) => mergeNotes(discussions, [{ ...note, award_emoji: applyAwardToggle(note.award_emoji, name, user) }]));
  }

  return { editing, setEditing, saving, deleting, error, setError, save, remove, toggleAward };
}
