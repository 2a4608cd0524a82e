import { restClient } from 'shared-kernel/api';

/** The tree's creation failures (epic spec §8). */
export const CREATE_ISSUE_ERROR = 'Something went wrong while creating issue.';
export const CREATE_CHILD_EPIC_ERROR = 'Something went wrong while creating child epics.';

/** The numeric id of a global id (`gid://gitlab/Epic/12` → 12). */
export function numericId(gid: string): number {
  return Number(gid.slice(gid.lastIndexOf('/') + 1));
}

/**
 * "Add a new epic": `POST /api/v4/groups/:id/epics` `{ parent_id, confidential, title }` in the chosen group,
 * as the parent's child. Rejects with the spec's text.
 */
export async function createChildEpic(input: { groupId: number; parentEpicId: number; title: string; confidential: boolean }): Promise<void> {
  try {
    await restClient().post(`/api/v4/groups/${input.groupId}/epics`, { parent_id: input.parentEpicId, confidential: input.confidential, title: input.title });
  } catch (error) {
    throw new Error(CREATE_CHILD_EPIC_ERROR, { cause: error });
  }
}

/** "Add a new issue": `POST /api/v4/projects/:id/issues` `{ epic_id, title, confidential }`. Rejects with the spec's text. */
export async function createChildIssue(input: { projectId: number; epicId: number; title: string; confidential: boolean }): Promise<void> {
  try {
    await restClient().post(`/api/v4/projects/${input.projectId}/issues`, { epic_id: input.epicId, title: input.title, confidential: input.confidential });
  } catch (error) {
    throw new Error(CREATE_ISSUE_ERROR, { cause: error });
  }
}
