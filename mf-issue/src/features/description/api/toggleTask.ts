import { isApiError, restClient } from 'shared-kernel/api';
import { issuePath, type IssuePageData, type IssueRef } from '../../../lib/types';
import { setTaskChecked } from '../taskList';
import { TaskListConflictError, updateDescription } from './updateDescription';

/** GitLab's `update_task`: which checkbox (1-based `index` among them), its source line and the new state. */
export interface TaskToggle {
  index: number;
  checked: boolean;
  lineNumber: number;
  lineSource: string;
}

/**
 * `PUT {issue path}.json` with `update_task`: the server toggles the task at its source line in the
 * description as it is now (a 409 when that line changed meanwhile). An epic's route has no
 * `update_task`: its toggled `description` (from the one the page shows) is saved with the `lock_version`.
 */
export async function toggleTask(ref: IssueRef, task: TaskToggle, lockVersion: number, description: string): Promise<IssuePageData> {
  if (ref.kind === 'epic') {
    const next = setTaskChecked(description, task.lineNumber, task.checked);
    if (next === null) throw new TaskListConflictError();
    return updateDescription(ref, next, lockVersion);
  }
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
