import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';

/** GitLab's GET /namespaces/:id/gitlab_subscription (with the trial start this API adds). */
export interface GitlabSubscription {
  plan: { code: string; name: string; trial: boolean; auto_renew: boolean; upgradable: boolean; exclude_guests: boolean };
  usage: { seats_in_subscription: number; seats_in_use: number; max_seats_used: number; seats_owed: number };
  billing: { subscription_start_date: string | null; subscription_end_date: string | null; trial_ends_on: string | null; trial_starts_on: string | null };
}

/** The top-level group's subscription: members and administrators only (401 signed out, 403 others). */
export function useSubscription(groupId: number) {
  return useQuery({
    queryKey: ['shell', 'group', groupId, 'subscription'],
    queryFn: async ({ signal }) => (await restClient().get<GitlabSubscription>(`/api/v4/namespaces/${groupId}/gitlab_subscription`, { signal })).data,
    retry: false,
  });
}
