import { createContext, useContext } from 'react';
import type { SessionUser } from 'shared-kernel/api';
import type { Discussion, Note, Noteable, NoteableRef } from './types';

/** What every part of the notes area shares: where it is, who looks, and how to change the list. */
export interface NotesContextValue {
  ref: NoteableRef;
  noteable: Noteable;
  noteableType: 'Issue' | 'Incident';
  currentUser: SessionUser | null;
  update: (change: (discussions: Discussion[]) => Discussion[]) => void;
  /** Announces a saved note on the kernel bus (`note-added`). */
  noteAdded: (note: Pick<Note, 'id' | 'discussion_id'>) => void;
  /** Asks the server for changes at once (e.g. after quick actions). */
  pollNow: () => void;
}

export const NotesContext = createContext<NotesContextValue | null>(null);

export function useNotesContext(): NotesContextValue {
  const value = useContext(NotesContext);
  if (!value) throw new Error('useNotesContext must be used inside the notes area');
  return value;
}
