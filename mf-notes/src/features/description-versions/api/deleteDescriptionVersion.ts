import { restClient } from 'shared-kernel/api';

/** `DELETE {delete_description_version_path}`: soft-deletes the version (needs can_delete_description_version). */
export async function deleteDescriptionVersion(path: string): Promise<void> {
  await restClient().delete(path);
}
