import { getCsrfToken, restClient } from 'shared-kernel/api';
import { groupRouteRef, hrefOf } from 'shared-kernel/routing';
import type { EpicRef } from '../types';
import { epicPath } from './epicPath';

/**
 * The delete form: `POST {epic path}` with `_method=delete`, the CSRF token as `authenticity_token` and
 * `destroy_confirm`, asking for JSON. Resolves with the group's page (there is no epics list yet).
 */
export async function deleteEpic(ref: EpicRef): Promise<string> {
  const form = new URLSearchParams({ _method: 'delete', authenticity_token: getCsrfToken() ?? '', destroy_confirm: 'true' });
  await restClient().post(epicPath(ref), form, { headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' } });
  return hrefOf(groupRouteRef, { fullPath: ref.groupPath });
}
