import { isApiError, restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import type { Group, IssueSummary, Project } from '../../../lib/gitlabTypes';

/** A user as `GET /users?username=` answers (UserBasic). */
export interface UserSummary {
  id: number;
  username: string;
  name: string;
  state: string;
  avatar_url: string | null;
  web_url: string;
}

export type ResolvedNamespace =
  | { kind: 'project'; project: Project; issues: IssueSummary[] }
  | { kind: 'group'; group: Group }
  | { kind: 'user'; user: UserSummary }
  | { kind: 'missing' };

/**
 * A root-level path is a project, a group or (one segment) a user, as in GitLab: ask for the project
 * first, then the group (only the group with `groupOnly`, for `/groups/:path`), then the user. The API
 * answers 404 for what the viewer may not see, so nothing leaks.
 */
export async function resolveNamespace(fullPath: string, signal?: AbortSignal, { groupOnly = false }: { groupOnly?: boolean } = {}): Promise<ResolvedNamespace> {
  const id = encodeURIComponent(fullPath);
  if (!groupOnly) {
    try {
      const { data: project } = await restClient().get<Project>(`/api/v4/projects/${id}`, { signal });
      const { data: issues } = await restClient().get<IssueSummary[]>(`/api/v4/projects/${project.id}/issues`, {
        params: { per_page: 20, order_by: 'updated_at' },
        signal,
      });
      return { kind: 'project', project, issues };
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error;
    }
  }
  try {
    const { data: group } = await restClient().get<Group>(`/api/v4/groups/${id}`, { signal });
    return { kind: 'group', group };
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  if (groupOnly || fullPath.includes('/')) return { kind: 'missing' };
  try {
    const { data: users } = await restClient().get<UserSummary[]>('/api/v4/users', { params: { username: fullPath }, signal });
    const user = Array.isArray(users) ? users[0] : undefined;
    return user ? { kind: 'user', user } : { kind: 'missing' };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { kind: 'missing' };
    throw error;
  }
}

/** What `fullPath` names (`enabled` false: not asked); the page and the top bar share the answer. */
export function useNamespace(fullPath: string, groupOnly = false, enabled = true) {
  return useQuery({ queryKey: ['shell', 'namespace', fullPath, { groupOnly }], queryFn: ({ signal }) => resolveNamespace(fullPath, signal, { groupOnly }), enabled });
}
