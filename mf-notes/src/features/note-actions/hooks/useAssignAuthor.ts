import { useState } from 'react';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Note } from '../../../lib/types';
import { updateAssignees } from '../api/updateAssignees';

export const ASSIGNEES_ERROR = 'Something went wrong while updating assignees';

/**
 * Assign or unassign a note's author (spec §5): when the noteable JSON says `can_assign_author` (it
 * has assignees and the viewer may set them) and lists its assignees.
 */
export function useAssignAuthor(note: Note, onError?: (message: string) => void) {
  const { noteable, updateNoteable } = useNotesContext();
  const [saving, setSaving] = useState(false);
  const assignees = noteable.assignees;
  const author = note.author;
  const available = Boolean(noteable.can_assign_author && assignees && author && noteable.project_id && !note.system);
  const assigned = Boolean(author && assignees?.some((a) => a.id === author.id));

  async function toggle() {
    if (!available || !author || !assignees || !noteable.project_id) return;
    const ids = assigned ? assignees.filter((a) => a.id !== author.id).map((a) => a.id) : [...assignees.map((a) => a.id), author.id];
    setSaving(true);
    try {
      const result = await updateAssignees(noteable.project_id, noteable.iid, ids);
      const next = result.assignees ?? ids.map((id) => (id === author.id ? { id, name: author.name, username: author.username } : assignees.find((a) => a.id === id)!));
      updateNoteable((current) => ({ ...current, assignees: next }));
    } catch {
      onError?.(ASSIGNEES_ERROR);
    } finally {
      setSaving(false);
    }
  }

  return { available, assigned, saving, toggle };
}
