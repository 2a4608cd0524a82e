import { restClient } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

/**
 * `POST {fullPath}/preview_markdown?target_type=WorkItem&target_id={iid}` with `{ text, render_quick_actions }`;
 * the HTML is in `body` (or `html`). Quick-action lines stay in the preview as text: a description keeps
 * them as written (only comments run them).
 */
export async function previewMarkdown({ fullPath, iid }: IssueRef, text: string): Promise<string> {
  const { data } = await restClient().post<{ body?: string; html?: string }>(
    `/${fullPath}/preview_markdown`,
    { text, render_quick_actions: true },
    { params: { target_type: 'WorkItem', target_id: iid } },
  );
  return data.body ?? data.html ?? '';
}
