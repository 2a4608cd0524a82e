import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';

/** A description template of the project (`.gitlab/issue_templates/<name>.md`). */
export interface IssueTemplate {
  key: string;
  name: string;
}

/** `GET /api/v4/projects/:id/templates/issues`: the template names. */
export async function getIssueTemplates(fullPath: string, signal?: AbortSignal): Promise<IssueTemplate[]> {
  const { data } = await restClient().get<IssueTemplate[]>(`/api/v4/projects/${encodeURIComponent(fullPath)}/templates/issues`, { signal });
  return Array.isArray(data) ? data : [];
}

/** `GET /api/v4/projects/:id/templates/issues/:key`: one template's markdown. */
export async function getIssueTemplate(fullPath: string, key: string): Promise<string> {
  const { data } = await restClient().get<{ name: string; content: string }>(
    `/api/v4/projects/${encodeURIComponent(fullPath)}/templates/issues/${encodeURIComponent(key)}`,
  );
  return data.content ?? '';
}

/** The project's templates, or none when the route is missing or fails (the picker then hides); `null`: no project, nothing asked. */
export function useIssueTemplates(fullPath: string | null): IssueTemplate[] {
  const query = useQuery({
    queryKey: ['project', fullPath, 'issue-templates'],
    queryFn: ({ signal }) => getIssueTemplates(fullPath ?? '', signal),
    enabled: fullPath !== null,
  });
  return (fullPath !== null && query.data) || NO_TEMPLATES;
}

const NO_TEMPLATES: IssueTemplate[] = [];
