import { isApiError, restClient } from 'shared-kernel/api';
import { TaskListConflictError } from 'issuable-ui/react';
import { issuePath, type IssuePageData, type IssueRef } from '../../../lib/types';

/** `PUT {issue path}.json` with the changed description and the `lock_version` it was based on (409 → `TaskListConflictError`). */
export async function updateDescription(ref: IssueRef, description: string, lockVersion: number): Promise<IssuePageData> {
  try {
    const { data } = await restClient().put<IssuePageData>(`${issuePath(ref)}.json`, { issue: { description, lock_version: lockVersion } });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 409) throw new TaskListConflictError();
    throw error;
  }
}
