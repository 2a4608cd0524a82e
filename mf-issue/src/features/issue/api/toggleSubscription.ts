import { restClient } from 'shared-kernel/api';
import { issuePath, type IssueRef } from '../../../lib/types';

/** `POST {issue path}/toggle_subscription` (GitLab's notifications toggle); the caller flips `subscribed`. */
export async function toggleSubscription(ref: IssueRef): Promise<void> {
  await restClient().post(`${issuePath(ref)}/toggle_subscription`, {});
}
