import { restClient } from 'shared-kernel/api';
import type { TrialGroup, TrialSubscription } from './trialGroup';
import { useTrialQuery, type RequestState } from './useTrialQuery';

/** `GET /api/v4/namespaces/:id/gitlab_subscription` (GitLab's shape; `billing.trial_starts_on` is our extension). */
export interface GitlabSubscriptionResponse {
  plan: { code: string; name: string; trial: boolean; auto_renew?: boolean; upgradable?: boolean; exclude_guests?: boolean };
  usage?: { seats_in_subscription: number; seats_in_use: number; max_seats_used: number; seats_owed: number };
  billing: {
    subscription_start_date: string | null;
    subscription_end_date: string | null;
    trial_ends_on: string | null;
    trial_starts_on?: string | null;
  };
}

/** The response's trial fields. */
export function trialSubscriptionOf(response: GitlabSubscriptionResponse): TrialSubscription {
  return {
    planCode: response.plan.code,
    planName: response.plan.name,
    trial: response.plan.trial,
    trialStartsOn: response.billing.trial_starts_on ?? null,
    trialEndsOn: response.billing.trial_ends_on ?? null,
  };
}

/**
 * The subscription of a top-level group, by numeric id or full path. Rejects with an `ApiError`: 404 for
 * a subgroup or a group the viewer cannot see, 403 for one whose billing the viewer may not read.
 */
export async function getGroupSubscription(idOrFullPath: number | string, signal?: AbortSignal): Promise<TrialSubscription> {
  const { data } = await restClient().get<GitlabSubscriptionResponse>(
    `/api/v4/namespaces/${encodeURIComponent(String(idOrFullPath))}/gitlab_subscription`,
    { signal },
  );
  return trialSubscriptionOf(data);
}

async function loadGroup(fullPath: string, signal: AbortSignal): Promise<TrialGroup> {
  return { fullPath, name: fullPath, subscription: await getGroupSubscription(fullPath, signal) };
}

/**
 * The subscription of the top-level group at `fullPath` (trials belong to the root namespace). Pass
 * `null` to skip the request. A 404/403 gives `data: null`.
 */
export function useGroupSubscription(fullPath: string | null): RequestState<TrialGroup> {
  return useTrialQuery('group-subscription', fullPath, loadGroup);
}
