import { restClient } from 'shared-kernel/api';

/** The project picker's failures (epic spec §8). */
export const PROJECTS_FETCH_ERROR = 'Something went wrong while fetching projects.';
export const PROJECT_DETAILS_ERROR = 'Something went wrong while fetching details';

/** A project of the picker (epic spec §3: id, name, name_with_namespace, namespace, avatar_url, web_url). */
export interface PickerProject {
  id: number;
  name: string;
  name_with_namespace: string;
  path_with_namespace: string;
  namespace: { id: number; full_path: string } | null;
  avatar_url: string | null;
  web_url: string;
}

/** A group of the picker (epic spec §3: id, name, full_path, path, avatar_url). */
export interface PickerGroup {
  id: number;
  name: string;
  full_name?: string;
  full_path: string;
  path: string;
  avatar_url: string | null;
}

const group = (path: string) => `/api/v4/groups/${encodeURIComponent(path)}`;

/** The parent's group's projects (subgroups' too) with issues, most recently active first, optionally searched. */
export async function searchProjects(groupPath: string, search: string, signal?: AbortSignal): Promise<PickerProject[]> {
  const params: Record<string, unknown> = { include_subgroups: true, order_by: 'last_activity_at', with_issues_enabled: true, with_shared: false, search_namespaces: true };
  if (search.trim()) params['search'] = search.trim();
  const { data } = await restClient().get<PickerProject[]>(`${group(groupPath)}/projects`, { params, ...(signal ? { signal } : {}) });
  return data;
}

/** `GET /api/v4/projects/:id`: a recently used project, checked before it is chosen (it may be gone or hidden now). */
export async function getProjectDetails(id: number): Promise<PickerProject> {
  const { data } = await restClient().get<PickerProject>(`/api/v4/projects/${id}`);
  return data;
}

/**
 * The groups a new child epic may go to: the parent's group (first, when it matches the search) and its
 * descendant groups (`GET /api/v4/groups/:id/descendant_groups?search=`).
 */
export async function searchGroups(groupPath: string, search: string, signal?: AbortSignal): Promise<PickerGroup[]> {
  const term = search.trim();
  const options = signal ? { signal } : {};
  const [parent, descendants] = await Promise.all([
    restClient().get<PickerGroup>(group(groupPath), options),
    restClient().get<PickerGroup[]>(`${group(groupPath)}/descendant_groups`, { params: term ? { search: term } : {}, ...options }),
  ]);
  const lower = term.toLowerCase();
  const parentMatches = !term || [parent.data.name, parent.data.full_path, parent.data.full_name ?? ''].some((text) => text.toLowerCase().includes(lower));
  return parentMatches ? [parent.data, ...descendants.data] : descendants.data;
}
