import { restClient } from 'shared-kernel/api';
import type { NoteableRef } from '../../../lib/types';

/** `POST /:fullPath/preview_markdown?target_type=Issue&target_id=:id` with `{ text }`: the rendered (sanitised) HTML. */
export async function previewMarkdown(ref: Pick<NoteableRef, 'fullPath' | 'id'>, text: string): Promise<string> {
  const { data } = await restClient().post<{ body?: string; html?: string }>(`/${ref.fullPath}/preview_markdown`, { text }, {
    params: { target_type: 'Issue', target_id: ref.id },
  });
  return data.body ?? data.html ?? '';
}
