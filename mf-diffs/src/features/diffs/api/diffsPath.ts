import type { DiffsQuery, MergeRequestRef } from '../types';

/** `/:project/-/merge_requests/:iid`: the merge request's web path; its diffs JSON lives below it. */
export const mergeRequestPath = ({ fullPath, iid }: MergeRequestRef) => `/${fullPath}/-/merge_requests/${iid}`;

/** GitLab's query of a diff read: `diff_id` (a version), `start_sha` (compared with an older one), `w=1`. */
export function diffsParams(query: DiffsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.diffId !== undefined) params.diff_id = query.diffId;
  if (query.startSha) params.start_sha = query.startSha;
  if (query.hideWhitespace) params.w = 1;
  return params;
}
