import { differenceInDays, parseIsoDate } from 'shared-kernel/dates';
import type { IssueMilestone } from './types';

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
