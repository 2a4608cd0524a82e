import { restClient } from 'shared-kernel/api';
import type { PollResponse } from 'shared-kernel/polling';
import { issuePath, type IssueRef, type RealtimeChanges } from '../../../lib/types';

/** `GET {issue path}/realtime_changes`, in the poller's shape (the `Poll-Interval` header drives the next poll). */
export async function getRealtimeChanges(ref: IssueRef, signal?: AbortSignal): Promise<PollResponse<RealtimeChanges>> {
  const response = await restClient().get<RealtimeChanges>(`${issuePath(ref)}/realtime_changes`, { signal });
  return { status: response.status, headers: response.headers as Record<string, unknown>, data: response.data };
}
