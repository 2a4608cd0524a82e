import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';

/** Reporter (GitLab's create_epic: reporters and above of the group, through any ancestor). */
const REPORTER = 20;

/**
 * Whether the signed-in viewer may create epics in the group: it is among the groups where their
 * access is reporter or more (`GET /api/v4/groups?min_access_level=20&search=`). The server has the
 * final say when the epic is created.
 */
export function useCanCreateEpic(groupPath: string, signedIn: boolean) {
  return useQuery({
    queryKey: ['mf_epic', 'epic-list', 'can-create', groupPath],
    enabled: signedIn,
    queryFn: async ({ signal }) => {
      const name = groupPath.split('/').pop() ?? groupPath;
      const { data } = await restClient().get<{ full_path: string }[]>('/api/v4/groups', { params: { min_access_level: REPORTER, search: name, per_page: 100 }, signal });
      return data.some((group) => group.full_path === groupPath);
    },
  });
}
