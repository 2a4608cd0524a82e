import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';

/** One entry of GitLab's `autocomplete_sources/commands`: a quick action this reader may run here. */
export interface QuickActionCommand {
  name: string;
  aliases: string[];
  description: string;
  params: string[];
}

/** `GET {quick_actions_path}` (the project's commands for an issue, the group's for an epic). */
export async function getQuickActionCommands(path: string, signal?: AbortSignal): Promise<QuickActionCommand[]> {
  const { data } = await restClient().get<QuickActionCommand[]>(path, { signal });
  return Array.isArray(data) ? data : [];
}

/**
 * The quick actions at `path` (the noteable JSON's `quick_actions_path`), read through the page's
 * query cache once `wanted` turns true (the first command line typed, or the list opened) and kept
 * for the page's life; null until then. A failure leaves null (the placeholder falls back to
 * "Applying command"); the next form to want them asks again.
 */
export function useQuickActionCommands(path: string, wanted: boolean): QuickActionCommand[] | null {
  const query = useQuery({
    queryKey: ['notes', 'quick-actions', path],
    queryFn: ({ signal }) => getQuickActionCommands(path, signal),
    enabled: wanted,
    // The commands a reader may run change with a permission or a state change, not while typing.
    staleTime: Infinity,
  });
  return query.data ?? null;
}
