import { isApiError, restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import type { Group, Project } from '../../../lib/gitlabTypes';

async function getOrNull<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return (await restClient().get<T>(url, { signal })).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** GET /projects/:path (not asked for ''): the project, or `null` when it is missing or the reader may not see it (404). */
export function useProject(fullPath: string) {
  return useQuery({ queryKey: ['shell', 'project', fullPath], queryFn: ({ signal }) => getOrNull<Project>(`/api/v4/projects/${encodeURIComponent(fullPath)}`, signal), enabled: fullPath !== '' });
}

/** GET /groups/:path (not asked for ''): the group, or `null` when it is missing or hidden from the reader. */
export function useGroup(fullPath: string) {
  return useQuery({ queryKey: ['shell', 'group', fullPath], queryFn: ({ signal }) => getOrNull<Group>(`/api/v4/groups/${encodeURIComponent(fullPath)}`, signal), enabled: fullPath !== '' });
}
