import { restClient } from 'shared-kernel/api';

/** The parts of REST `Entities::Project` the new-issue page reads. */
export interface NewIssueProject {
  id: number;
  name_with_namespace: string;
  path_with_namespace: string;
  visibility: 'public' | 'internal' | 'private';
  archived: boolean;
  permissions?: {
    project_access: { access_level: number } | null;
    group_access: { access_level: number } | null;
  };
}

/** `GET /api/v4/projects/:id` (404 for projects the viewer may not see). */
export async function getProject(fullPath: string, signal?: AbortSignal): Promise<NewIssueProject> {
  const { data } = await restClient().get<NewIssueProject>(`/api/v4/projects/${encodeURIComponent(fullPath)}`, { signal });
  return data;
}

/** The viewer's access level in the project: the higher of the direct and the group membership (0: none). */
export function accessLevelOf(project: NewIssueProject): number {
  return Math.max(project.permissions?.project_access?.access_level ?? 0, project.permissions?.group_access?.access_level ?? 0);
}
