import { isApiError, restClient } from 'shared-kernel/api';
import { TaskListConflictError, type TaskToggle } from 'issuable-ui/react';
import { issuePath, type IssuePageData, type IssueRef } from '../../../lib/types';

/**
 * `PUT {issue path}.json` with `update_task`: the server toggles the task at its source line in the
 * description as it is now (a 409, `TaskListConflictError`, when that line changed meanwhile).
 */
export async function toggleTask(ref: IssueRef, task: TaskToggle, lockVersion: number): Promise<IssuePageData> {
  try {
    const { data } = await restClient().put<IssuePageData>(`${issuePath(ref)}.json`, {
      issue: { lock_version: lockVersion, update_task: { index: task.index, checked: task.checked, line_number: task.lineNumber, line_source: task.lineSource } },
    });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 409) throw new TaskListConflictError();
    throw error;
  }
}
