import { Link, Tooltip } from '@primer/react';
import type { IssueMilestone } from '../../../lib/types';
import { milestoneState, milestoneTooltip } from '../milestone';

/** The milestone's title with a tooltip saying whether it is upcoming, running or past due. */
export function MilestoneValue({ milestone, now }: { milestone: IssueMilestone; now?: Date }) {
  const state = milestoneState(milestone, now);
  const text = milestoneTooltip(milestone, now);
  return (
    <Tooltip text={text} direction="w">
      <Link href={milestone.web_url ?? '#'} aria-label={text} data-started={state.started} data-past-due={state.pastDue}>
        {milestone.title}
        {state.pastDue ? <span style={{ color: 'var(--fgColor-danger)' }}> (Past due)</span> : null}
      </Link>
    </Tooltip>
  );
}
