import { restClient } from 'shared-kernel/api';
import type { MergeRequestApprovals, MergeRequestRef } from '../types';
import { mergeRequestApiPath } from './mergeRequestPath';

/** `POST /api/v4/projects/:id/merge_requests/:iid/approve { sha }`: the approval state after approving (409 when the head moved). */
export async function approveMergeRequest(ref: MergeRequestRef, sha: string | null | undefined): Promise<MergeRequestApprovals> {
  const { data } = await restClient().post<MergeRequestApprovals>(`${mergeRequestApiPath(ref)}/approve`, sha ? { sha } : {});
  return data;
}

/** `POST /api/v4/projects/:id/merge_requests/:iid/unapprove`: the approval state after revoking one's approval. */
export async function unapproveMergeRequest(ref: MergeRequestRef): Promise<MergeRequestApprovals> {
  const { data } = await restClient().post<MergeRequestApprovals>(`${mergeRequestApiPath(ref)}/unapprove`, {});
  return data;
}
