import { useLocalStorage } from 'shared-kernel/react';
import type { NotesFilter } from '../../../lib/types';

/**
 * The chosen notes filter. The server remembers it per user (persist_filter) but does not tell the
 * page which one, so the browser keeps a copy (`notes_filter_Issue`) and sends it with every load.
 */
export function useNotesFilter(noteableType = 'Issue'): [NotesFilter, (filter: NotesFilter) => void] {
  const [stored, setStored] = useLocalStorage<NotesFilter>(`notes_filter_${noteableType}`, 0);
  return [stored === 1 || stored === 2 ? stored : 0, setStored];
}
