import { restClient } from 'shared-kernel/api';
import { issuePath, type IssuePageData, type IssueRef } from '../../../lib/types';

/** `PUT {issue path}.json` with `{ issue: { label_ids } }` (GitLab's sidebar); resolves with the page JSON. */
export async function setIssueLabels(ref: IssueRef, labelIds: number[]): Promise<IssuePageData> {
  const { data } = await restClient().put<IssuePageData>(`${issuePath(ref)}.json`, { issue: { label_ids: labelIds } });
  return data;
}
