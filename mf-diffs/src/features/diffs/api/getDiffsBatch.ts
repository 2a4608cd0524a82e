import { restClient } from 'shared-kernel/api';
import { preloadedResponse } from 'shared-kernel/query';
import { withParallelLines } from '../lib/parallelLines';
import type { DiffsBatch, DiffsQuery, MergeRequestRef } from '../types';
import { diffsParams, mergeRequestPath } from './diffsPath';

/**
 * Files of the first `diffs_batch.json` page: a small first page (GitLab's client asks 5 files first, then
 * grows the batch), so the first files' lines and threads come without waiting for the server to read
 * and serialise fifty files and their threads (a 1,000-file merge request with 500 threads: some 6–7 KB of
 * thread JSON per thread).
 */
export const FIRST_BATCH_SIZE = 5;
/** The largest page: each page costs the server one diff of the version, so later pages are not small. */
export const MAX_BATCH_SIZE = 50;

/**
 * The page to ask for after `loaded` files (the pages before asked for `previous` files each time, the
 * last one at most): about twice the previous size, at most {@link MAX_BATCH_SIZE}, and a size that
 * divides `loaded`, so that the server's `page` (1-based, `per_page` files each) starts right after the
 * files already read: 5, 5, 10, 20, 40, 40, …
 */
export function nextBatchPage(loaded: number, previous: number | null): { page: number; perPage: number } {
  if (loaded === 0 || previous === null) return { page: 1, perPage: FIRST_BATCH_SIZE };
  const target = Math.min(MAX_BATCH_SIZE, previous * 2);
  let perPage = target;
  while (loaded % perPage !== 0) perPage -= 1;
  return { page: loaded / perPage + 1, perPage };
}

/**
 * `GET {mr}/diffs_batch.json?page=&per_page=&view=inline`: one page of files with their lines. Like GitLab's
 * client, only the inline lines are read (`view=inline`: the server leaves out `parallel_diff_lines`, each
 * line and its threads once instead of twice); the side-by-side rows are paired here from the same lines,
 * so switching views reads nothing again. The first page of the latest version may have been started by
 * the page's server (the registry route's `data`: `?page=1&per_page=5&view=inline`, in this order): that
 * answer is taken when there is one.
 */
export async function getDiffsBatch(ref: MergeRequestRef, query: DiffsQuery, page: number, signal?: AbortSignal, perPage = MAX_BATCH_SIZE): Promise<DiffsBatch> {
  const path = `${mergeRequestPath(ref)}/diffs_batch.json`;
  const params = diffsParams(query);
  let data: DiffsBatch | null = null;
  if (Object.keys(params).length === 0 && page === 1) {
    const preloaded = await preloadedResponse(`${path}?page=1&per_page=${perPage}&view=inline`)?.catch(() => null);
    // A failed or refused preload: the REST client asks again, and its error handling applies.
    if (preloaded?.ok) data = (await preloaded.json()) as DiffsBatch;
  }
  data ??= (await restClient().get<DiffsBatch>(path, { params: { ...params, page, per_page: perPage, view: 'inline' }, signal })).data;
  return { ...data, diff_files: data.diff_files.map(withParallelLines) };
}
