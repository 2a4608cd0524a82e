import { restClient } from 'shared-kernel/api';
import type { IssuableData } from 'issuable-ui/react';
import { epicAsIssuable } from '../epicAsIssuable';
import type { EpicPageData, EpicRef } from '../types';
import { epicPath } from './epicPath';

/**
 * `PUT /groups/:group/-/epics/:iid.json` with `{ epic: { title, description, lock_version } }`; resolves
 * with the epic as the issuable library reads it. A stale `lock_version` rejects with the API's 409.
 */
export async function updateEpic(ref: EpicRef, values: { title?: string; description?: string; lock_version: number }): Promise<IssuableData> {
  const { data } = await restClient().put<EpicPageData>(`${epicPath(ref)}.json`, { epic: values });
  return epicAsIssuable(data);
}
