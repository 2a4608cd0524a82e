import { uploadFile } from 'shared-kernel/api';
import type { IssueRef } from '../lib/types';

/** `POST {fullPath}/uploads`, multipart `file`: the markdown the description editors insert. */
export async function uploadAttachment({ fullPath }: Pick<IssueRef, 'fullPath'>, file: File): Promise<{ markdown: string }> {
  return uploadFile({ projectPath: fullPath }, file);
}
