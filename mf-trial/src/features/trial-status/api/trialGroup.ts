import { isApiError } from 'shared-kernel/api';

/** A group's subscription, as far as the trial widget needs it (from `GET /namespaces/:id/gitlab_subscription`). */
export interface TrialSubscription {
  planCode: string;
  /** e.g. "Ultimate Trial". */
  planName: string;
  trial: boolean;
  /** `YYYY-MM-DD` or null. */
  trialStartsOn: string | null;
  /** `YYYY-MM-DD` or null. */
  trialEndsOn: string | null;
}

/** A top-level group and its subscription (null: none to show). */
export interface TrialGroup {
  fullPath: string;
  /** The group's name when the API gave it, otherwise its path. */
  name: string;
  subscription: TrialSubscription | null;
}

/** 404 (not a top-level group, not visible) and 403 (not a member) mean "no trial to show", not a failure. */
export function isNoTrialError(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}
