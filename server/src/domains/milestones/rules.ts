/** Milestone and iteration dates (spec §4: started once the start date has passed, past due once the due date has). */

const today = (now: Date) => now.toISOString().slice(0, 10);

export function milestoneStarted(milestone: { startDate: string | null }, now = new Date()): boolean {
  return milestone.startDate !== null && milestone.startDate <= today(now);
}

export function milestoneExpired(milestone: { dueDate: string | null }, now = new Date()): boolean {
  return milestone.dueDate !== null && milestone.dueDate < today(now);
}

/** GitLab's Iteration#state from its dates: upcoming, current or closed. */
export function iterationState(iteration: { startDate: string; dueDate: string }, now = new Date()): 'upcoming' | 'current' | 'closed' {
  const day = today(now);
  if (iteration.startDate > day) return 'upcoming';
  return iteration.dueDate < day ? 'closed' : 'current';
}
