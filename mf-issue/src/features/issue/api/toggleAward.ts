import { restClient } from 'shared-kernel/api';
import { issuePath, type IssueRef } from '../../../lib/types';

/** `POST {issue path}/toggle_award_emoji` with `{ name }`; rejects when the server says it did not succeed. */
export async function toggleAward(ref: IssueRef, name: string): Promise<void> {
  const { data } = await restClient().post<{ ok?: boolean }>(`${issuePath(ref)}/toggle_award_emoji`, { name });
  if (data && data.ok === false) throw new Error(`The award "${name}" was refused`);
}
