import { restClient } from 'shared-kernel/api';

/** `GET {description_diff_path}` (optionally `start_version_id`): the change as sanitised HTML. */
export async function getDescriptionDiff(path: string, startVersionId?: number | null, signal?: AbortSignal): Promise<string> {
  const { data } = await restClient().get<string | { html?: string; diff?: string }>(path, {
    params: startVersionId != null ? { start_version_id: startVersionId } : undefined,
    signal,
  });
  if (typeof data === 'string') return data;
  return data.html ?? data.diff ?? '';
}
