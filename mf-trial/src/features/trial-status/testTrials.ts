import { computeTrialStatus, type TrialStatus } from './trialStatus';

/** Local noon on 2025-11-22: day 12 of the 2025-11-10 → 2025-12-10 trial. */
export const TODAY = new Date(2025, 10, 22, 12, 0, 0);

/** A computed trial for component tests (real computation, fixed dates). */
export function trialFixture(trialStartsOn: string, trialEndsOn: string, planName = 'Ultimate Trial', today = TODAY): TrialStatus {
  const status = computeTrialStatus({ planName, trialStartsOn, trialEndsOn, today });
  if (!status) throw new Error('bad fixture');
  return status;
}

export const activeTrial = () => trialFixture('2025-11-10', '2025-12-10');
export const expiredTrial = () => trialFixture('2025-10-18', '2025-11-17', 'Premium Trial');
