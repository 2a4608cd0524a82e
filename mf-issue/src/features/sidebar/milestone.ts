import { differenceInDays, parseIsoDate } from 'shared-kernel/dates';
import type { IssueMilestone } from '../../lib/types';

/** Spec §4: started once its start date has passed; past due once its due date has passed. */
export interface MilestoneState {
  started: boolean;
  pastDue: boolean;
}

export function milestoneState(milestone: Pick<IssueMilestone, 'start_date' | 'due_date'>, now: Date = new Date()): MilestoneState {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const start = parseIsoDate(milestone.start_date ?? '');
  const due = parseIsoDate(milestone.due_date ?? '');
  return {
    started: start !== null && start.getTime() <= today.getTime(),
    pastDue: due !== null && due.getTime() < today.getTime(),
  };
}

/** The tooltip of the sidebar's milestone: its title and where it stands ("Past due", "3 days remaining", "Upcoming"). */
export function milestoneTooltip(milestone: Pick<IssueMilestone, 'title' | 'start_date' | 'due_date'>, now: Date = new Date()): string {
  const state = milestoneState(milestone, now);
  const due = parseIsoDate(milestone.due_date ?? '');
  const start = parseIsoDate(milestone.start_date ?? '');
  let status: string;
  if (state.pastDue) status = 'Past due';
  else if (due && state.started) {
    const days = differenceInDays(now, due);
    status = days === 0 ? 'Due today' : `${days} ${days === 1 ? 'day' : 'days'} remaining`;
  } else if (start && !state.started) status = 'Upcoming';
  else if (due) {
    const days = differenceInDays(now, due);
    status = days === 0 ? 'Due today' : `${days} ${days === 1 ? 'day' : 'days'} remaining`;
  } else status = state.started ? 'Started' : 'No due date';
  return `${milestone.title} · ${status}`;
}

export const HEALTH_STATUS_LABELS = { on_track: 'On track', needs_attention: 'Needs attention', at_risk: 'At risk' } as const;

/** Spec: health status on_track, needs_attention, at_risk; 0 / null means none. */
export function healthStatusLabel(value: string | number | null | undefined): string | null {
  if (!value) return null;
  return HEALTH_STATUS_LABELS[value as keyof typeof HEALTH_STATUS_LABELS] ?? null;
}

/** Spec §9 / reference values: the largest weight displayed is 99999. */
export const MAX_DISPLAYED_WEIGHT = 99999;
export function displayedWeight(weight: number | null | undefined): string | null {
  if (weight === null || weight === undefined) return null;
  return String(Math.min(weight, MAX_DISPLAYED_WEIGHT));
}
