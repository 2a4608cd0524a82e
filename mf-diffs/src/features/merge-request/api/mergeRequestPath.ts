import type { MergeRequestRef } from '../types';

/** `/:project/-/merge_requests/:iid`: the merge request's web path; its JSON and actions live below it. */
export const mergeRequestPath = ({ fullPath, iid }: MergeRequestRef) => `/${fullPath}/-/merge_requests/${iid}`;

/** `/api/v4/projects/:id/merge_requests/:iid` with the project's path as its id. */
export const mergeRequestApiPath = ({ fullPath, iid }: MergeRequestRef) => `/api/v4/projects/${encodeURIComponent(fullPath)}/merge_requests/${iid}`;
