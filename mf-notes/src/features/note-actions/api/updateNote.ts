import { restClient } from 'shared-kernel/api';
import type { Note } from '../../../lib/types';

/** `PUT {note.path}` with the new markdown; answers the updated note (404 when it is gone or hidden). */
export async function updateNote(note: Pick<Note, 'path'>, text: string): Promise<Note> {
  const { data } = await restClient().put<Note>(note.path, { note: { note: text } });
  return data;
}
