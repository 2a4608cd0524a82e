import { restClient, uploadFile } from 'shared-kernel/api';
import type { PollResponse } from 'shared-kernel/polling';
import type { Award } from 'shared-kernel/ui';
import type { RealtimeChanges } from 'issuable-ui/react';
import type { MergeRequestRef } from '../types';
import { mergeRequestApiPath, mergeRequestPath } from './mergeRequestPath';

// The issuable library's calls on a merge request: the same web routes GitLab has for issues, below the
// merge request's path (GitLab's IssuableActions and its award and subscription concerns).

/** `GET {mr}/realtime_changes` in the poller's shape. */
export async function getMergeRequestRealtimeChanges(ref: MergeRequestRef, signal?: AbortSignal): Promise<PollResponse<RealtimeChanges>> {
  const response = await restClient().get<RealtimeChanges>(`${mergeRequestPath(ref)}/realtime_changes`, { signal });
  return { status: response.status, headers: response.headers as Record<string, unknown>, data: response.data };
}

/** `POST {mr}/toggle_subscription`. */
export async function toggleMergeRequestSubscription(ref: MergeRequestRef): Promise<void> {
  await restClient().post(`${mergeRequestPath(ref)}/toggle_subscription`, {});
}

/** `GET /api/v4/projects/:id/merge_requests/:iid/award_emoji`. */
export async function getMergeRequestAwards(ref: MergeRequestRef, signal?: AbortSignal): Promise<Award[]> {
  const { data } = await restClient().get<Award[]>(`${mergeRequestApiPath(ref)}/award_emoji`, { params: { per_page: 100 }, signal });
  return data;
}

/** `POST {mr}/toggle_award_emoji { name }`. */
export async function toggleMergeRequestAward(ref: MergeRequestRef, name: string): Promise<void> {
  await restClient().post(`${mergeRequestPath(ref)}/toggle_award_emoji`, { name });
}

/** `POST /:project/-/preview_markdown?target_type=MergeRequest&target_id=:iid { text }`. */
export async function previewMergeRequestMarkdown(ref: MergeRequestRef, text: string): Promise<string> {
  const { data } = await restClient().post<{ body: string }>(`/${ref.fullPath}/-/preview_markdown`, { text }, { params: { target_type: 'MergeRequest', target_id: ref.iid } });
  return data.body;
}

/** `POST /:project/uploads`: an attachment of the description. */
export async function uploadMergeRequestAttachment(ref: MergeRequestRef, file: File): Promise<{ markdown: string }> {
  return uploadFile({ projectPath: ref.fullPath }, file);
}
