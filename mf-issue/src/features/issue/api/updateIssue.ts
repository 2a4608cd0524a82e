import { isApiError, restClient } from 'shared-kernel/api';
import { IssuableConflictError, type IssuableFormValues } from 'issuable-ui/react';
import { issuePath, type IssuePageData, type IssueRef } from '../../../lib/types';

/**
 * `PUT {issue path}.json` with `{ issue: { title, description, lock_version, issue_type } }`; resolves
 * with the page JSON. A stale `lock_version` (409) rejects with `IssuableConflictError`.
 */
export async function updateIssue(ref: IssueRef, values: IssuableFormValues): Promise<IssuePageData> {
  try {
    const { data } = await restClient().put<IssuePageData>(`${issuePath(ref)}.json`, { issue: values });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 409) throw new IssuableConflictError(error.message);
    throw error;
  }
}
