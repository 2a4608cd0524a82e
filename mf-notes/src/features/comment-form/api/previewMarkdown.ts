import { restClient } from 'shared-kernel/api';
import { previewPath, type NoteableRef } from '../../../lib/noteable';

/**
 * `POST {preview_note_path}` (epics) or `/:fullPath/preview_markdown?target_type=Issue&target_id=:id`
 * with `{ text }`: the rendered (sanitised) HTML.
 */
export async function previewMarkdown(ref: NoteableRef, text: string, previewNotePath?: string | null): Promise<string> {
  const { url, params } = previewPath(ref, previewNotePath);
  const { data } = await restClient().post<{ body?: string; html?: string }>(url, { text }, { params });
  return data.body ?? data.html ?? '';
}
