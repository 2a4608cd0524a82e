import { restClient } from 'shared-kernel/api';
import type { Note } from '../../../lib/types';

/** `POST {note.toggle_award_path}` with `{ name }`; rejects when the server refuses (`{ ok: false }`). */
export async function toggleAwardEmoji(note: Pick<Note, 'toggle_award_path'>, name: string): Promise<void> {
  const { data } = await restClient().post<{ ok: boolean }>(note.toggle_award_path, { name });
  if (!data.ok) throw new Error(`The award "${name}" was refused`);
}
