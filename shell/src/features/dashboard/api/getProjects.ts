import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import type { Project } from '../../../lib/gitlabTypes';

export interface ProjectQuery {
  membership?: boolean;
  perPage?: number;
}

/** GET /api/v4/projects: the projects the viewer may see, most recently active first. */
export async function getProjects(query: ProjectQuery, signal?: AbortSignal): Promise<Project[]> {
  const { data } = await restClient().get<Project[]>('/api/v4/projects', {
    params: { membership: query.membership || undefined, order_by: 'last_activity_at', per_page: query.perPage ?? 20 },
    signal,
  });
  return data;
}

export function useProjects(query: ProjectQuery, enabled = true) {
  return useQuery({ queryKey: ['shell', 'projects', query], queryFn: ({ signal }) => getProjects(query, signal), enabled });
}
