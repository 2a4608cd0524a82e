import { createContext, useContext } from 'react';
import type { SessionUser } from 'shared-kernel/api';
import type { NoteableLocator } from './noteable';
import type { Discussion, Note, Noteable } from './types';

/** A request to open a thread's reply form, optionally with text (the `r` shortcut quotes a selection). */
export interface ReplyRequest {
  discussionId: string;
  text: string;
  /** Bumped by every request, so asking twice for the same thread still reaches it. */
  seq: number;
}

/** What every part of the notes area shares: where it is, who looks, and how to change the list. */
export interface NotesContextValue {
  /** Where the slot's props located the noteable (its JSON's path and cache key, its namespace and iid). */
  locator: NoteableLocator;
  /** The noteable's JSON: every path and wording that differs per kind. */
  noteable: Noteable;
  currentUser: SessionUser | null;
  update: (change: (discussions: Discussion[]) => Discussion[]) => void;
  /** Changes the page's copy of the noteable (state, confidentiality after quick actions or events). */
  updateNoteable: (change: (noteable: Noteable) => Noteable) => void;
  /** Announces a saved note on the kernel bus (`note-added`). */
  noteAdded: (note: Pick<Note, 'id' | 'discussion_id'>) => void;
  /**
   * The form closed or reopened the noteable: updates the page and publishes `status-changed` with
   * `state` (the server's answer to the button, or `closed` / `reopened` after a quick action).
   */
  stateChanged: (state: 'opened' | 'closed' | 'reopened') => void;
  /** Asks the server for changes at once (e.g. after quick actions). */
  pollNow: () => void;
  /** The note being edited (Edit, Up in the empty comment form), or null. */
  editingNoteId: string | null;
  setEditingNoteId: (id: string | null) => void;
  replyRequest: ReplyRequest | null;
  requestReply: (discussionId: string, text?: string) => void;
  /** Expands a thread and scrolls it into view (anchors, n / p). */
  focusDiscussion: (discussionId: string, noteId?: string) => void;
  /** The note of the URL's `#note_{id}`, highlighted. */
  targetNoteId: string | null;
}

export const NotesContext = createContext<NotesContextValue | null>(null);

export function useNotesContext(): NotesContextValue {
  const value = useContext(NotesContext);
  if (!value) throw new Error('useNotesContext must be used inside the notes area');
  return value;
}
