import { useState } from 'react';
import { replaceDiscussion } from '../../../lib/discussionsState';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Discussion } from '../../../lib/types';
import { resolveDiscussion } from '../../../lib/api/resolveDiscussion';

export const RESOLVE_ERROR = 'Something went wrong while resolving this discussion. Please try again.';

/** Whether the viewer may resolve a thread: every resolvable note must allow it (spec §5). */
export function canResolveThread(discussion: Discussion): boolean {
  if (discussion.individual_note || !discussion.resolvable) return false;
  return discussion.can_resolve ?? discussion.notes.every((n) => !n.resolvable || n.current_user.can_resolve_discussion);
}

/** Resolves or unresolves a thread; the server's discussion replaces the listed one. */
export function useResolveDiscussion(discussion: Discussion) {
  const { update } = useNotesContext();
  const [resolving, setResolving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function setResolved(resolved: boolean): Promise<boolean> {
    setResolving(true);
    setError(null);
    try {
      const updated = await resolveDiscussion(discussion, resolved);
      update((discussions) => replaceDiscussion(discussions, updated));
      return true;
    } catch {
      setError(RESOLVE_ERROR);
      return false;
    } finally {
      setResolving(false);
    }
  }

  return { resolving, error, setResolved, canResolve: canResolveThread(discussion) };
}
