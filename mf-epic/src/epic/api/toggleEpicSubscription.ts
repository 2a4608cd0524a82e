import { restClient } from 'shared-kernel/api';
import type { EpicRef } from '../types';
import { epicPath } from './epicPath';

/** `POST {epic path}/toggle_subscription` (GitLab's notifications toggle); the caller flips `subscribed`. */
export async function toggleEpicSubscription(ref: EpicRef): Promise<void> {
  await restClient().post(`${epicPath(ref)}/toggle_subscription`, {});
}
