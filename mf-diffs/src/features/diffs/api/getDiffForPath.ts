import { restClient } from 'shared-kernel/api';
import { withParallelLines } from '../lib/parallelLines';
import type { DiffFile, DiffsBatch, DiffsQuery, MergeRequestRef } from '../types';
import { diffsParams, mergeRequestPath } from './diffsPath';

/**
 * `GET {mr}/diff_for_path.json?old_path=&new_path=&file_identifier=&view=inline`: one file's whole diff, also
 * when it was collapsed for its size in the batch ('Load diff'), or again after a thread on it changed.
 * GitLab answers `{ diff_files: [file] }`; its inline lines only, paired here for the side-by-side view.
 */
export async function getDiffForPath(ref: MergeRequestRef, query: DiffsQuery, file: Pick<DiffFile, 'old_path' | 'new_path' | 'file_identifier_hash'>): Promise<DiffFile> {
  const { data } = await restClient().get<Pick<DiffsBatch, 'diff_files'>>(`${mergeRequestPath(ref)}/diff_for_path.json`, {
    params: { ...diffsParams(query), old_path: file.old_path, new_path: file.new_path, file_identifier: file.file_identifier_hash, view: 'inline' },
  });
  const [found] = data.diff_files;
  if (!found) throw new Error(`No diff for ${file.new_path}`);
  return withParallelLines(found);
}
