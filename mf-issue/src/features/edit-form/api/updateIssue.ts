import { isApiError, restClient } from 'shared-kernel/api';
import { issuePath, type IssuableType, type IssuePageData, type IssueRef } from '../../../lib/types';
import { updateEpic } from '../../epic/api/updateEpic';

/** The issuable form (spec §3); an epic has no type to change. */
export interface IssueFormValues {
  title: string;
  description: string;
  lock_version: number;
  issue_type: IssuableType;
}

/** The server refused a stale `lock_version` (409): someone else saved first. */
export class IssueConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IssueConflictError';
  }
}

/**
 * `PUT {issue path}.json` with `{ issue: { title, description, lock_version, issue_type } }` (an epic:
 * `{ epic: { title, description, lock_version } }`); resolves with the page JSON.
 */
export async function updateIssue(ref: IssueRef, values: IssueFormValues): Promise<IssuePageData> {
  try {
    if (ref.kind === 'epic') return await updateEpic(ref, { title: values.title, description: values.description, lock_version: values.lock_version });
    const { data } = await restClient().put<IssuePageData>(`${issuePath(ref)}.json`, { issue: values });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 409) throw new IssueConflictError(error.message);
    throw error;
  }
}

/** "Error updating issue. Title can't be blank": the spec's update failure text. */
export function updateErrorMessage(issuableType: string, error: unknown): string {
  const base = `Error updating ${issuableType}`;
  if (isApiError(error) && error.messages.length > 0) return `${base}. ${error.messages.join(' ')}`;
  if (error instanceof Error && error.message) return `${base}. ${error.message}`;
  return base;
}
