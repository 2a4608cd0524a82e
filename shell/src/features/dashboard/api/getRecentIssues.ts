import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import type { IssueSummary } from '../../../lib/gitlabTypes';

/** GET /api/v4/issues: the viewer's most recently updated issues. */
export async function getRecentIssues(signal?: AbortSignal): Promise<IssueSummary[]> {
  const { data } = await restClient().get<IssueSummary[]>('/api/v4/issues', {
    params: { scope: 'all', state: 'opened', order_by: 'updated_at', sort: 'desc', per_page: 10 },
    signal,
  });
  return data;
}

export function useRecentIssues(enabled: boolean) {
  return useQuery({ queryKey: ['shell', 'recent-issues'], queryFn: ({ signal }) => getRecentIssues(signal), enabled });
}
