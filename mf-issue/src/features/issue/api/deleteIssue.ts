import { getCsrfToken, restClient } from 'shared-kernel/api';
import { issuePath, type IssueRef } from '../../../lib/types';

/**
 * The delete form (spec §7): `POST {issue path}` with `_method=delete`, the CSRF token as
 * `authenticity_token` and `destroy_confirm`, asking for JSON. Resolves with the issues list's path.
 */
export async function deleteIssue(ref: IssueRef): Promise<string> {
  const form = new URLSearchParams({ _method: 'delete', authenticity_token: getCsrfToken() ?? '', destroy_confirm: 'true' });
  const { data } = await restClient().post<{ web_url?: string }>(issuePath(ref), form, {
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return data?.web_url ?? `/${ref.fullPath}/-/issues`;
}
