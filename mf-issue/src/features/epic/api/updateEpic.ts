import { restClient } from 'shared-kernel/api';
import { issuePath, type IssuePageData, type IssueRef } from '../../../lib/types';
import { epicAsIssuable } from '../epicAsIssuable';
import type { EpicPageData } from '../types';

/**
 * `PUT /groups/:group/-/epics/:iid.json` with `{ epic: { title, description, lock_version } }`; resolves
 * with the epic as the shared features read it. A stale `lock_version` rejects with the API's 409.
 */
export async function updateEpic(ref: IssueRef, values: { title?: string; description?: string; lock_version: number }): Promise<IssuePageData> {
  const { data } = await restClient().put<EpicPageData>(`${issuePath(ref)}.json`, { epic: values });
  return epicAsIssuable(data);
}
