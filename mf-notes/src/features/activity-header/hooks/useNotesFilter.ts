import { useLocalStorage } from 'shared-kernel/react';
import type { NotesFilter } from '../../../lib/types';

/**
 * The chosen notes filter. The server remembers it per user (persist_filter) but does not tell the
 * page which one, so the browser keeps a copy (`notes_filter_Issue`) and sends it with every load.
 */
export function useNotesFilter(noteableType = 'Issue'): [NotesFilter, (filter: NotesFilter) => void] {
  const [stored, setStored] = useLocalStorage<NotesFilter>(storageKey(noteableType), 0);
  return [asFilter(stored), setStored];
}

const storageKey = (noteableType: string) => `notes_filter_${noteableType}`;
const asFilter = (value: unknown): NotesFilter => (value === 1 || value === 2 ? value : 0);

/** The stored filter, read once outside React (to start the first load before the area renders). */
export function readNotesFilter(noteableType: string): NotesFilter {
  try {
    return asFilter(JSON.parse(localStorage.getItem(storageKey(noteableType)) ?? '0'));
  } catch {
    return 0;
  }
}
