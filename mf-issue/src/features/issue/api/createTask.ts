import { restClient } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

/** `POST /api/v4/projects/:id/issues` for a task converted from a list item; resolves with its iid. */
export async function createTask({ fullPath }: IssueRef, input: { title: string; description: string }): Promise<{ iid: number }> {
  const { data } = await restClient().post<{ iid: number }>(`/api/v4/projects/${encodeURIComponent(fullPath)}/issues`, {
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
  });
  return data;
}
