import type { GitlabSubscriptionRow } from './tables.ts';

/** A group without a subscription row is on the free plan. */
export const FREE_PLAN = { planCode: 'free', planName: 'Free', trial: false, trialStartsOn: null, trialEndsOn: null } as const;

/**
 * GitLab's GET /namespaces/:id/gitlab_subscription shape. `billing.trial_starts_on` is our extension
 * (documented in docs/server.md): the trial widget shows elapsed days.
 */
export function gitlabSubscriptionJson(subscription: GitlabSubscriptionRow | undefined, seatsInUse: number) {
  return {
    plan: {
      code: subscription?.planCode ?? FREE_PLAN.planCode,
      name: subscription?.planName ?? FREE_PLAN.planName,
      trial: subscription?.trial ?? false,
      auto_renew: subscription?.autoRenew ?? false,
      upgradable: true,
      exclude_guests: subscription?.planCode.startsWith('ultimate') ?? false,
    },
    usage: {
      seats_in_subscription: subscription?.seats ?? 0,
      seats_in_use: seatsInUse,
      max_seats_used: Math.max(subscription?.maxSeatsUsed ?? 0, seatsInUse),
      // Nothing is owed during a trial or on the free plan (GitLab).
      seats_owed: subscription && !subscription.trial ? Math.max(0, seatsInUse - subscription.seats) : 0,
    },
    billing: {
      subscription_start_date: subscription?.startDate ?? null,
      subscription_end_date: subscription?.endDate ?? null,
      trial_ends_on: subscription?.trialEndsOn ?? null,
      trial_starts_on: subscription?.trialStartsOn ?? null,
    },
  };
}
