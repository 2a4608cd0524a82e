import { restClient } from 'shared-kernel/api';
import type { Noteable } from '../../../lib/types';

/** `PUT {state_event_path}` with `{ state_event }` (the form's close/reopen button): the noteable's new state. */
export async function updateNoteableState(noteable: Pick<Noteable, 'state_event_path'>, event: 'close' | 'reopen'): Promise<{ state: string }> {
  const { data } = await restClient().put<{ state: string }>(noteable.state_event_path, { state_event: event });
  return data;
}
