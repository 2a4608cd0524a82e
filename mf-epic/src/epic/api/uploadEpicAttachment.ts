import { uploadFile } from 'shared-kernel/api';
import type { EpicRef } from '../types';

/** `POST /groups/{groupPath}/-/uploads`, multipart `file`: the markdown the description editor inserts. */
export async function uploadEpicAttachment({ groupPath }: EpicRef, file: File): Promise<{ markdown: string }> {
  return uploadFile({ groupPath }, file);
}
