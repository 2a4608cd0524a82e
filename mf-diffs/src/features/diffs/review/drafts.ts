import { isApiError, restClient } from 'shared-kernel/api';
import { getQueryClient, noteableQueryKey } from 'shared-kernel/query';
import { useAfterFirstContent, useQuery } from 'shared-kernel/react';

/**
 * A pending review comment (GitLab's DraftNoteEntity, `GET /:project/-/merge_requests/:iid/drafts`): only
 * its author reads it until the review is submitted.
 */
export interface DraftNote {
  id: number;
  note: string;
  note_html: string;
  line_code: string | null;
  file_path: string | null;
  discussion_id: string | null;
  resolve_discussion: boolean;
  position?: { position_type: 'text' | 'image' | 'file'; new_path: string; old_path: string; new_line?: number | null; old_line?: number | null } | null;
  author: { id: number; name: string; username: string; avatar_url: string | null } | null;
}

/** The merge request's batch-comments path (GitLab's draftsPath). */
export const draftsPath = (fullPath: string, iid: number) => `/${fullPath.split('/').filter(Boolean).join('/')}/-/merge_requests/${iid}/drafts`;

/**
 * The kernel's key of a merge request's drafts: mf-notes reads the same entry (through the noteable JSON's
 * `drafts_path`), so a draft saved in one tab shows in the other and the review bar counts both.
 */
export const draftsQueryKey = (mergeRequestId: number) => noteableQueryKey('MergeRequest', mergeRequestId, 'drafts');

export function draftsQuery(fullPath: string, iid: number, mergeRequestId: number) {
  return {
    queryKey: draftsQueryKey(mergeRequestId),
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await restClient().get<DraftNote[]>(draftsPath(fullPath, iid), { signal })).data,
  };
}

/** One empty list, so readers memoised on the drafts do not recompute while there are none. */
const NO_DRAFTS: DraftNote[] = [];

/**
 * The viewer's drafts on the merge request (none while unknown, or when the viewer may not comment). Read
 * once the page's first content (header, tree, first lines) is on screen: they show in place right after.
 */
export function useDrafts(fullPath: string, iid: number, mergeRequestId: number | null, enabled = true): DraftNote[] {
  const afterFirstContent = useAfterFirstContent();
  const query = useQuery({ ...draftsQuery(fullPath, iid, mergeRequestId ?? 0), enabled: enabled && mergeRequestId !== null && afterFirstContent });
  return query.data ?? NO_DRAFTS;
}

export const refreshDrafts = (mergeRequestId: number) => getQueryClient().invalidateQueries({ queryKey: draftsQueryKey(mergeRequestId) });

/** Saves a draft: a diff comment (`position`, JSON text as GitLab's client sends it) or a reply in a thread. */
export async function saveDraft(fullPath: string, iid: number, body: { note: string; position?: object; lineCode?: string | null; inReplyToDiscussionId?: string; resolveDiscussion?: boolean }): Promise<DraftNote> {
  const { data } = await restClient().post<DraftNote>(draftsPath(fullPath, iid), {
    in_reply_to_discussion_id: body.inReplyToDiscussionId,
    draft_note: {
      note: body.note,
      position: body.position ? JSON.stringify(body.position) : undefined,
      line_code: body.lineCode ?? undefined,
      resolve_discussion: body.resolveDiscussion ?? false,
    },
  });
  return data;
}

/** Edits a draft's text in place (`PUT …/drafts/:id`, GitLab's DraftsController#update). */
export async function updateDraft(fullPath: string, iid: number, id: number, note: string): Promise<DraftNote> {
  const { data } = await restClient().put<DraftNote>(`${draftsPath(fullPath, iid)}/${id}`, { draft_note: { note } });
  return data;
}

export async function deleteDraft(fullPath: string, iid: number, id: number): Promise<void> {
  await restClient().delete(`${draftsPath(fullPath, iid)}/${id}`);
}

/**
 * Submits the review: the drafts become comments (all or none), with the optional summary comment, and
 * `approve` approves the merge request in the same request (GitLab's DraftsController#publish).
 */
export async function publishReview(fullPath: string, iid: number, note: string, approve = false): Promise<void> {
  await restClient().post(`${draftsPath(fullPath, iid)}/publish`, { ...(note.trim() ? { note } : {}), ...(approve ? { approve: true } : {}) });
}

export async function discardReview(fullPath: string, iid: number): Promise<void> {
  await restClient().delete(`${draftsPath(fullPath, iid)}/discard`);
}

/** The server's words for a refusal (`{ errors }` or `{ message }`), if it gave any. */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.messages.length > 0 ? error.messages.join(' ') : null;
}
