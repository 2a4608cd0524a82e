import { createContext, useContext, type ComponentType, type ReactNode, type Ref } from 'react';
import type { Note, NoteUser } from './types';

/** The thread's resolve toggle shown among the first note's actions. */
export interface NoteResolveAction {
  resolved: boolean;
  resolving: boolean;
  onToggle: () => void;
}

/** Props of the component that shows a user's note (header, body or edit form, awards, actions). */
export interface NoteItemProps {
  note: Note;
  /** Opens the thread's reply form (offered on individual notes and a thread's first note). */
  onReply?: () => void;
  /** The thread's resolve action, on its first note only (spec §5). */
  resolve?: NoteResolveAction;
  resolvedBy?: NoteUser | null;
  /** Shown inside the note, e.g. the reply form of an individual note. */
  children?: ReactNode;
  ref?: Ref<HTMLLIElement>;
  'data-index'?: number;
  'data-discussion-id'?: string;
}

/**
 * What the discussion list shows inside its rows, supplied by the page: features do not import each
 * other (the list knows threads, note-actions knows a note, description-versions knows versions).
 */
export interface NoteComposition {
  Note: ComponentType<NoteItemProps>;
  /** The version panel under a "changed the description" system note. */
  DescriptionVersion: ComponentType<{ note: Note }>;
}

export const NoteCompositionContext = createContext<NoteComposition | null>(null);

export function useNoteComposition(): NoteComposition {
  const value = useContext(NoteCompositionContext);
  if (!value) throw new Error('useNoteComposition must be used inside the notes area');
  return value;
}
