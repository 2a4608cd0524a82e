import { restClient } from 'shared-kernel/api';
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
export async function getMembers({ fullPath, iid }: Pick<IssueRef, 'fullPath'> & { iid?: number }): Promise<AutocompleteMember[]> {
  const params = iid === undefined ? {} : { type: 'Issue', type_id: iid };
  const { data } = await restClient().get<AutocompleteMember[]>(`/${fullPath}/-/autocomplete_sources/members`, { params });
  return (Array.isArray(data) ? data : []).filter((member) => member.type === 'User');
}
