import { differenceInDays, parseIsoDate } from 'shared-kernel/dates';

/** GitLab trials last 30 days; the widget texts say so ("Your 30-day trial has ended"). */
export const TRIAL_DURATION_DAYS = 30;

/** What the API knows about a namespace's trial (`Group.gitlabSubscription`). */
export interface TrialInput {
  /** e.g. "Ultimate Trial". */
  planName: string;
  /** `YYYY-MM-DD`; when missing it is derived from the end date and a 30-day duration. */
  trialStartsOn: string | null;
  /** `YYYY-MM-DD`, the last day of the trial. */
  trialEndsOn: string;
  /** The viewer's current day (its local calendar date is what counts). */
  today: Date;
}

/** The spec's Trial entity plus the two readings of "active". */
export interface TrialStatus {
  /** Days left after today: 0 on the last day, negative once the trial has ended. */
  daysRemaining: number;
  /** Day of the trial shown as "Day X/Y": at least 1 (never "Day 0") and at most the duration. */
  trialDaysUsed: number;
  /** Length of the trial in days (30 unless the subscription says otherwise). */
  trialDuration: number;
  /** Days used over duration, as a percentage with 2 decimals; above 100 once the trial has ended. */
  percentageComplete: number;
  /** `percentageComplete` clamped to 0-100, for a progress bar. */
  progress: number;
  /** `YYYY-MM-DD`. */
  trialEndDate: string;
  /** e.g. "Ultimate Trial". */
  planName: string;
  /** The plan name without its " Trial" suffix, e.g. "Ultimate". */
  planNameWithoutTrial: string;
  /** The widget's reading: active while `percentageComplete` is 100 or less. */
  widgetActive: boolean;
  /** The popover's reading: active while `daysRemaining` is 0 or more. */
  popoverActive: boolean;
}

/** "Ultimate Trial" → "Ultimate" (GitLab's `removeTrialSuffix`). */
export function removeTrialSuffix(planName: string): string {
  return planName.replace(/ trial\b/i, '');
}

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The trial's progress on `today`, computed as GitLab's `GitlabSubscription` does: remaining =
 * end - today, duration = end - start, used = duration - remaining (at least 1, so day one of a trial
 * reads "Day 1/30"), percentage = used / duration. Returns `null` when the end date is malformed.
 */
export function computeTrialStatus({ planName, trialStartsOn, trialEndsOn, today }: TrialInput): TrialStatus | null {
  const trialEndDate = trialEndsOn.slice(0, 10);
  const end = parseIsoDate(trialEndDate);
  if (!end) return null;
  const parsedStart = trialStartsOn === null ? null : parseIsoDate(trialStartsOn.slice(0, 10));
  const start = parsedStart && differenceInDays(parsedStart, end) > 0 ? parsedStart : daysBefore(end, TRIAL_DURATION_DAYS);

  // Whole local calendar days (never milliseconds): no time-zone or daylight-saving drift.
  const trialDuration = differenceInDays(start, end);
  const daysRemaining = differenceInDays(today, end);
  const daysUsed = Math.max(1, trialDuration - daysRemaining);
  const percentageComplete = round2((daysUsed / trialDuration) * 100);

  return {
    daysRemaining,
    trialDaysUsed: Math.min(daysUsed, trialDuration),
    trialDuration,
    percentageComplete,
    progress: Math.min(100, Math.max(0, percentageComplete)),
    trialEndDate,
    planName,
    planNameWithoutTrial: removeTrialSuffix(planName),
    widgetActive: percentageComplete <= 100,
    popoverActive: daysRemaining >= 0,
  };
}
