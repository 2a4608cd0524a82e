import { restClient } from 'shared-kernel/api';
import type { Discussion } from '../types';

/** `PUT {resolve_path}` resolves, `DELETE` unresolves; answers the updated discussion. */
export async function resolveDiscussion(discussion: Pick<Discussion, 'resolve_path'>, resolved: boolean): Promise<Discussion> {
  if (!discussion.resolve_path) throw new Error('This thread cannot be resolved');
  const client = restClient();
  const { data } = resolved ? await client.put<Discussion>(discussion.resolve_path) : await client.delete<Discussion>(discussion.resolve_path);
  return data;
}
