import type { QueryKey } from '@tanstack/query-core';

/** Issuable kinds as the bus and the keys name them (incidents are issues). */
export type IssuableKeyType = 'issue' | 'epic' | 'merge_request';

/**
 * Key of everything read about one issuable, by its namespace path and iid:
 * `['issuable', 'issue', 'gitlab-org/gitlab', 1, ...rest]`. Reads of the issue page, its sidebar
 * widgets or its awards append their own parts, so invalidating the prefix refreshes them all.
 */
export function issuableQueryKey(type: IssuableKeyType, fullPath: string, iid: number, ...rest: unknown[]): QueryKey {
  return ['issuable', type, fullPath, iid, ...rest];
}

/**
 * Key of what is read about one noteable's notes, by its type and numeric id:
 * `['noteable', 'Issue', 12, ...rest]` (discussions, participants, …).
 */
export function noteableQueryKey(noteableType: string, noteableId: number, ...rest: unknown[]): QueryKey {
  return ['noteable', noteableType, noteableId, ...rest];
}
