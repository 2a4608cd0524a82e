import { restClient } from 'shared-kernel/api';

/** `POST /:fullPath/preview_markdown` for an issue not created yet (no `target_id`); the HTML is `body`. */
export async function previewMarkdown(fullPath: string, text: string): Promise<string> {
  const { data } = await restClient().post<{ body?: string }>(`/${fullPath}/preview_markdown`, { text }, { params: { target_type: 'Issue' } });
  return data.body ?? '';
}
