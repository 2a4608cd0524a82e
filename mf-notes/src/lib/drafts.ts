import { createContext, useContext } from 'react';
import { isApiError, restClient } from 'shared-kernel/api';
import { getQueryClient, noteableQueryKey } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
import type { Noteable } from './types';

// Draft review (notes-area spec §2, §4, §8): texts and the reads and writes of the noteable's drafts path.
export const START_REVIEW = 'Start a review';
export const ADD_TO_REVIEW = 'Add to review';
export const ADD_COMMENT_NOW = 'Add comment now';
export const PENDING = 'Pending';
export const PENDING_HIDDEN = 'Pending comments are hidden until you submit your review.';
export const DRAFT_SAVE_ERROR = 'Something went wrong on our end. Please try again!';

/** A pending comment (GitLab's DraftNoteEntity): only its author reads it until the review is submitted. */
export interface DraftNote {
  id: number;
  note: string;
  note_html: string;
  discussion_id: string | null;
  resolve_discussion: boolean;
  line_code: string | null;
  file_path: string | null;
  position?: object | null;
  author: { id: number; name: string; username: string; avatar_url: string | null } | null;
}

/**
 * The kernel's key of the noteable's drafts: the Changes tab (mf-diffs) reads the same entry, so a draft
 * saved in either place shows in both and the review bar counts it.
 */
export const draftsQueryKey = (noteable: Pick<Noteable, 'noteable_type' | 'id'>) => noteableQueryKey(noteable.noteable_type, noteable.id, 'drafts');

/** The viewer's drafts (none where the noteable has no drafts path or the viewer may not comment). */
/** One empty list, so readers memoised on the drafts do not recompute while there are none. */
const NO_DRAFTS: DraftNote[] = [];

export function useDrafts(noteable: Noteable): DraftNote[] {
  const path = noteable.drafts_path;
  const query = useQuery({
    queryKey: draftsQueryKey(noteable),
    queryFn: async ({ signal }) => (await restClient().get<DraftNote[]>(path ?? '', { signal })).data,
    enabled: Boolean(path) && noteable.current_user.can_create_note,
  });
  return query.data ?? NO_DRAFTS;
}

/**
 * The drafts as the discussion list read them once for all its rows (its rows read this context instead of
 * each observing the query: twenty observers of one key cost the first batch's render).
 */
export const ListedDraftsContext = createContext<readonly DraftNote[]>(NO_DRAFTS);

/** The drafts the discussion list read (none outside a list). */
export const useListedDrafts = () => useContext(ListedDraftsContext);

export const refreshDrafts = (noteable: Noteable) => getQueryClient().invalidateQueries({ queryKey: draftsQueryKey(noteable) });

/** Saves a draft: a new thread, or (`inReplyToDiscussionId`) a reply that may resolve its thread on submit. */
export async function saveDraft(noteable: Noteable, body: { note: string; inReplyToDiscussionId?: string; resolveDiscussion?: boolean }): Promise<DraftNote> {
  const { data } = await restClient().post<DraftNote>(noteable.drafts_path ?? '', {
    in_reply_to_discussion_id: body.inReplyToDiscussionId,
    draft_note: { note: body.note, resolve_discussion: body.resolveDiscussion ?? false },
  });
  await refreshDrafts(noteable);
  return data;
}

export async function deleteDraft(noteable: Noteable, id: number): Promise<void> {
  await restClient().delete(`${noteable.drafts_path ?? ''}/${id}`);
  await refreshDrafts(noteable);
}

/** "Your comment could not be submitted because {reason}." or the generic text (spec §8). */
export function draftSaveError(cause: unknown): string {
  const reason = isApiError(cause) ? cause.messages[0] : undefined;
  return reason ? `Your comment could not be submitted because ${reason.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase())}.` : DRAFT_SAVE_ERROR;
}
