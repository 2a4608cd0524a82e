import { isApiError, restClient } from 'shared-kernel/api';
import type { DiffDiscussion } from '../types';

/** `POST /:project/notes?target_type=merge_request&target_id=…` with the diff line form's body; answers the thread. */
export async function postDiffNote(fullPath: string, mergeRequestId: number, body: object): Promise<DiffDiscussion> {
  const { data } = await restClient().post<{ discussion: DiffDiscussion }>(`/${fullPath}/notes`, body, { params: { target_type: 'merge_request', target_id: mergeRequestId } });
  return data.discussion;
}

/** A reply in a thread (GitLab's reply form: `in_reply_to_discussion_id`). */
export async function replyToThread(fullPath: string, mergeRequestId: number, discussionId: string, note: string): Promise<DiffDiscussion> {
  const { data } = await restClient().post<{ discussion: DiffDiscussion }>(
    `/${fullPath}/notes`,
    { in_reply_to_discussion_id: discussionId, return_discussion: true, target_type: 'merge_request', target_id: mergeRequestId, note: { note, noteable_type: 'MergeRequest', noteable_id: mergeRequestId } },
    { params: { target_type: 'merge_request', target_id: mergeRequestId } },
  );
  return data.discussion;
}

/** Resolves (POST) or unresolves (DELETE) a thread at its `resolve_path`. */
export async function setThreadResolved(resolvePath: string, resolved: boolean): Promise<DiffDiscussion> {
  const { data } = resolved ? await restClient().post<DiffDiscussion>(resolvePath) : await restClient().delete<DiffDiscussion>(resolvePath);
  return data;
}

/** The server's refusal text (`{ errors: '…' }` of a 422, e.g. 'Commenting on this line is not supported'), if any. */
export function commentError(error: unknown): string | null {
  return isApiError(error) && error.status === 422 && error.messages.length > 0 ? error.messages.join(' ') : null;
}
