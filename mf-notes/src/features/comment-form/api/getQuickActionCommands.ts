import { useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import { commandsPath, type NoteableDescriptor } from '../../../lib/noteable';

/** One entry of GitLab's `autocomplete_sources/commands`: a quick action this reader may run here. */
export interface QuickActionCommand {
  name: string;
  aliases: string[];
  description: string;
  params: string[];
}

/**
 * `GET /:fullPath/-/autocomplete_sources/commands?type=Issue&type_id=:iid`, for an epic
 * `GET /groups/:groupPath/-/autocomplete_sources/commands?type=Epic&type_id=:iid`.
 */
export async function getQuickActionCommands(descriptor: NoteableDescriptor, signal?: AbortSignal): Promise<QuickActionCommand[]> {
  const path = commandsPath(descriptor);
  const { data } = await restClient().get<QuickActionCommand[]>(path.url, { params: path.params, signal });
  return Array.isArray(data) ? data : [];
}

/**
 * The quick actions of `descriptor`, loaded once `wanted` turns true (the first command line typed, or
 * the list opened) and kept for the form's life; null until then. A failure leaves null (the
 * placeholder falls back to "Applying command") and is retried the next time it is wanted.
 */
export function useQuickActionCommands(descriptor: NoteableDescriptor, wanted: boolean): QuickActionCommand[] | null {
  const [commands, setCommands] = useState<QuickActionCommand[] | null>(null);
  const loaded = commands !== null;
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    const controller = new AbortController();
    getQuickActionCommands(descriptor, controller.signal).then(
      (list) => !controller.signal.aborted && setCommands(list),
      () => {},
    );
    return () => controller.abort();
  }, [descriptor, wanted, loaded]);
  return commands;
}
