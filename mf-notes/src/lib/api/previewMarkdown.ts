import { restClient } from 'shared-kernel/api';
import type { Noteable } from '../types';

/** `POST {preview_note_path}` with `{ text }`: the rendered (sanitised) HTML. */
export async function previewMarkdown(noteable: Pick<Noteable, 'preview_note_path'>, text: string): Promise<string> {
  const { data } = await restClient().post<{ body?: string; html?: string }>(noteable.preview_note_path, { text });
  return data.body ?? data.html ?? '';
}
