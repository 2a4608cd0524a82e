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

const segments = (path: string) => path.split('/').filter(Boolean).join('/');

/**
 * The web JSON of an issuable's page (GitLab's addresses): `/:fullPath/-/issues/:iid.json` (incidents
 * too), `/groups/:fullPath/-/epics/:iid.json`, `/:fullPath/-/merge_requests/:iid.json`.
 */
export function issuableJsonPath(type: IssuableKeyType, fullPath: string, iid: number): string {
  const path = segments(fullPath);
  if (type === 'epic') return `/groups/${path}/-/epics/${iid}.json`;
  if (type === 'merge_request') return `/${path}/-/merge_requests/${iid}.json`;
  return `/${path}/-/issues/${iid}.json`;
}

/**
 * Key of an issuable's page JSON ({@link issuableJsonPath}), the one entry every remote on the page reads
 * it through (the issue page and its notes area share one request): `['issuable', 'issue',
 * 'gitlab-org/gitlab', 1, 'json']`. Under {@link issuableQueryKey}, so `status-changed` refreshes it.
 */
export function issuableJsonQueryKey(type: IssuableKeyType, fullPath: string, iid: number): QueryKey {
  return issuableQueryKey(type, segments(fullPath), iid, 'json');
}
