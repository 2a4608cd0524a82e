import { isApiError, restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import type { Project } from '../../../lib/gitlabTypes';
import { getListed } from '../../../lib/listed';

/** The README a project's overview renders: its path and the server's sanitised HTML. */
export interface ProjectReadme {
  path: string;
  html: string;
}

/** GitLab's preference among root files named README (any case): markdown first, then plain text. */
const README_NAMES = ['readme.md', 'readme.markdown', 'readme', 'readme.txt'];

/**
 * The root README, rendered by the server (`POST /api/v4/markdown` with the project, so references
 * resolve there and are redacted for the reader). `null` without a README or when the reader may not
 * read the code (the tree answers 404: guests of a private project).
 */
export async function getProjectReadme(project: Pick<Project, 'id' | 'path_with_namespace'>, signal?: AbortSignal): Promise<ProjectReadme | null> {
  let tree: { name: string; type: string; path: string }[];
  try {
    ({ data: tree } = await restClient().get<{ name: string; type: string; path: string }[]>(`/api/v4/projects/${project.id}/repository/tree`, { params: { per_page: 100 }, signal }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
  const readme = README_NAMES.map((name) => tree.find((entry) => entry.type === 'blob' && entry.name.toLowerCase() === name)).find(Boolean);
  if (!readme) return null;
  const { data: text } = await restClient().get<string>(`/api/v4/projects/${project.id}/repository/files/${encodeURIComponent(readme.path)}/raw`, { params: { ref: 'main' }, responseType: 'text', signal });
  const source = readme.name.toLowerCase().endsWith('.txt') || readme.name.toLowerCase() === 'readme' ? `\`\`\`\n${text}\n\`\`\`` : text;
  const { data } = await restClient().post<{ html: string }>('/api/v4/markdown', { text: source, gfm: true, project: project.path_with_namespace }, { signal });
  return { path: readme.path, html: data.html };
}

export function useProjectReadme(project: Pick<Project, 'id' | 'path_with_namespace'>) {
  return useQuery({ queryKey: ['shell', 'project', project.id, 'readme'], queryFn: ({ signal }) => getProjectReadme(project, signal) });
}

/** GET /projects/:id/issues_statistics: the project's open and closed issues the reader may see. */
export function useProjectIssueCounts(project: Pick<Project, 'id'>) {
  return useQuery({
    queryKey: ['shell', 'project', project.id, 'issues_statistics'],
    queryFn: async ({ signal }) => (await restClient().get<{ statistics: { counts: { all: number; opened: number; closed: number } } }>(`/api/v4/projects/${project.id}/issues_statistics`, { signal })).data.statistics.counts,
  });
}

/** A member as GitLab's members API answers (the parts the pages show). */
export interface Member {
  id: number;
  username: string;
  name: string;
  avatar_url: string | null;
  web_url: string;
  access_level: number;
}

/** GET /projects/:id/members/all: direct and inherited members, highest level first (`perPage` 1 for the count only). */
export function useProjectMembers(project: Pick<Project, 'id'>, perPage = 100) {
  return useQuery({
    queryKey: ['shell', 'project', project.id, 'members', perPage],
    queryFn: ({ signal }) => getListed<Member>(`/api/v4/projects/${project.id}/members/all`, { per_page: perPage }, signal),
  });
}
