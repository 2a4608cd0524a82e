import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import type { DiffsMetadata, DiffsQuery, MergeRequestRef } from '../types';
import { diffsParams, mergeRequestPath } from './diffsPath';

/** `GET {mr}/diffs_metadata.json`: the files (for the tree and the totals), the versions, the sizes. */
export async function getDiffsMetadata(ref: MergeRequestRef, query: DiffsQuery, signal?: AbortSignal): Promise<DiffsMetadata> {
  const { data } = await restClient().get<DiffsMetadata>(`${mergeRequestPath(ref)}/diffs_metadata.json`, { params: diffsParams(query), signal });
  return data;
}

/** The metadata through the page's query cache, keyed by the merge request and the compared versions. */
export function useDiffsMetadata(ref: MergeRequestRef, query: DiffsQuery) {
  return useQuery({
    queryKey: ['merge_request', ref.fullPath, ref.iid, 'diffs_metadata', diffsParams(query)],
    queryFn: ({ signal }) => getDiffsMetadata(ref, query, signal),
  });
}
