import { issuableJsonPath, issuableJsonQueryKey, type IssuableKeyType } from 'shared-kernel/query';
import type { Noteable } from './types';

/**
 * Where the slot's props say the noteable is: `{ fullPath, iid }` (an issue or incident in a project)
 * or `{ groupPath, iid }` (an epic in a group). It only locates the noteable's JSON; every path,
 * wording and capability after that comes from the JSON (`/work/plan/NOTEABLE-CONTRACT.md`:
 * `create_note_path`, `noteable_human_name`, `can_assign_author`, …), so a new noteable kind needs a
 * server registration, not a branch here.
 */
export interface NoteableLocator {
  /** The issuable kind of the JSON's address and cache key (an incident is an `issue`). */
  kind: IssuableKeyType;
  /** `GET` of the noteable's page JSON, e.g. `/gitlab-org/gitlab/-/issues/1.json`. */
  jsonPath: string;
  /** The project or group path (the `fullPath` of bus events). */
  namespacePath: string;
  iid: number;
  /**
   * The page query cache's key of that JSON: the kernel's `issuableJsonQueryKey`, the one the issuable's
   * page reads it under too, so the page sends one request for both (and `status-changed` refreshes it).
   */
  queryKey: readonly unknown[];
}

const segments = (path: string) => path.split('/').filter(Boolean).join('/');

/** The locator of a noteable in a project (`/:fullPath/-/issues/:iid.json`). */
export function projectNoteable(fullPath: string, iid: number): NoteableLocator {
  return locator('issue', segments(fullPath), iid);
}

/** The locator of a merge request in a project (`/:fullPath/-/merge_requests/:iid.json`). */
export function mergeRequestNoteable(fullPath: string, iid: number): NoteableLocator {
  return locator('merge_request', segments(fullPath), iid);
}

/** The locator of a noteable in a group (`/groups/:groupPath/-/epics/:iid.json`). */
export function groupNoteable(groupPath: string, iid: number): NoteableLocator {
  return locator('epic', segments(groupPath), iid);
}

function locator(kind: IssuableKeyType, namespacePath: string, iid: number): NoteableLocator {
  return { kind, jsonPath: issuableJsonPath(kind, namespacePath, iid), namespacePath, iid, queryKey: issuableJsonQueryKey(kind, namespacePath, iid) };
}

/** The bus's `issuableType` of the noteable ("merge request" → `merge_request`). */
export function busIssuableType(noteable: Noteable): string {
  return noteable.noteable_human_name.replace(/ /g, '_');
}

/** Bus events name incidents apart; as noteables they are issues (`noteable_type: 'Issue'`). */
const BUS_NOTEABLE_TYPES: Record<string, string> = { Incident: 'Issue', issue: 'Issue', incident: 'Issue', epic: 'Epic', merge_request: 'MergeRequest' };

/** The `noteable_type` a bus event's `noteableType` (note-added) or `issuableType` (status-changed) names. */
export function noteableTypeOfEvent(type: string): string {
  return BUS_NOTEABLE_TYPES[type] ?? type;
}

/** Whether a bus event about `{ issuableType, id }` or `{ fullPath, iid }` is about this noteable. */
export function isSameNoteable(locator: NoteableLocator, noteable: Noteable, payload: { issuableType: string; id: number; fullPath: string; iid: number }): boolean {
  if (noteableTypeOfEvent(payload.issuableType) !== noteable.noteable_type) return false;
  return payload.id === noteable.id || (payload.fullPath === locator.namespacePath && payload.iid === locator.iid);
}

/** The incident timeline (view toggle, "Add comment to incident timeline") exists for incidents only. */
export function hasIncidentTimeline(noteable: Noteable): boolean {
  return noteable.noteable_human_name === 'incident';
}
