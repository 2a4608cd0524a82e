import { restClient } from 'shared-kernel/api';
import { preloadedRead } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
import type { DiffsMetadata, DiffsQuery, MergeRequestRef } from '../types';
import { diffsParams, mergeRequestPath } from './diffsPath';

/** `GET {mr}/diffs_metadata.json`: the files (for the tree and the totals), the versions, the sizes. */
export async function getDiffsMetadata(ref: MergeRequestRef, query: DiffsQuery, signal?: AbortSignal): Promise<DiffsMetadata> {
  const path = `${mergeRequestPath(ref)}/diffs_metadata.json`;
  const params = diffsParams(query);
  // The latest version, as first shown: the page's server may have started this read already (the
  // registry route's `data`), so the tree does not wait for this remote's code to ask.
  if (Object.keys(params).length === 0) {
    const preloaded = preloadedRead<DiffsMetadata>(path);
    if (preloaded) {
      try {
        return await preloaded;
      } catch {
        // Not a success: ask again below, where the error handling applies.
      }
    }
  }
  const { data } = await restClient().get<DiffsMetadata>(path, { params, signal });
  return data;
}

/** The metadata through the page's query cache, keyed by the merge request and the compared versions. */
export function useDiffsMetadata(ref: MergeRequestRef, query: DiffsQuery) {
  return useQuery({
    queryKey: ['merge_request', ref.fullPath, ref.iid, 'diffs_metadata', diffsParams(query)],
    queryFn: ({ signal }) => getDiffsMetadata(ref, query, signal),
  });
}
