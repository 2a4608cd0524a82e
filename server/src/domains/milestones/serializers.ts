import type { GroupRow } from '../groups/tables.ts';
import { iterationState, milestoneExpired, milestoneStarted } from './rules.ts';
import type { IterationRow, MilestoneRow } from './tables.ts';

/** Full paths of the milestone's owner, to build its web URL. */
export interface MilestoneOwnerPaths {
  projectPath?: string | undefined;
  groupPath?: string | undefined;
}

export function milestoneWebUrl(base: string, milestone: MilestoneRow, owner: MilestoneOwnerPaths): string {
  return milestone.groupId !== null ? `${base}/groups/${owner.groupPath ?? ''}/-/milestones/${milestone.iid}` : `${base}/${owner.projectPath ?? ''}/-/milestones/${milestone.iid}`;
}

/** REST v4 `Entities::Milestone` (also what the issue JSON embeds). */
export function milestoneJson(base: string, milestone: MilestoneRow, owner: MilestoneOwnerPaths) {
  return {
    id: milestone.id,
    iid: milestone.iid,
    ...(milestone.projectId !== null ? { project_id: milestone.projectId } : { group_id: milestone.groupId }),
    title: milestone.title,
    description: milestone.description,
    state: milestone.state,
    created_at: milestone.createdAt.toISOString(),
    updated_at: milestone.updatedAt.toISOString(),
    due_date: milestone.dueDate,
    start_date: milestone.startDate,
    expired: milestoneExpired(milestone),
    started: milestoneStarted(milestone),
    web_url: milestoneWebUrl(base, milestone, owner),
  };
}

/** REST v4 `Entities::Iteration`. */
export function iterationJson(base: string, iteration: IterationRow, group: Pick<GroupRow, 'fullPath'> | undefined) {
  const state = iterationState(iteration);
  return {
    id: iteration.id,
    iid: iteration.iid,
    sequence: iteration.iid,
    group_id: iteration.groupId,
    title: iteration.title,
    description: null,
    state: state === 'upcoming' ? 1 : state === 'current' ? 2 : 3,
    created_at: iteration.createdAt.toISOString(),
    updated_at: iteration.updatedAt.toISOString(),
    start_date: iteration.startDate,
    due_date: iteration.dueDate,
    web_url: `${base}/groups/${group?.fullPath ?? ''}/-/iterations/${iteration.id}`,
  };
}
