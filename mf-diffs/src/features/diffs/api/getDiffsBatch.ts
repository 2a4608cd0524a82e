import { restClient } from 'shared-kernel/api';
import { withParallelLines } from '../lib/parallelLines';
import type { DiffsBatch, DiffsQuery, MergeRequestRef } from '../types';
import { diffsParams, mergeRequestPath } from './diffsPath';

/** Files per `diffs_batch.json` page: each page costs the server one diff of the version, so pages are not small. */
export const DIFFS_PER_PAGE = 50;

/**
 * `GET {mr}/diffs_batch.json?page=&per_page=&view=inline`: one page of files with their lines. Like GitLab's
 * client, only the inline lines are read (`view=inline`: the server leaves out `parallel_diff_lines`, each
 * line and its threads once instead of twice); the side-by-side rows are paired here from the same lines,
 * so switching views reads nothing again.
 */
export async function getDiffsBatch(ref: MergeRequestRef, query: DiffsQuery, page: number, signal?: AbortSignal, perPage = DIFFS_PER_PAGE): Promise<DiffsBatch> {
  const { data } = await restClient().get<DiffsBatch>(`${mergeRequestPath(ref)}/diffs_batch.json`, {
    params: { ...diffsParams(query), page, per_page: perPage, view: 'inline' },
    signal,
  });
  return { ...data, diff_files: data.diff_files.map(withParallelLines) };
}
