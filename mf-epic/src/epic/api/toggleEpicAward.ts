import { restClient } from 'shared-kernel/api';
import type { EpicRef } from '../types';
import { epicPath } from './epicPath';

/** `POST {epic path}/toggle_award_emoji` with `{ name }`; rejects when the server says it did not succeed. */
export async function toggleEpicAward(ref: EpicRef, name: string): Promise<void> {
  const { data } = await restClient().post<{ ok?: boolean }>(`${epicPath(ref)}/toggle_award_emoji`, { name });
  if (data && data.ok === false) throw new Error(`The award "${name}" was refused`);
}
