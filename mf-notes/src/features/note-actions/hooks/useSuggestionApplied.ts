import { useCallback } from 'react';
import { resolveDiscussion } from '../../../lib/api/resolveDiscussion';
import { replaceDiscussion } from '../../../lib/discussionsState';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Note } from '../../../lib/types';

/**
 * After a suggestion of `note` was applied: GitLab's notes app resolves its thread (a failure to
 * resolve is ignored) and reads the changes at once (the suggestion now says Applied).
 */
export function useSuggestionApplied(note: Pick<Note, 'resolvable' | 'resolved' | 'resolve_path' | 'current_user'>) {
  const { update, pollNow } = useNotesContext();
  const { resolvable, resolved, resolve_path: resolvePath, current_user: currentUser } = note;
  return useCallback(async () => {
    if (resolvable && !resolved && resolvePath && currentUser.can_resolve_discussion) {
      try {
        const updated = await resolveDiscussion({ resolve_path: resolvePath }, true);
        update((discussions) => replaceDiscussion(discussions, updated));
      } catch {
        // GitLab: `dispatch('resolveDiscussion').catch(() => {})`.
      }
    }
    pollNow();
  }, [resolvable, resolved, resolvePath, currentUser.can_resolve_discussion, update, pollNow]);
}
