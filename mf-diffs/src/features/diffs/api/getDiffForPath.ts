import { restClient } from 'shared-kernel/api';
import type { DiffFile, DiffsBatch, DiffsQuery, MergeRequestRef } from '../types';
import { diffsParams, mergeRequestPath } from './diffsPath';

/**
 * `GET {mr}/diff_for_path.json?old_path=&new_path=&file_identifier=`: one file's whole diff, also when it
 * was collapsed for its size in the batch ('Load diff'). GitLab answers `{ diff_files: [file] }`.
 */
export async function getDiffForPath(ref: MergeRequestRef, query: DiffsQuery, file: Pick<DiffFile, 'old_path' | 'new_path' | 'file_identifier_hash'>): Promise<DiffFile> {
  const { data } = await restClient().get<Pick<DiffsBatch, 'diff_files'>>(`${mergeRequestPath(ref)}/diff_for_path.json`, {
    params: { ...diffsParams(query), old_path: file.old_path, new_path: file.new_path, file_identifier: file.file_identifier_hash },
  });
  const [found] = data.diff_files;
  if (!found) throw new Error(`No diff for ${file.new_path}`);
  return found;
}
