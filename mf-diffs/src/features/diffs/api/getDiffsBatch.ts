import { restClient } from 'shared-kernel/api';
import type { DiffsBatch, DiffsQuery, MergeRequestRef } from '../types';
import { diffsParams, mergeRequestPath } from './diffsPath';

/** Files per `diffs_batch.json` page: each page costs the server one diff of the version, so pages are not small. */
export const DIFFS_PER_PAGE = 50;

/** `GET {mr}/diffs_batch.json?page=&per_page=`: one page of files with their lines. */
export async function getDiffsBatch(ref: MergeRequestRef, query: DiffsQuery, page: number, signal?: AbortSignal, perPage = DIFFS_PER_PAGE): Promise<DiffsBatch> {
  const { data } = await restClient().get<DiffsBatch>(`${mergeRequestPath(ref)}/diffs_batch.json`, {
    params: { ...diffsParams(query), page, per_page: perPage },
    signal,
  });
  return data;
}
