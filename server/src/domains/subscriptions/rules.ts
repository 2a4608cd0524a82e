import { ACCESS, type ViewerFacts } from '../memberships/rules.ts';

/** Billing details of a top-level group: members (guest or above) and administrators. */
export function canReadSubscription(viewer: ViewerFacts | null, groupAccessLevel: number): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || groupAccessLevel >= ACCESS.GUEST;
}

/** Whether a trial is running on a given day (dates as YYYY-MM-DD, inclusive). */
export function isTrialActive(
  subscription: { trial: boolean; trialStartsOn: string | null; trialEndsOn: string | null },
  today: string,
): boolean {
  if (!subscription.trial || !subscription.trialEndsOn) return false;
  if (subscription.trialStartsOn && today < subscription.trialStartsOn) return false;
  return today <= subscription.trialEndsOn;
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
