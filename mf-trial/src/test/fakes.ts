// mf-trial's API fixtures; the generic REST and session fakes are the kernel's (shared-kernel/testing).
import { fakeRestApi } from 'shared-kernel/testing';

/** `gitlab_subscription` bodies of the seed-like groups (`gitlab-org`: active, `acme-corp`: expired). */
export const SUBSCRIPTIONS: Record<string, { code: string; name: string; trialStartsOn: string; trialEndsOn: string }> = {
  'gitlab-org': { code: 'ultimate_trial', name: 'Ultimate Trial', trialStartsOn: '2025-11-10', trialEndsOn: '2025-12-10' },
  'acme-corp': { code: 'premium_trial', name: 'Premium Trial', trialStartsOn: '2025-10-13', trialEndsOn: '2025-11-12' },
};

/** A `GET /namespaces/:id/gitlab_subscription` body in the API's shape. */
export function subscriptionBody(plan: { code: string; name: string; trial: boolean }, trialStartsOn: string | null, trialEndsOn: string | null) {
  return {
    plan: { ...plan, auto_renew: false, upgradable: true, exclude_guests: plan.code.startsWith('ultimate') },
    usage: { seats_in_subscription: 0, seats_in_use: 3, max_seats_used: 3, seats_owed: 0 },
    billing: { subscription_start_date: null, subscription_end_date: null, trial_ends_on: trialEndsOn, trial_starts_on: trialStartsOn },
  };
}

const SUBSCRIPTION_PATH = /^\/api\/v4\/namespaces\/([^/]+)\/gitlab_subscription$/;

/**
 * The REST API for the seed-like groups: their `gitlab_subscription`, 404 for any other namespace (as
 * the API answers for a group the viewer cannot see). Unit tests only.
 */
export function fakeTrialApi() {
  return fakeRestApi(({ path }) => {
    const match = SUBSCRIPTION_PATH.exec(path);
    const seed = match ? SUBSCRIPTIONS[decodeURIComponent(match[1]!)] : undefined;
    if (!seed) return { status: 404, data: { message: '404 Namespace Not Found' } };
    return { status: 200, data: subscriptionBody({ code: seed.code, name: seed.name, trial: true }, seed.trialStartsOn, seed.trialEndsOn) };
  });
}
