import { restClient, type UploadLink } from 'shared-kernel/api';
import type { Noteable } from '../types';

/**
 * `POST {uploads_path}` (multipart `file`; the project's uploads for an issue, the group's for an epic):
 * the markdown the editor inserts for the attached file. Rejects with the kernel's `ApiError` (413 past
 * the size limit, 422 `Invalid file.`).
 */
export async function uploadAttachment(noteable: Pick<Noteable, 'uploads_path'>, file: File): Promise<{ markdown: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await restClient().post<{ link: UploadLink }>(noteable.uploads_path, form);
  return data.link;
}
