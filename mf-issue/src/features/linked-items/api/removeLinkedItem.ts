import { restClient } from 'shared-kernel/api';

/** `DELETE {relation_path}` (`{issue path}/links/:link_id`). */
export async function removeLinkedItem(relationPath: string): Promise<void> {
  await restClient().delete(relationPath);
}
