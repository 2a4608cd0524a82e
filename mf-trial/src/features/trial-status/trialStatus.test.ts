import { computeTrialStatus, removeTrialSuffix, TRIAL_DURATION_DAYS, type TrialInput } from './trialStatus';

/** A trial from 2025-11-10 to 2025-12-10 (30 days), read on a local day at an awkward hour. */
function trialOn(year: number, month: number, day: number, overrides: Partial<TrialInput> = {}) {
  const status = computeTrialStatus({
    planName: 'Ultimate Trial',
    trialStartsOn: '2025-11-10',
    trialEndsOn: '2025-12-10',
    today: new Date(year, month - 1, day, 23, 59, 59),
    ...overrides,
  });
  if (!status) throw new Error('expected a status');
  return status;
}

describe('removeTrialSuffix', () => {
  it('drops the " Trial" suffix (GitLab removeTrialSuffix)', () => {
    expect(removeTrialSuffix('Ultimate Trial')).toBe('Ultimate');
    expect(removeTrialSuffix('Premium trial')).toBe('Premium');
    expect(removeTrialSuffix('Ultimate')).toBe('Ultimate');
  });
});

describe('computeTrialStatus: an active trial', () => {
  it('reads day 12 of 30 with 18 days remaining', () => {
    expect(trialOn(2025, 11, 22)).toEqual({
      daysRemaining: 18,
      trialDaysUsed: 12,
      trialDuration: 30,
      percentageComplete: 40,
      progress: 40,
      trialEndDate: '2025-12-10',
      planName: 'Ultimate Trial',
      planNameWithoutTrial: 'Ultimate',
      widgetActive: true,
      popoverActive: true,
    });
  });

  it('reads "Day 1" (never "Day 0") on the day the trial starts (day 0)', () => {
    const status = trialOn(2025, 11, 10);
    expect(status.daysRemaining).toBe(30);
    expect(status.trialDaysUsed).toBe(1);
    expect(status.percentageComplete).toBe(3.33);
    expect(status.widgetActive).toBe(true);
    expect(status.popoverActive).toBe(true);
  });

  it('reads day 1 on the day after the start', () => {
    const status = trialOn(2025, 11, 11);
    expect(status.trialDaysUsed).toBe(1);
    expect(status.daysRemaining).toBe(29);
  });

  it('is active in both readings on the last day: 0 days remaining, 100 %', () => {
    const status = trialOn(2025, 12, 10);
    expect(status.daysRemaining).toBe(0);
    expect(status.trialDaysUsed).toBe(30);
    expect(status.percentageComplete).toBe(100);
    expect(status.progress).toBe(100);
    expect(status.widgetActive).toBe(true);
    expect(status.popoverActive).toBe(true);
  });

  it('rounds the percentage to 2 decimals', () => {
    expect(trialOn(2025, 11, 30).percentageComplete).toBe(66.67);
    expect(trialOn(2025, 11, 17).percentageComplete).toBe(23.33);
  });

  it('treats a trial that has not started yet as day 1', () => {
    const status = trialOn(2025, 11, 1);
    expect(status.daysRemaining).toBe(39);
    expect(status.trialDaysUsed).toBe(1);
    expect(status.progress).toBe(3.33);
    expect(status.widgetActive).toBe(true);
  });
});

describe('computeTrialStatus: an expired trial', () => {
  it('is expired in both readings on the day after the end', () => {
    const status = trialOn(2025, 12, 11);
    expect(status.daysRemaining).toBe(-1);
    expect(status.percentageComplete).toBe(103.33);
    expect(status.widgetActive).toBe(false);
    expect(status.popoverActive).toBe(false);
  });

  it('keeps days used at the duration and the progress bar at 100 % afterwards', () => {
    const status = trialOn(2025, 12, 15);
    expect(status.daysRemaining).toBe(-5);
    expect(status.trialDaysUsed).toBe(30);
    expect(status.percentageComplete).toBe(116.67);
    expect(status.progress).toBe(100);
  });

  it('reads the two definitions of "active" independently', () => {
    // 1 day used over a 1-day trial ending tomorrow: 100 %, 1 day remaining.
    const oneDay = computeTrialStatus({ planName: 'Premium Trial', trialStartsOn: '2025-12-09', trialEndsOn: '2025-12-10', today: new Date(2025, 11, 9) });
    expect(oneDay).toMatchObject({ daysRemaining: 1, percentageComplete: 100, widgetActive: true, popoverActive: true });
  });
});

describe('computeTrialStatus: dates', () => {
  it('assumes a 30-day trial when the start date is missing or not before the end', () => {
    const noStart = trialOn(2025, 11, 22, { trialStartsOn: null });
    expect(noStart.trialDuration).toBe(TRIAL_DURATION_DAYS);
    expect(noStart.trialDaysUsed).toBe(12);
    expect(trialOn(2025, 11, 22, { trialStartsOn: '2025-12-10' }).trialDuration).toBe(30);
    expect(trialOn(2025, 11, 22, { trialStartsOn: 'garbage' }).trialDuration).toBe(30);
  });

  it('honours a non-standard duration', () => {
    const extended = trialOn(2025, 11, 22, { trialStartsOn: '2025-11-10', trialEndsOn: '2025-12-24' });
    expect(extended.trialDuration).toBe(44);
    expect(extended.trialDaysUsed).toBe(12);
    expect(extended.percentageComplete).toBe(27.27);
  });

  it('returns null for an unusable end date', () => {
    expect(computeTrialStatus({ planName: 'Ultimate Trial', trialStartsOn: null, trialEndsOn: 'soon', today: new Date() })).toBeNull();
  });

  it('counts calendar days across a daylight-saving change, at any hour', () => {
    // Europe and the US change clocks in late October / early November and in March.
    const autumn = computeTrialStatus({ planName: 'Ultimate Trial', trialStartsOn: '2025-10-15', trialEndsOn: '2025-11-14', today: new Date(2025, 10, 3, 0, 30) });
    expect(autumn).toMatchObject({ trialDuration: 30, daysRemaining: 11, trialDaysUsed: 19 });
    const spring = computeTrialStatus({ planName: 'Ultimate Trial', trialStartsOn: '2026-03-15', trialEndsOn: '2026-04-14', today: new Date(2026, 3, 1, 23, 30) });
    expect(spring).toMatchObject({ trialDuration: 30, daysRemaining: 13, trialDaysUsed: 17 });
  });

  it('normalises a timestamp end date to its date', () => {
    expect(trialOn(2025, 11, 22, { trialEndsOn: '2025-12-10T00:00:00.000Z' }).trialEndDate).toBe('2025-12-10');
  });
});
