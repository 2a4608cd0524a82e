import { restClient } from 'shared-kernel/api';

/** A project the issue may move to (GitLab's MoveToProjectEntity). */
export interface MoveTarget {
  id: number;
  name_with_namespace: string;
  full_path: string;
}

/**
 * `GET /-/autocomplete/projects?project_id=&search=`: projects where the user may admin issues
 * (reporter+), without the issue's own, by name (at most 20).
 */
export async function getMoveTargets(projectId: number, search: string, signal?: AbortSignal): Promise<MoveTarget[]> {
  const { data } = await restClient().get<MoveTarget[]>('/-/autocomplete/projects', { params: { project_id: projectId, search }, signal });
  return Array.isArray(data) ? data : [];
}
