import { restClient } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

/**
 * Takes back a task made by "Convert to task": `DELETE /api/v4/projects/:id/issues/:iid` for those who
 * may delete issues, else closes it (`PUT … state_event=close`; its author may).
 */
export async function revertTask({ fullPath }: IssueRef, iid: number, canDestroy: boolean): Promise<void> {
  const path = `/api/v4/projects/${encodeURIComponent(fullPath)}/issues/${iid}`;
  if (canDestroy) await restClient().delete(path);
  else await restClient().put(path, { state_event: 'close' });
}
