import { restClient } from 'shared-kernel/api';
import type { Note } from '../../../lib/types';

/** `DELETE {note.path}`. */
export async function deleteNote(note: Pick<Note, 'path'>): Promise<void> {
  await restClient().delete(note.path);
}
