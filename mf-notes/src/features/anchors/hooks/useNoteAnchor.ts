import { useEffect, useRef, useState } from 'react';
import { discussionOfNote } from '../../../lib/discussionsState';
import type { Discussion, NotesFilter } from '../../../lib/types';

/** The note id of a `#note_{id}` hash, else null. */
export function noteIdFromHash(hash: string): string | null {
  return /^#note_(\d+)$/.exec(hash)?.[1] ?? null;
}

export interface NoteAnchorOptions {
  discussions: readonly Discussion[];
  /** True once every page is loaded (a note on a later page is waited for). */
  complete: boolean;
  filter: NotesFilter;
  /** The filter `discussions` were fetched with: a list from before the switch to all activity is not searched. */
  listFilter: NotesFilter | null;
  setFilter: (filter: NotesFilter) => void;
  focusDiscussion: (discussionId: string, noteId: string) => void;
}

/**
 * `#note_{id}` (spec §2): switches the filter back to all activity, then expands the note's thread and
 * scrolls to it once it is listed. Follows later hash changes too. Returns the targeted note id.
 */
export function useNoteAnchor({ discussions, complete, filter, listFilter, setFilter, focusDiscussion }: NoteAnchorOptions): string | null {
  const [target, setTarget] = useState<string | null>(() => (typeof window === 'undefined' ? null : noteIdFromHash(window.location.hash)));
  const handled = useRef<string | null>(null);
  const latest = useRef({ filter, setFilter });
  latest.current = { filter, setFilter };

  useEffect(() => {
    const read = () => {
      const id = noteIdFromHash(window.location.hash);
      if (id !== null && latest.current.filter !== 0) latest.current.setFilter(0);
      handled.current = null;
      setTarget(id);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  useEffect(() => {
    if (!target || handled.current === target || listFilter !== 0) return;
    const discussion = discussionOfNote(discussions, target);
    if (discussion) {
      handled.current = target;
      focusDiscussion(discussion.id, target);
    } else if (complete) {
      handled.current = target;
    }
  }, [target, discussions, complete, listFilter, focusDiscussion]);

  return target;
}
