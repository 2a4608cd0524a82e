import { restClient } from 'shared-kernel/api';
import type { MergeRequestPageData, MergeRequestRef } from '../types';
import { mergeRequestApiPath } from './mergeRequestPath';

/**
 * `PUT /api/v4/projects/:id/merge_requests/:iid/merge { sha }` (GitLab's merge API): merges into the
 * target branch, or refuses (405 not mergeable, 406 conflicts, 409 the head moved) with GitLab's message.
 */
export async function mergeMergeRequest(ref: MergeRequestRef, sha: string | null | undefined): Promise<MergeRequestPageData> {
  const { data } = await restClient().put<MergeRequestPageData>(`${mergeRequestApiPath(ref)}/merge`, sha ? { sha } : {});
  return data;
}
