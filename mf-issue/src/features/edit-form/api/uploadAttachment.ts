import { uploadFile } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

/**
 * `POST {fullPath}/uploads` (an epic's: `POST /groups/{fullPath}/-/uploads`), multipart `file`: the
 * markdown the description editor inserts.
 */
export async function uploadAttachment({ fullPath, kind }: Pick<IssueRef, 'fullPath'> & { kind?: IssueRef['kind'] }, file: File): Promise<{ markdown: string }> {
  return uploadFile(kind === 'epic' ? { groupPath: fullPath } : { projectPath: fullPath }, file);
}
