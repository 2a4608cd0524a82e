import { restClient } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

/** `POST {fullPath}/preview_markdown?target_type=WorkItem&target_id={iid}` with `{ text }`; the HTML is in `body` (or `html`). */
export async function previewMarkdown({ fullPath, iid }: IssueRef, text: string): Promise<string> {
  const { data } = await restClient().post<{ body?: string; html?: string }>(
    `/${fullPath}/preview_markdown`,
    { text, render_quick_actions: false },
    { params: { target_type: 'WorkItem', target_id: iid } },
  );
  return data.body ?? data.html ?? '';
}
