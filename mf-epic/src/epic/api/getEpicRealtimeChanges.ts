import { restClient } from 'shared-kernel/api';
import type { PollResponse } from 'shared-kernel/polling';
import type { RealtimeChanges } from 'issuable-ui/react';
import type { EpicRef } from '../types';
import { epicPath } from './epicPath';

/** `GET {epic path}/realtime_changes`, in the poller's shape (the `Poll-Interval` header drives the next poll). */
export async function getEpicRealtimeChanges(ref: EpicRef, signal?: AbortSignal): Promise<PollResponse<RealtimeChanges>> {
  const response = await restClient().get<RealtimeChanges>(`${epicPath(ref)}/realtime_changes`, { signal });
  return { status: response.status, headers: response.headers as Record<string, unknown>, data: response.data };
}
