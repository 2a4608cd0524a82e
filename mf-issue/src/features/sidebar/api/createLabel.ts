import { restClient } from 'shared-kernel/api';

/** `POST {fullPath}/-/labels` with `{ label: { title, color } }` (the labels manage path); the answer must carry an id. */
export async function createLabel(fullPath: string, input: { title: string; color: string }): Promise<unknown> {
  const { data } = await restClient().post<unknown>(`/${fullPath}/-/labels`, { label: input });
  return data;
}
