import { uploadFile } from 'shared-kernel/api';
import type { NoteableDescriptor } from '../../../lib/noteable';

/**
 * `POST /:fullPath/uploads` for an issue's notes, `POST /groups/:groupPath/-/uploads` for an epic's
 * (multipart `file`): the markdown the editor inserts for the attached file.
 */
export async function uploadAttachment(descriptor: NoteableDescriptor, file: File): Promise<{ markdown: string }> {
  return uploadFile(descriptor.type === 'Epic' ? { groupPath: descriptor.groupPath } : { projectPath: descriptor.fullPath }, file);
}
