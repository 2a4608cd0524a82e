import { restClient } from 'shared-kernel/api';

/** `PUT /api/v4/projects/:id/issues/:iid` with `assignee_ids` (spec §7: Update issue with assignee_ids). */
export async function updateAssignees(projectId: number, iid: number, assigneeIds: number[]): Promise<{ assignees?: { id: number }[] }> {
  const { data } = await restClient().put<{ assignees?: { id: number }[] }>(`/api/v4/projects/${projectId}/issues/${iid}`, {
    assignee_ids: assigneeIds.length > 0 ? assigneeIds : [0],
  });
  return data;
}
