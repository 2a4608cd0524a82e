import type { ReactNode } from 'react';
import { projectNoteable } from '../lib/noteable';
import { NoteCompositionContext } from '../lib/NoteComposition';
import { NotesContext, type NotesContextValue } from '../lib/NotesContext';
import { NOTE_COMPOSITION } from '../pages/noteComposition';
import { fakeNoteable } from './fakes';

/** A notes-area context for `gitlab-org/gitlab` #1 that changes nothing, with `overrides`. Unit tests only. */
export function fakeNotesContext(overrides: Partial<NotesContextValue> = {}): NotesContextValue {
  return {
    locator: projectNoteable('gitlab-org/gitlab', 1),
    noteable: fakeNoteable(),
    currentUser: null,
    update: () => {},
    updateNoteable: () => {},
    noteAdded: () => {},
    stateChanged: () => {},
    pollNow: () => {},
    editingNoteId: null,
    setEditingNoteId: () => {},
    replyRequest: null,
    requestReply: () => {},
    focusDiscussion: () => {},
    targetNoteId: null,
    ...overrides,
  };
}

/** What the page provides around a part of the notes area: its context and the page's row composition. */
export function NotesArea({ context = fakeNotesContext(), children }: { context?: NotesContextValue; children: ReactNode }) {
  return (
    <NotesContext.Provider value={context}>
      <NoteCompositionContext.Provider value={NOTE_COMPOSITION}>{children}</NoteCompositionContext.Provider>
    </NotesContext.Provider>
  );
}
