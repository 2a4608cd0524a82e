import { isApiError, restClient } from 'shared-kernel/api';
import { issuePath, type IssuePageData, type IssueRef } from '../../../lib/types';
import { updateEpic } from '../../epic/api/updateEpic';

/** A task-list save met a newer `lock_version` (409). */
export class TaskListConflictError extends Error {
  constructor() {
    super('lock_version is stale');
    this.name = 'TaskListConflictError';
  }
}

/** `PUT {issue path}.json` with the toggled description and the `lock_version` it was based on (an epic's under `epic`). */
export async function updateDescription(ref: IssueRef, description: string, lockVersion: number): Promise<IssuePageData> {
  try {
    if (ref.kind === 'epic') return await updateEpic(ref, { description, lock_version: lockVersion });
    const { data } = await restClient().put<IssuePageData>(`${issuePath(ref)}.json`, { issue: { description, lock_version: lockVersion } });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 409) throw new TaskListConflictError();
    throw error;
  }
}
