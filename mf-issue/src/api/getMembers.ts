import { restClient } from 'shared-kernel/api';
import { issuableQueryKey, type QueryKey } from 'shared-kernel/query';
import type { IssueRef } from '../lib/types';

/** A member as `autocomplete_sources/members` lists it (GitLab's shape: no id; groups too). */
export interface AutocompleteMember {
  type: 'User' | 'Group';
  username: string;
  name: string;
  avatar_url: string | null;
}

/**
 * `GET {fullPath}/-/autocomplete_sources/members?type=Issue&type_id={iid}`: the users who can be assigned
 * (without an iid, for an issue not created yet: the project's members).
 */
export async function getMembers({ fullPath, iid }: Pick<IssueRef, 'fullPath'> & { iid?: number }, signal?: AbortSignal): Promise<AutocompleteMember[]> {
  const params = iid === undefined ? {} : { type: 'Issue', type_id: iid };
  const { data } = await restClient().get<AutocompleteMember[]>(`/${fullPath}/-/autocomplete_sources/members`, { params, signal });
  return (Array.isArray(data) ? data : []).filter((member) => member.type === 'User');
}

/**
 * The key of {@link getMembers}' list in the page's query cache: under the issue's key (refreshed with
 * it), or the project's for an issue not created yet. The assignee pickers read it once, when first opened.
 */
export function membersQueryKey({ fullPath, iid }: Pick<IssueRef, 'fullPath'> & { iid?: number }): QueryKey {
  return iid === undefined ? ['project', fullPath, 'members'] : issuableQueryKey('issue', fullPath, iid, 'members');
}
