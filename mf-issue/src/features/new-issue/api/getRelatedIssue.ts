import { isApiError, restClient } from 'shared-kernel/api';

/** The issue `add_related_issue` names, as the "Relate to" checkbox shows it. */
export interface RelatedIssue {
  iid: number;
  title: string;
}

/** `GET /api/v4/projects/:id/issues/:iid`; null when it does not exist or the viewer may not read it. */
export async function getRelatedIssue(fullPath: string, iid: number, signal?: AbortSignal): Promise<RelatedIssue | null> {
  try {
    const { data } = await restClient().get<RelatedIssue>(`/api/v4/projects/${encodeURIComponent(fullPath)}/issues/${iid}`, { signal });
    return { iid: data.iid, title: data.title };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
