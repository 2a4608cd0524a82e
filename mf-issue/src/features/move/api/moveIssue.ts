import { restClient } from 'shared-kernel/api';
import { issuePath, type IssueRef } from '../../../lib/types';

/** `POST {issue path}/move` with `move_to_project_id`; resolves with the new issue's `web_url`. */
export async function moveIssue(ref: IssueRef, projectId: number): Promise<string> {
  const { data } = await restClient().post<{ web_url: string }>(`${issuePath(ref)}/move`, { move_to_project_id: projectId }, { headers: { Accept: 'application/json' } });
  return data.web_url;
}
