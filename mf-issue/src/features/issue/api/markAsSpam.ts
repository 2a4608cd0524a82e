import { restClient } from 'shared-kernel/api';
import { issuePath, type IssueRef } from '../../../lib/types';

/** `POST {issue path}/mark_as_spam` (GitLab's "Submit as spam"). */
export async function markAsSpam(ref: IssueRef): Promise<void> {
  await restClient().post(`${issuePath(ref)}/mark_as_spam`, {}, { headers: { Accept: 'application/json' } });
}
