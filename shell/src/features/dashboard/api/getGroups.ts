import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import type { Group } from '../../../lib/gitlabTypes';

/** GET /api/v4/groups: the groups the viewer belongs to (or every visible one when signed out). */
export async function getGroups(membersOnly: boolean, signal?: AbortSignal): Promise<Group[]> {
  const { data } = await restClient().get<Group[]>('/api/v4/groups', {
    params: { min_access_level: membersOnly ? 10 : undefined, per_page: 50 },
    signal,
  });
  return data;
}

export function useGroups(membersOnly: boolean, enabled = true) {
  return useQuery({ queryKey: ['shell', 'groups', { membersOnly }], queryFn: ({ signal }) => getGroups(membersOnly, signal), enabled });
}
