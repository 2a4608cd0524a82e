import { restClient } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

/** A member as `autocomplete_sources/members` lists it (GitLab's shape: no id; groups too). */
export interface AutocompleteMember {
  type: 'User' | 'Group';
  username: string;
  name: string;
  avatar_url: string | null;
}

/** `GET {fullPath}/-/autocomplete_sources/members?type=Issue&type_id={iid}`: the users who can be assigned. */
export async function getMembers({ fullPath, iid }: IssueRef): Promise<AutocompleteMember[]> {
  const { data } = await restClient().get<AutocompleteMember[]>(`/${fullPath}/-/autocomplete_sources/members`, { params: { type: 'Issue', type_id: iid } });
  return (Array.isArray(data) ? data : []).filter((member) => member.type === 'User');
}
