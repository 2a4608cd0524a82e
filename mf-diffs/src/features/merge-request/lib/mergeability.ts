import { isDraft } from '../mergeRequestAsIssuable';
import { MERGE_BLOCKED_CONFLICTS, MERGE_BLOCKED_DRAFT, MERGE_BLOCKED_PERMISSION, MERGE_BLOCKED_THREADS, MERGE_CHECKING, READY_TO_MERGE } from '../texts';
import type { MergeRequestPageData } from '../types';

/** What the merge widget shows: merged, closed, a reason merging is blocked, or ready (with whether this viewer may merge). */
export type Mergeability =
  | { kind: 'merged' }
  | { kind: 'closed' }
  | { kind: 'blocked'; message: string }
  | { kind: 'ready'; message: string; canMerge: boolean };

/**
 * The widget's state from GitLab 16.2's `detailed_merge_status` (and the older flags when a server sends
 * only those): draft, conflicts and unresolved threads block; otherwise mergeable.
 */
export function mergeabilityOf(mr: MergeRequestPageData): Mergeability {
  if (mr.state === 'merged') return { kind: 'merged' };
  if (mr.state === 'closed' || mr.state === 'locked') return { kind: 'closed' };
  const status = mr.detailed_merge_status;
  if (status === 'draft_status' || isDraft(mr)) return { kind: 'blocked', message: MERGE_BLOCKED_DRAFT };
  if (status === 'broken_status' || status === 'conflict' || mr.has_conflicts) return { kind: 'blocked', message: MERGE_BLOCKED_CONFLICTS };
  const threadsOpen = mr.only_allow_merge_if_all_discussions_are_resolved === true && (mr.unresolved_discussions_count ?? 0) > 0;
  if (status === 'discussions_not_resolved' || mr.blocking_discussions_resolved === false || threadsOpen) return { kind: 'blocked', message: MERGE_BLOCKED_THREADS };
  if (status === 'checking' || status === 'unchecked' || mr.merge_status === 'checking') return { kind: 'blocked', message: MERGE_CHECKING };
  const canMerge = Boolean(mr.current_user?.can_merge);
  return { kind: 'ready', canMerge, message: canMerge ? READY_TO_MERGE : MERGE_BLOCKED_PERMISSION };
}
