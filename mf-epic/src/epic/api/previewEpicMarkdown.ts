import { restClient } from 'shared-kernel/api';
import type { EpicRef } from '../types';

/** `POST /groups/{groupPath}/-/preview_markdown?target_type=Epic&target_id={iid}` with `{ text, render_quick_actions }`; the HTML is in `body` (or `html`). */
export async function previewEpicMarkdown({ groupPath, iid }: EpicRef, text: string): Promise<string> {
  const { data } = await restClient().post<{ body?: string; html?: string }>(
    `/groups/${groupPath}/-/preview_markdown`,
    { text, render_quick_actions: true },
    { params: { target_type: 'Epic', target_id: iid } },
  );
  return data.body ?? data.html ?? '';
}
