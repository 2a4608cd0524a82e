import { restClient } from 'shared-kernel/api';

/**
 * `DELETE {delete_description_version_path}` (with `start_version_id` for a merged run, so the whole
 * run goes): soft-deletes the versions (needs can_delete_description_version).
 */
export async function deleteDescriptionVersion(path: string, startVersionId?: number | null): Promise<void> {
  await restClient().delete(path, { params: startVersionId != null ? { start_version_id: startVersionId } : undefined });
}
