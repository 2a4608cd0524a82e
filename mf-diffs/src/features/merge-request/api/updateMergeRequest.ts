import { restClient } from 'shared-kernel/api';
import type { MergeRequestPageData, MergeRequestRef } from '../types';
import { mergeRequestPath } from './mergeRequestPath';

/** What the page's saves change (GitLab's `merge_request[...]` params). */
export interface MergeRequestUpdate {
  title?: string;
  description?: string;
  lock_version?: number;
  state_event?: 'close' | 'reopen';
  discussion_locked?: boolean;
  label_ids?: number[];
  /** User ids (the sidebar's pickers); the server adds and removes to match. */
  assignee_ids?: number[];
  reviewer_ids?: number[];
  /** 0 removes the milestone. */
  milestone_id?: number;
}

/** `PUT /:project/-/merge_requests/:iid.json { merge_request }`: answers the merge request JSON (409 on a stale lock_version). */
export async function updateMergeRequest(ref: MergeRequestRef, update: MergeRequestUpdate): Promise<MergeRequestPageData> {
  const { data } = await restClient().put<MergeRequestPageData>(`${mergeRequestPath(ref)}.json`, { merge_request: update });
  return data;
}
