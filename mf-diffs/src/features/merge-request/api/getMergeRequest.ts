import { getQueryClient, issuableJsonQuery } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
import type { IssuableData } from 'issuable-ui/react';
import { mergeRequestAsIssuable } from '../mergeRequestAsIssuable';
import type { MergeRequestPageData, MergeRequestRef } from '../types';

/**
 * The read of `GET /:project/-/merge_requests/:iid.json` through the page's query cache, under the
 * kernel's key of the issuable's JSON: mf-notes reads the same entry, so the page sends one request.
 */
export function mergeRequestQuery({ fullPath, iid }: MergeRequestRef) {
  return issuableJsonQuery<MergeRequestPageData>('merge_request', fullPath, iid);
}

/** The page JSON as the issuable library reads it. */
export async function getMergeRequest(ref: MergeRequestRef): Promise<IssuableData> {
  return mergeRequestAsIssuable(await getQueryClient().fetchQuery({ ...mergeRequestQuery(ref), staleTime: 0 }));
}

/** The merge request JSON through the page's query cache. */
export function useMergeRequestData(ref: MergeRequestRef) {
  return useQuery(mergeRequestQuery(ref));
}
