import { restClient } from 'shared-kernel/api';
import type { LinkedItem } from '../linkTypes';

/** `DELETE {relation_path}` (`{issue path}/links/:link_id`); resolves with the remaining list when the answer has it. */
export async function removeLinkedItem(relationPath: string): Promise<LinkedItem[] | null> {
  const { data } = await restClient().delete<{ issuables?: LinkedItem[] }>(relationPath);
  return Array.isArray(data?.issuables) ? data.issuables : null;
}
