import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';

/** An entry of GitLab's repository tree API. */
export interface TreeEntry {
  id: string;
  name: string;
  type: 'tree' | 'blob' | 'commit';
  path: string;
  mode: string;
}

/** GET /projects/:id/repository/tree: one directory at `ref` (trees first); 404 for a missing one. */
export function useTree(projectId: number, ref: string, path: string) {
  return useQuery({
    queryKey: ['shell', 'project', projectId, 'tree', ref, path],
    queryFn: async ({ signal }) => (await restClient().get<TreeEntry[]>(`/api/v4/projects/${projectId}/repository/tree`, { params: { ref, path, per_page: 100 }, signal })).data,
  });
}

/** GET /projects/:id/repository/files/:path/raw: a file's text at `ref`. */
export function useRawFile(projectId: number, ref: string, path: string) {
  return useQuery({
    queryKey: ['shell', 'project', projectId, 'raw', ref, path],
    queryFn: async ({ signal }) =>
      (await restClient().get<string>(`/api/v4/projects/${projectId}/repository/files/${encodeURIComponent(path)}/raw`, { params: { ref }, responseType: 'text', signal })).data,
  });
}

/** A repository path the shell's page table can address (its segments follow the namespace rule). */
export function isAddressable(path: string): boolean {
  return path.split('/').every((segment) => /^[A-Za-z0-9_.][A-Za-z0-9_.-]*$/.test(segment));
}

/** The API's raw URL of a file (what the tree links to when the page table cannot address the path). */
export function rawFileUrl(projectId: number, ref: string, path: string): string {
  return `/api/v4/projects/${projectId}/repository/files/${encodeURIComponent(path)}/raw?ref=${encodeURIComponent(ref)}`;
}
